import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument, PDFName } from 'pdf-lib';
import { makeSamplePdf } from './sample-pdf.ts';

/**
 * The awkward inputs conversion must handle, made on the fly from real tools: an encrypted PDF
 * (qpdf --encrypt, AES-256), an XFA form, a truncated file, a non-PDF with a .pdf name, and the
 * page shapes that break naive renderers (rotation, CropBox offsets, mixed sizes).
 */
const run = promisify(execFile);

export const ENCRYPTED_PDF_PASSWORD = 'open sesame';

export const makeEncryptedPdf = async (password = ENCRYPTED_PDF_PASSWORD): Promise<Uint8Array> => {
  const dir = await mkdtemp(path.join(tmpdir(), 'quire-fixture-'));
  try {
    await writeFile(path.join(dir, 'in.pdf'), await makeSamplePdf({ title: 'Secret', pages: 2 }));
    await run('qpdf', [
      '--encrypt',
      password,
      `${password}-owner`,
      '256',
      '--',
      path.join(dir, 'in.pdf'),
      path.join(dir, 'out.pdf'),
    ]);
    return new Uint8Array(await readFile(path.join(dir, 'out.pdf')));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

/** A PDF whose AcroForm carries an /XFA packet: readers that cannot run XFA must refuse it. */
export const makeXfaPdf = async (): Promise<Uint8Array> => {
  const pdf = await PDFDocument.load(await makeSamplePdf({ title: 'XFA form' }));
  const xdp = pdf.context.stream(
    '<xdp:xdp xmlns:xdp="http://ns.adobe.com/xdp/"><template xmlns="http://www.xfa.org/schema/xfa-template/3.3/"/></xdp:xdp>',
  );
  const acroForm = pdf.context.obj({ Fields: [], XFA: pdf.context.register(xdp) });
  pdf.catalog.set(PDFName.of('AcroForm'), pdf.context.register(acroForm));
  return pdf.save();
};

/** The first 40% of a real PDF: header intact, cross-reference table and trailer gone. */
export const makeTruncatedPdf = async (): Promise<Uint8Array> => {
  const full = await makeSamplePdf({ title: 'Truncated', pages: 3 });
  return full.subarray(0, Math.floor(full.length * 0.4));
};

/** Text that a user might name contract.pdf. */
export const NOT_A_PDF = new TextEncoder().encode(
  'Dear client,\nThis is a plain text letter, not a PDF.\n',
);

/** A header and then garbage: passes the magic-byte check, fails every parser. */
export const GARBAGE_PDF = new Uint8Array([
  ...new TextEncoder().encode('%PDF-1.7\n'),
  ...Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256),
]);

/** Page 1 portrait Letter, page 2 landscape A4 rotated 90°, page 3 with a CropBox offset, page 4 rotated 270° and cropped. */
export const makeAwkwardPagesPdf = (): Promise<Uint8Array> =>
  makeSamplePdf({
    title: 'Awkward',
    pages: [
      { size: [612, 792] },
      { size: [842, 595], rotate: 90 },
      { size: [612, 792], cropBox: [100, 150, 400, 500] },
      { size: [595, 842], rotate: 270, cropBox: [50, 60, 300, 200] },
    ],
  });

export const makeLongPdf = (pages = 200): Promise<Uint8Array> =>
  makeSamplePdf({ title: 'Long document', pages });
