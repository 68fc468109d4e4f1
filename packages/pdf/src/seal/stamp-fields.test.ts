import { deflateSync } from 'node:zlib';
import { viewToPage, type DataField, type FieldType, type PageMetadata } from '@quire/domain';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { inspectPdf } from '../inspect-pdf.ts';
import { makeAwkwardPagesPdf } from '../test-fixtures/hostile-pdfs.ts';
import { SealInputError, stampFields } from './stamp-fields.ts';
import { makeField, makeSignatureImage } from './test-fixtures/seal-fixtures.ts';
import { ink, meanColour, pdftotext, renderCrop } from './test-fixtures/poppler.ts';
import { textSizes } from './test-fixtures/text-sizes.ts';

type ViewRect = { x: number; y: number; width: number; height: number };

let source: Uint8Array;
let pages: PageMetadata[];

beforeAll(async () => {
  source = await makeAwkwardPagesPdf();
  const inspection = await inspectPdf(source);
  if (!inspection.ok) throw new Error('fixture did not inspect');
  pages = inspection.pages;
});

/** A field placed where the reader sees `view` on page `index` (stored in unrotated space). */
const fieldAt = (
  type: FieldType,
  index: number,
  view: ViewRect,
  extra: Partial<DataField> = {},
): DataField => makeField(type, { page_index: index, ...viewToPage(view, pages[index]!) }, extra);

const stamp = async (fields: DataField[], images = new Map<string, Uint8Array>()) => {
  const doc = await PDFDocument.load(source);
  const count = await stampFields({ doc, pages, fields, images });
  return { pdf: await doc.save(), count };
};

/** The crop of a view rect, 2 points inside its edges (anti-aliasing of neighbours stays out). */
const inside = (pdf: Uint8Array, index: number, r: ViewRect) =>
  renderCrop(pdf, index + 1, { x: r.x + 2, y: r.y + 2, width: r.width - 4, height: r.height - 4 });

const LAYOUT = {
  text: { x: 60, y: 120, width: 200, height: 24 },
  empty: { x: 60, y: 200, width: 200, height: 24 },
  checked: { x: 300, y: 120, width: 16, height: 16 },
  unchecked: { x: 340, y: 120, width: 16, height: 16 },
  signature: { x: 60, y: 300, width: 150, height: 50 },
  hidden: { x: 60, y: 380, width: 150, height: 50 },
  removed: { x: 60, y: 440, width: 150, height: 30 },
  block: { x: 260, y: 300, width: 60, height: 30 },
  highlight: { x: 260, y: 380, width: 100, height: 20 },
};

// Page 2 is A4 landscape turned by /Rotate 90; page 3 has its CropBox at (100, 150).
describe.each([
  { index: 1, what: 'a page rotated 90°' },
  { index: 2, what: 'a page with a CropBox offset' },
])('stamping on $what', ({ index }) => {
  let pdf: Uint8Array;
  let count: number;

  beforeAll(async () => {
    const L = LAYOUT;
    const result = await stamp(
      [
        fieldAt('text', index, L.text, { data: `Upright value ${index + 1}` }),
        fieldAt('check', index, L.checked, { data: 'checked' }),
        fieldAt('check', index, L.unchecked, { data: 'unchecked' }),
        fieldAt('signature', index, L.signature, { file_key: 'sig-a' }),
        fieldAt('signature', index, L.hidden, {
          file_key: 'sig-a',
          is_visible_in_final_document: false,
        }),
        fieldAt('text', index, L.removed, { data: 'Gone', removed: true }),
        fieldAt('block', index, L.block),
        fieldAt('highlight', index, L.highlight),
      ],
      new Map([['sig-a', makeSignatureImage()]]),
    );
    pdf = result.pdf;
    count = result.count;
  });

  it('draws the text value upright inside its box, and nothing where no value is', async () => {
    const text = ink(await inside(pdf, index, LAYOUT.text));
    expect(text.count).toBeGreaterThan(40);
    expect(text.width).toBeGreaterThan(3 * text.height);
    expect(ink(await inside(pdf, index, LAYOUT.empty)).count).toBe(0);
    expect(await pdftotext(pdf, index + 1)).toContain(`Upright value ${index + 1}`);
  });

  it('ticks a checked box only', async () => {
    expect(ink(await inside(pdf, index, LAYOUT.checked)).count).toBeGreaterThan(5);
    expect(ink(await inside(pdf, index, LAYOUT.unchecked)).count).toBe(0);
  });

  it('draws the signature image, but not a hidden or removed field', async () => {
    const signature = ink(await inside(pdf, index, LAYOUT.signature));
    expect(signature.count).toBeGreaterThan(50);
    // The 3:1 image keeps its aspect, upright: wider than tall on the page as shown.
    expect(signature.width).toBeGreaterThan(2 * signature.height);
    expect(ink(await inside(pdf, index, LAYOUT.hidden)).count).toBe(0);
    expect(ink(await inside(pdf, index, LAYOUT.removed)).count).toBe(0);
    expect(count).toBe(5); // text, tick, signature, block, highlight
  });

  it('blacks out a block and tints a highlight yellow', async () => {
    const [r, g, b] = meanColour(await inside(pdf, index, LAYOUT.block));
    expect(Math.max(r, g, b)).toBeLessThan(10);
    const [hr, hg, hb] = meanColour(await inside(pdf, index, LAYOUT.highlight));
    expect(Math.min(hr, hg)).toBeGreaterThan(220);
    expect(hb).toBeLessThan(200);
  });
});

describe('stampFields', () => {
  it('stamps on a page turned 270° with a CropBox, and reads geometry from the PDF without metadata', async () => {
    const view = { x: 20, y: 40, width: 150, height: 20 };
    const field = fieldAt('date', 3, view, { data: '2026-11-21' });
    const doc = await PDFDocument.load(source);
    await stampFields({ doc, pages: [], fields: [field], images: new Map() });
    const pdf = await doc.save();
    const text = ink(await inside(pdf, 3, view));
    expect(text.width).toBeGreaterThan(3 * text.height);
    expect(ink(await inside(pdf, 3, { ...view, y: 150 })).count).toBe(0);
  });

  it('embeds a JPEG too, and shrinks a long value into a narrow box', async () => {
    const { pdf } = await stamp(
      [
        fieldAt('image', 0, { x: 60, y: 120, width: 120, height: 80 }, { file_key: 'photo' }),
        fieldAt(
          'approve',
          0,
          { x: 60, y: 300, width: 100, height: 30 },
          { data: 'Approved by: Maximiliana Featherstonehaugh-Worthington' },
        ),
      ],
      new Map([['photo', makeSignatureImage({ format: 'jpeg' })]]),
    );
    expect(
      ink(await inside(pdf, 0, { x: 60, y: 120, width: 120, height: 80 })).count,
    ).toBeGreaterThan(50);
    expect((await pdftotext(pdf, 1)).replace(/\s+/g, ' ')).toContain('Approved by: Maximiliana');
  });

  it("draws a signer's note as its text on pale yellow, and not when hidden from the final", async () => {
    const shown = { x: 60, y: 120, width: 160, height: 72 };
    const hidden = { x: 60, y: 300, width: 160, height: 72 };
    const { pdf, count } = await stamp([
      fieldAt('note', 0, shown, { data: 'Clause 4 agreed by phone' }),
      fieldAt('note', 0, hidden, { data: 'Private', is_visible_in_final_document: false }),
    ]);
    expect(count).toBe(1);
    const [r, g, b] = meanColour(await inside(pdf, 0, shown));
    expect(Math.min(r, g)).toBeGreaterThan(200);
    expect(b).toBeLessThan(r - 20);
    const text = (await pdftotext(pdf, 1)).replace(/\s+/g, ' ');
    expect(text).toContain('Clause 4 agreed by phone');
    expect(text).not.toContain('Private');
    expect(ink(await inside(pdf, 0, hidden)).count).toBe(0);
  });

  it('refuses to seal a signature whose image is missing or not an image', async () => {
    const field = fieldAt('signature', 0, LAYOUT.signature, { file_key: 'nowhere' });
    await expect(stamp([field])).rejects.toBeInstanceOf(SealInputError);
    await expect(
      stamp([field], new Map([['nowhere', new TextEncoder().encode('GIF89a')]])),
    ).rejects.toThrow(/not a PNG or JPEG/);
  });

  it('refuses a PNG too large to decode, or whose data ends before its rows', async () => {
    /** An 8-bit RGBA PNG of that size whose rows are 64 zero bytes (CRCs are not read). */
    const png = (width: number, height: number) => {
      const chunk = (type: string, body: Buffer) => {
        const length = Buffer.alloc(4);
        length.writeUInt32BE(body.length);
        return Buffer.concat([length, Buffer.from(type, 'latin1'), body, Buffer.alloc(4)]);
      };
      const ihdr = Buffer.alloc(13);
      ihdr.writeUInt32BE(width, 0);
      ihdr.writeUInt32BE(height, 4);
      ihdr.set([8, 6], 8);
      return Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        chunk('IHDR', ihdr),
        chunk('IDAT', deflateSync(Buffer.alloc(64))),
        chunk('IEND', Buffer.alloc(0)),
      ]);
    };
    const field = fieldAt('signature', 0, LAYOUT.signature, { file_key: 'bad' });
    await expect(stamp([field], new Map([['bad', png(100_000, 100_000)]]))).rejects.toThrow(
      /more than the seal takes/,
    );
    await expect(stamp([field], new Map([['bad', png(300, 100)]]))).rejects.toThrow(
      /ends before its last row/,
    );
  });

  it("draws text at the field's font size, shrinking only a value that does not fit", async () => {
    const box = { x: 60, y: 120, width: 220, height: 40 };
    const { pdf } = await stamp([
      fieldAt('text', 0, box, { data: 'Jane Doe', font_size: 18 }),
      fieldAt('text', 0, { ...box, y: 200 }, { data: 'Jane Doe' }),
      fieldAt('text', 0, { ...box, y: 280 }, { data: 'Jane Doe', font_size: 5 }),
      fieldAt(
        'text',
        0,
        { ...box, y: 360 },
        { data: 'Maximiliana Featherstonehaugh-Worthington of Upper Slaughter', font_size: 18 },
      ),
    ]);
    const [chosen, automatic, small, long, longRest] = await textSizes(pdf, 0);
    expect(chosen).toEqual({ size: 18, text: 'Jane Doe' });
    expect(automatic).toEqual({ size: 12, text: 'Jane Doe' });
    expect(small).toEqual({ size: 5, text: 'Jane Doe' });
    expect(long!.text).toMatch(/^Maximiliana/);
    expect(long!.size).toBeLessThan(18);
    expect(long!.size).toBeGreaterThanOrEqual(4);
    expect(longRest!.size).toBe(long!.size);
    expect((await pdftotext(pdf, 1)).replace(/\s+/g, ' ')).toContain('Maximiliana');
  });

  it('draws names outside WinAnsi with DejaVu Sans, and what no font has as ?', async () => {
    const { pdf } = await stamp([fieldAt('text', 0, LAYOUT.text, { data: 'Zoë Őrs 東京' })]);
    expect(await pdftotext(pdf, 1)).toContain('Zoë Őrs ??');
  });
});
