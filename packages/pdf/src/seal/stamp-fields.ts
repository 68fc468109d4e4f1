import {
  BLOCK_FIELD_COLOUR,
  HIGHLIGHT_FIELD_COLOUR,
  type DataField,
  type FieldType,
  type PageMetadata,
} from '@quire/domain';
import {
  LineCapStyle,
  StandardFonts,
  clip,
  concatTransformationMatrix,
  drawObject,
  endPath,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  type PDFDocument,
  type PDFFont,
  type PDFImage,
  type PDFName,
  type PDFPage,
} from 'pdf-lib';
import { embedPng, type EmbeddedImage } from './embed-png.ts';
import { fieldBox, pageMetadataOf, type FieldBox } from './field-box.ts';
import { FIT_TEXT, fitText, memoizedMeasure, type MeasureText } from './fit-text.ts';
import { advanceWidth, textForFont } from './font-text.ts';
import { PageInk, type Rgb } from './page-ink.ts';

/** Signature, initial and image bytes (PNG or JPEG) by the field's file_key. */
export type SealImages = ReadonlyMap<string, Uint8Array>;

export type StampInput = {
  doc: PDFDocument;
  /** Conversion metadata per page (what the editor placed fields against); read from the PDF when absent. */
  pages: readonly (PageMetadata | undefined)[];
  fields: readonly DataField[];
  images: SealImages;
};

/** The input cannot be sealed as given: the job should fail loudly, not seal a partial document. */
export class SealInputError extends Error {
  override name = 'SealInputError';
}

const TEXT_TYPES: ReadonlySet<FieldType> = new Set([
  'text',
  'date',
  'choice',
  'link',
  'question',
  'approve',
  'decline',
]);
const IMAGE_TYPES: ReadonlySet<FieldType> = new Set(['signature', 'initial', 'image']);
/** Highlights go under everything, blocks over everything. */
const layer = (type: FieldType): number => (type === 'highlight' ? 0 : type === 'block' ? 2 : 1);

const colour = (hex: string): Rgb => [
  parseInt(hex.slice(1, 3), 16) / 255,
  parseInt(hex.slice(3, 5), 16) / 255,
  parseInt(hex.slice(5, 7), 16) / 255,
];
const BLACK: Rgb = [0, 0, 0];
const HIGHLIGHT_OPACITY = 0.4;

const isPng = (b: Uint8Array) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47;
const isJpeg = (b: Uint8Array) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;

/** What a field puts on the page, or null when it shows nothing in the final document. */
const drawingOf = (f: DataField): 'text' | 'image' | 'tick' | 'block' | 'highlight' | null => {
  if (f.removed || !f.is_visible_in_final_document) return null;
  if (f.type === 'block' || f.type === 'highlight') return f.type;
  if (f.type === 'check') return f.data === 'checked' ? 'tick' : null;
  if (IMAGE_TYPES.has(f.type) && f.file_key) return 'image';
  if ((TEXT_TYPES.has(f.type) || IMAGE_TYPES.has(f.type)) && f.data?.trim()) return 'text';
  return null;
};

/**
 * Draws every visible field value where it was placed (see field-box.ts for /Rotate and the
 * CropBox): text fitted into its box (fit-text.ts), a tick for a checked box, signature, initial
 * and image files scaled to fit keeping their aspect, blocks black and highlights translucent.
 * Each image is embedded once however many fields show it. Returns how many fields were drawn.
 */
export const stampFields = async (input: StampInput): Promise<number> => {
  const { doc } = input;
  const drawn = input.fields
    .map((field) => ({ field, kind: drawingOf(field) }))
    .filter((d): d is { field: DataField; kind: NonNullable<typeof d.kind> } => d.kind !== null)
    .sort((a, b) => layer(a.field.type) - layer(b.field.type));
  if (drawn.length === 0) return 0;

  const pageCount = doc.getPageCount();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const clean = textForFont(font);
  const measure = memoizedMeasure(advanceWidth(font));
  const images = await embedImages(doc, drawn, input.images);
  const pages = doc.getPages();
  const ink = new PageInk();
  const readMetadata = new Map<number, PageMetadata>();
  const metadataOf = (index: number, page: PDFPage): PageMetadata => {
    const given = input.pages[index];
    if (given) return given;
    let read = readMetadata.get(index);
    if (!read) readMetadata.set(index, (read = pageMetadataOf(page)));
    return read;
  };
  const xObjects = new Map<PDFPage, Map<string, PDFName>>();

  for (const { field, kind } of drawn) {
    if (field.page_index >= pageCount)
      throw new SealInputError(
        `Field ${field.uuid} is on page ${field.page_index + 1}, but the PDF has ${pageCount} pages`,
      );
    const page = pages[field.page_index]!;
    const box = fieldBox(field, metadataOf(field.page_index, page));
    page.pushOperators(
      pushGraphicsState(),
      concatTransformationMatrix(...box.matrix),
      rectangle(0, 0, box.width, box.height),
      clip(),
      endPath(),
    );
    if (kind === 'block' || kind === 'highlight') {
      const hex = kind === 'block' ? BLOCK_FIELD_COLOUR : HIGHLIGHT_FIELD_COLOUR;
      const opacity = kind === 'highlight' ? HIGHLIGHT_OPACITY : 1;
      ink.rect(page, 0, 0, box.width, box.height, colour(hex), opacity);
    } else if (kind === 'tick') {
      drawTick(page, box);
    } else if (kind === 'image') {
      const image = images.get(field.file_key!)!;
      let keys = xObjects.get(page);
      if (!keys) xObjects.set(page, (keys = new Map()));
      let key = keys.get(field.file_key!);
      if (!key) keys.set(field.file_key!, (key = page.node.newXObject('Image', image.ref)));
      const scale = Math.min(box.width / image.width, box.height / image.height);
      const w = image.width * scale;
      const h = image.height * scale;
      page.pushOperators(
        concatTransformationMatrix(w, 0, 0, h, (box.width - w) / 2, (box.height - h) / 2),
        drawObject(key),
      );
    } else {
      drawText(ink, page, font, measure, box, clean(field.data ?? ''));
    }
    page.pushOperators(popGraphicsState());
  }
  return drawn.length;
};

const embedImages = async (
  doc: PDFDocument,
  drawn: { field: DataField; kind: string }[],
  bytes: SealImages,
): Promise<Map<string, EmbeddedImage | PDFImage>> => {
  const embedded = new Map<string, EmbeddedImage | PDFImage>();
  for (const { field, kind } of drawn) {
    const key = field.file_key;
    if (kind !== 'image' || !key || embedded.has(key)) continue;
    const data = bytes.get(key);
    if (!data) throw new SealInputError(`The image ${key} of field ${field.uuid} is missing`);
    if (isPng(data)) embedded.set(key, await embedPng(doc, data));
    else if (isJpeg(data)) embedded.set(key, await doc.embedJpg(data));
    else throw new SealInputError(`The image ${key} of field ${field.uuid} is not a PNG or JPEG`);
  }
  return embedded;
};

const drawText = (
  ink: PageInk,
  page: PDFPage,
  font: PDFFont,
  measure: MeasureText,
  box: FieldBox,
  text: string,
): void => {
  const fitted = fitText(text, box.width, box.height, measure);
  const { size, lines } = fitted;
  const ascent = font.heightAtSize(size, { descender: false });
  const lineHeight = size * FIT_TEXT.lineHeight;
  const x = FIT_TEXT.padding;
  // One line is centred on its cap height; several start at the top.
  let y = lines.length === 1 ? (box.height - ascent) / 2 : box.height - FIT_TEXT.padding - ascent;
  for (const line of lines) {
    ink.text(page, font, line, x, y, size, BLACK);
    y -= lineHeight;
  }
};

const drawTick = (page: PDFPage, box: FieldBox): void => {
  const s = Math.min(box.width, box.height);
  const ox = (box.width - s) / 2;
  const oy = (box.height - s) / 2;
  // drawSvgPath's y axis points down from (x, y).
  page.drawSvgPath(`M ${0.2 * s} ${0.55 * s} L ${0.42 * s} ${0.78 * s} L ${0.82 * s} ${0.2 * s}`, {
    x: ox,
    y: oy + s,
    borderColor: rgb(...BLACK),
    borderWidth: Math.max(0.75, s * 0.12),
    borderLineCap: LineCapStyle.Round,
  });
};
