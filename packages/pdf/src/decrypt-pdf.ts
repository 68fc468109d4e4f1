import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export type DecryptResult =
  { ok: true; pdf: Buffer } | { ok: false; reason: 'wrong password' | 'invalid pdf' };

/**
 * Removes a PDF's encryption with qpdf (`--decrypt --password=…`). qpdf exits 2 on an error
 * (a wrong password among them) and 3 when it succeeded with warnings. The password is passed in
 * an @file so it never shows in the process list.
 */
export const decryptPdf = async (pdf: Uint8Array, password: string): Promise<DecryptResult> => {
  const dir = await mkdtemp(path.join(tmpdir(), 'quire-decrypt-'));
  try {
    const input = path.join(dir, 'in.pdf');
    const output = path.join(dir, 'out.pdf');
    const args = path.join(dir, 'args');
    await writeFile(input, pdf);
    await writeFile(args, `--password=${password}\n--decrypt\n`, { mode: 0o600 });
    const { code, stderr } = await new Promise<{ code: number; stderr: string }>((resolve) => {
      execFile('qpdf', [`@${args}`, input, output], { timeout: 60_000 }, (error, _out, err) =>
        resolve({ code: error ? Number((error as { code?: number }).code ?? 2) : 0, stderr: err }),
      );
    });
    if (code === 0 || code === 3) return { ok: true, pdf: await readFile(output) };
    return { ok: false, reason: /password/i.test(stderr) ? 'wrong password' : 'invalid pdf' };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};
