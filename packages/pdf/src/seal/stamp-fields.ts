import {
  BLOCK_FIELD_COLOUR,
  HIGHLIGHT_FIELD_COLOUR,
  NOTE_FIELD_COLOUR,
  formatFieldDate,
  type DataField,
  type DateFormat,
  type FieldType,
  type PageMetadata,
} from '@quire/domain';
import type { PDFDocument, PDFPage } from 'pdf-lib';
import { embedImages, type ImageEncodings, type SealImages } from './embed-images.ts';
import { fieldBox, pageMetadataOf, type FieldBox } from './field-box.ts';
import { FIT_TEXT, fitText, memoizedMeasure, type MeasureText } from './fit-text.ts';
import { PageInk, matrixOps, num, type Rgb } from './page-ink.ts';
import { sealFonts, type PickedText, type SealFont } from './seal-fonts.ts';
import { SealInputError } from './seal-input-error.ts';

export { SealInputError, type SealImages };

export type StampInput = {
  doc: PDFDocument;
  /** Conversion metadata per page (what the editor placed fields against); read from the PDF when absent. */
  pages: readonly (PageMetadata | undefined)[];
  fields: readonly DataField[];
  /** How the pack writes dates: a date field's yyyy-mm-dd is stamped as the signer saw it. */
  dateFormat?: DateFormat | undefined;
  images: SealImages;
  /** PNGs already being encoded (prefetchImages), by their bytes. */
  encodings?: ImageEncodings;
};

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

/** What a field puts on the page, or null when it shows nothing in the final document. */
const drawingOf = (
  f: DataField,
): 'text' | 'note' | 'image' | 'tick' | 'block' | 'highlight' | null => {
  if (f.removed || !f.is_visible_in_final_document) return null;
  // A note (§5) is a sticky note: its text on pale yellow, so it reads as added, not as the form.
  if (f.type === 'note') return f.data?.trim() ? 'note' : null;
  if (f.type === 'block' || f.type === 'highlight') return f.type;
  if (f.type === 'check') return f.data === 'checked' ? 'tick' : null;
  if (IMAGE_TYPES.has(f.type) && f.file_key) return 'image';
  if ((TEXT_TYPES.has(f.type) || IMAGE_TYPES.has(f.type)) && f.data?.trim()) return 'text';
  return null;
};

/** The file_keys of the images the fields will show (what prefetchImages should start on). */
export const imagesToDraw = (fields: readonly DataField[]): string[] =>
  fields.flatMap((f) => (drawingOf(f) === 'image' ? [f.file_key!] : []));

/**
 * Draws every visible field value where it was placed (see field-box.ts for /Rotate and the
 * CropBox): text fitted into its box (fit-text.ts), a tick for a checked box, signature, initial
 * and image files scaled to fit keeping their aspect, blocks black and highlights translucent.
 * Each image is embedded once however many fields show it. Returns how many fields were drawn.
 */
export const stampFields = async (input: StampInput): Promise<number> => {
  const { count, imagesDone } = await drawFields(input);
  await imagesDone;
  return count;
};

/**
 * stampFields, except that the images' streams may still be in the making when it returns:
 * they are in the document once `imagesDone` resolves (the seal draws its audit pages
 * meanwhile).
 */
export const drawFields = async (
  input: StampInput,
): Promise<{ count: number; imagesDone: Promise<unknown> }> => {
  const { doc } = input;
  const drawn = input.fields
    .map((field) => ({ field, kind: drawingOf(field) }))
    .filter((d): d is { field: DataField; kind: NonNullable<typeof d.kind> } => d.kind !== null)
    .sort((a, b) => layer(a.field.type) - layer(b.field.type));
  if (drawn.length === 0) return { count: 0, imagesDone: Promise.resolve() };

  const pageCount = doc.getPageCount();
  const textOf = (f: DataField): string =>
    f.type === 'date' && input.dateFormat
      ? formatFieldDate(f.data, input.dateFormat)
      : (f.data ?? '');
  const fonts = await sealFonts(
    doc,
    drawn.flatMap((d) => (d.kind === 'text' || d.kind === 'note' ? [textOf(d.field)] : [])),
  );
  const measures = new Map<SealFont, MeasureText>();
  const measureOf = (font: SealFont) => {
    let measure = measures.get(font);
    if (!measure) measures.set(font, (measure = memoizedMeasure(font.width)));
    return measure;
  };
  const { images, done: imagesDone } = await embedImages(
    doc,
    drawn.flatMap((d) => (d.kind === 'image' ? [d.field] : [])),
    input.images,
    input.encodings,
  );
  const pages = doc.getPages();
  const ink = new PageInk(doc);
  const readMetadata = new Map<number, PageMetadata>();
  const metadataOf = (index: number, page: PDFPage): PageMetadata => {
    const given = input.pages[index];
    if (given) return given;
    let read = readMetadata.get(index);
    if (!read) readMetadata.set(index, (read = pageMetadataOf(page)));
    return read;
  };

  for (const { field, kind } of drawn) {
    if (field.page_index >= pageCount)
      throw new SealInputError(
        `Field ${field.uuid} is on page ${field.page_index + 1}, but the PDF has ${pageCount} pages`,
      );
    const page = pages[field.page_index]!;
    const box = fieldBox(field, metadataOf(field.page_index, page));
    ink.ops(page, `q ${matrixOps(box.matrix)} 0 0 ${num(box.width)} ${num(box.height)} re W n`);
    if (kind === 'block' || kind === 'highlight') {
      const hex = kind === 'block' ? BLOCK_FIELD_COLOUR : HIGHLIGHT_FIELD_COLOUR;
      const opacity = kind === 'highlight' ? HIGHLIGHT_OPACITY : 1;
      ink.rect(page, 0, 0, box.width, box.height, colour(hex), opacity);
    } else if (kind === 'tick') {
      drawTick(ink, page, box);
    } else if (kind === 'image') {
      const image = images.get(field.file_key!)!;
      const scale = Math.min(box.width / image.width, box.height / image.height);
      const w = image.width * scale;
      const h = image.height * scale;
      ink.xObject(page, image.ref, [w, 0, 0, h, (box.width - w) / 2, (box.height - h) / 2]);
    } else {
      if (kind === 'note')
        ink.rect(page, 0, 0, box.width, box.height, colour(NOTE_FIELD_COLOUR), 1);
      const picked = fonts.pick(textOf(field));
      drawText(ink, page, picked, measureOf(picked.font), box, field.font_size ?? null);
    }
    ink.ops(page, 'Q');
  }
  ink.finish();
  return { count: drawn.length, imagesDone };
};

const drawText = (
  ink: PageInk,
  page: PDFPage,
  { font, text }: PickedText,
  measure: MeasureText,
  box: FieldBox,
  fontSize: number | null,
): void => {
  const { size, lines } = fitText(text, box.width, box.height, measure, fontSize);
  const ascent = font.ascent(size);
  const lineHeight = size * FIT_TEXT.lineHeight;
  const x = FIT_TEXT.padding;
  // One line is centred on its cap height; several start at the top.
  let y = lines.length === 1 ? (box.height - ascent) / 2 : box.height - FIT_TEXT.padding - ascent;
  for (const line of lines) {
    ink.text(page, font, line, x, y, size, BLACK);
    y -= lineHeight;
  }
};

/** A tick mark as the editor shows it: two strokes with round ends, centred in the box. */
const drawTick = (ink: PageInk, page: PDFPage, box: FieldBox): void => {
  const s = Math.min(box.width, box.height);
  const ox = (box.width - s) / 2;
  const oy = (box.height - s) / 2;
  const at = (x: number, y: number): [number, number] => [ox + x * s, oy + (1 - y) * s];
  ink.polyline(
    page,
    [at(0.2, 0.55), at(0.42, 0.78), at(0.82, 0.2)],
    Math.max(0.75, s * 0.12),
    BLACK,
  );
};
