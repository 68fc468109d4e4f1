import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { TempDownloadType } from '@quire/domain';
import type { DataFieldRow } from './document-repository.ts';

export type TempDownloadSource = { name: string; pdf: Uint8Array; fields: readonly DataFieldRow[] };

/** Helvetica can only show WinAnsi text; anything else would make pdf-lib throw. */
const showable = (text: string) => text.replace(/[^\x20-\x7E\xA0-\xFF]/g, '?');

/** AcroForm names use '.' for hierarchy, so a custom id's dots would nest fields: flatten them. */
const fieldName = (f: DataFieldRow, used: Set<string>): string => {
  const base = (f.custom_id || f.uuid).replace(/\./g, '_');
  let name = base;
  for (let n = 2; used.has(name); n++) name = `${base}_${n}`;
  used.add(name);
  return name;
};

/** Field geometry is top-left based inside the CropBox (unrotated); PDF space is bottom-left. */
const rectOn = (page: PDFPage, f: DataFieldRow) => {
  const crop = page.getCropBox();
  return {
    x: crop.x + f.x,
    y: crop.y + crop.height - f.y - f.height,
    width: f.width,
    height: f.height,
  };
};

const drawValue = (page: PDFPage, f: DataFieldRow, font: PDFFont) => {
  const r = rectOn(page, f);
  page.drawRectangle({ ...r, borderColor: rgb(0.11, 0.28, 0.6), borderWidth: 0.75, opacity: 0 });
  const value = f.type === 'check' ? (f.data === 'checked' ? 'X' : '') : (f.data ?? '');
  if (!value) return;
  const size = Math.max(4, Math.min(12, r.height * 0.7));
  page.drawText(showable(value), {
    x: r.x + 2,
    y: r.y + (r.height - size) / 2 + 1,
    size,
    font,
    maxWidth: Math.max(1, r.width - 4),
  });
};

/**
 * The three temp downloads of spec §3, built from the children's PDFs and their fields:
 * - fillable_pdf_with_metadata: AcroForm fields named by custom id (else uuid), filled with the
 *   current values, and the field list (name, type, required, page) attached as quire-fields.json;
 * - fillable_pdf_with_ids: the same fields, each showing its own name, for mapping tools;
 * - preview: no form, each field's value drawn where the field sits.
 */
export const buildTempDownloadPdf = async (
  sources: readonly TempDownloadSource[],
  type: TempDownloadType,
  title: string,
): Promise<Uint8Array> => {
  const out = await PDFDocument.create();
  const font = await out.embedFont(StandardFonts.Helvetica);
  const form = out.getForm();
  const used = new Set<string>();
  const listed: {
    name: string;
    type: string;
    required: boolean;
    page: number;
    document: string;
  }[] = [];
  let pageOffset = 0;
  for (const source of sources) {
    const pdf = await PDFDocument.load(source.pdf, { updateMetadata: false });
    const pages = await out.copyPages(pdf, pdf.getPageIndices());
    for (const page of pages) out.addPage(page);
    for (const f of source.fields) {
      const page = pages[f.page_index];
      if (!page) continue;
      if (type === 'preview') {
        drawValue(page, f, font);
        continue;
      }
      const name = fieldName(f, used);
      listed.push({
        name,
        type: f.type,
        required: f.required,
        page: pageOffset + f.page_index + 1,
        document: source.name,
      });
      if (f.type === 'check') {
        const box = form.createCheckBox(name);
        box.addToPage(page, rectOn(page, f));
        if (type === 'fillable_pdf_with_metadata' && f.data === 'checked') box.check();
      } else {
        const text = form.createTextField(name);
        text.addToPage(page, { ...rectOn(page, f), font });
        text.setText(showable(type === 'fillable_pdf_with_ids' ? name : (f.data ?? '')));
      }
    }
    pageOffset += pages.length;
  }
  out.setTitle(title);
  out.setCreator('Quire');
  if (type === 'fillable_pdf_with_metadata') {
    out.setSubject(`Fillable form with ${listed.length} field(s)`);
    out.setKeywords(listed.map((l) => l.name));
    await out.attach(Buffer.from(JSON.stringify(listed, null, 2)), 'quire-fields.json', {
      mimeType: 'application/json',
      description: 'The form fields: name, type, required, page, document',
    });
  }
  if (type !== 'preview') form.updateFieldAppearances(font);
  return out.save();
};
