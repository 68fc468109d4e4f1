import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from '@cantoo/pdf-lib';

export type DecryptResult =
  { ok: true; pdf: Buffer } | { ok: false; reason: 'wrong password' | 'invalid pdf' };

/**
 * Removes a PDF's encryption with qpdf (`--decrypt --password=…`), or, where qpdf is not
 * installed (a plain `npm install` on a new machine), with @cantoo/pdf-lib. qpdf is preferred: it
 * rewrites every object losslessly and is ~15 ms. The password goes to qpdf in an @file so it
 * never shows in the process list.
 */
export const decryptPdf = async (
  pdf: Uint8Array,
  password: string,
  options: { qpdfPath?: string } = {},
): Promise<DecryptResult> => {
  const viaQpdf = await decryptWithQpdf(pdf, password, options.qpdfPath ?? 'qpdf');
  return viaQpdf === 'qpdf missing' ? decryptWithPdfLib(pdf, password) : viaQpdf;
};

const decryptWithPdfLib = async (pdf: Uint8Array, password: string): Promise<DecryptResult> => {
  try {
    const doc = await PDFDocument.load(pdf, { password, ignoreEncryption: false });
    return { ok: true, pdf: Buffer.from(await doc.save()) };
  } catch (error) {
    return {
      ok: false,
      reason: /password/i.test(String(error)) ? 'wrong password' : 'invalid pdf',
    };
  }
};

/** qpdf exits 2 on an error (a wrong password among them) and 3 when it succeeded with warnings. */
const decryptWithQpdf = async (
  pdf: Uint8Array,
  password: string,
  qpdf: string,
): Promise<DecryptResult | 'qpdf missing'> => {
  const dir = await mkdtemp(path.join(tmpdir(), 'quire-decrypt-'));
  try {
    const input = path.join(dir, 'in.pdf');
    const output = path.join(dir, 'out.pdf');
    const args = path.join(dir, 'args');
    await writeFile(input, pdf);
    await writeFile(args, `--password=${password}\n--decrypt\n`, { mode: 0o600 });
    const { code, stderr } = await new Promise<{ code: number | string; stderr: string }>(
      (resolve) => {
        execFile(qpdf, [`@${args}`, input, output], { timeout: 60_000 }, (error, _out, err) =>
          resolve({
            code: error ? ((error as { code?: number | string }).code ?? 2) : 0,
            stderr: err,
          }),
        );
      },
    );
    if (code === 'ENOENT') return 'qpdf missing';
    if (code === 0 || code === 3) return { ok: true, pdf: await readFile(output) };
    return { ok: false, reason: /password/i.test(stderr) ? 'wrong password' : 'invalid pdf' };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};
