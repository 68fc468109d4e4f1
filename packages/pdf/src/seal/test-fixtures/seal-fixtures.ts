import { randomUUID } from 'node:crypto';
import { createCanvas } from '@napi-rs/canvas';
import { newDataField, type DataField, type FieldType } from '@quire/domain';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { AuditEntry } from '../audit-pages.ts';

/** A drawn-looking signature: a few black strokes on a transparent PNG (or white JPEG). */
export const makeSignatureImage = (
  options: { width?: number; height?: number; seed?: number; format?: 'png' | 'jpeg' } = {},
): Buffer => {
  const width = options.width ?? 300;
  const height = options.height ?? 100;
  const seed = options.seed ?? 1;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  if (options.format === 'jpeg') {
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, width, height);
  }
  ctx.strokeStyle = '#000000';
  ctx.lineWidth = Math.max(3, height / 12);
  ctx.beginPath();
  ctx.moveTo(width * 0.05, height * 0.7);
  for (let i = 1; i <= 12; i++) {
    const x = width * (0.05 + (0.9 * i) / 12);
    const y = height * (0.5 + 0.35 * Math.sin(i * 1.7 + seed));
    ctx.lineTo(x, y);
  }
  ctx.stroke();
  return options.format === 'jpeg' ? canvas.encodeSync('jpeg', 90) : canvas.encodeSync('png');
};

/** A field of a type at a place, with the §4 defaults for everything else. */
export const makeField = (
  type: FieldType,
  rect: { page_index: number; x: number; y: number; width: number; height: number },
  extra: Partial<DataField> = {},
): DataField => ({
  ...newDataField({
    uuid: randomUUID(),
    document_key: 'child-1',
    type,
    page_index: rect.page_index,
  }),
  ...rect,
  ...extra,
});

/** A one-page PDF with an AcroForm: a filled text field and a checked checkbox. */
export const makeFormPdf = async (): Promise<Uint8Array> => {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  page.drawText('Form page', { x: 48, y: 720, size: 18, font });
  const form = pdf.getForm();
  const name = form.createTextField('applicant.name');
  name.setText('Formfilled Ximena');
  name.addToPage(page, { x: 60, y: 600, width: 220, height: 24 });
  const agree = form.createCheckBox('applicant.agree');
  agree.addToPage(page, { x: 60, y: 560, width: 16, height: 16 });
  agree.check();
  return pdf.save();
};

export const sampleAuditEntries = (count: number): AuditEntry[] =>
  Array.from({ length: count }, (_, i) => ({
    time: new Date(Date.UTC(2026, 10, 21, 8, 0, i)),
    event: i === 0 ? 'created' : i % 3 === 0 ? 'opened' : 'field signed',
    actor: `Signer ${i} Żółć`,
    email: `signer${i}@example.com`,
    ip: `192.0.2.${i % 250}`,
    user_agent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  }));
