import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Runs a tool on a PDF written to a temporary file; resolves with its output and exit code. */
const onFile = async (
  pdf: Uint8Array,
  run: (file: string, dir: string) => Promise<{ out: string; code: number }>,
) => {
  const dir = await mkdtemp(path.join(tmpdir(), 'quire-seal-test-'));
  try {
    const file = path.join(dir, 'doc.pdf');
    await writeFile(file, pdf);
    return await run(file, dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

const exec = (cmd: string, args: string[]) =>
  new Promise<{ out: string; code: number }>((resolve) => {
    execFile(cmd, args, { maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) =>
      resolve({
        out: `${stdout}${stderr}`,
        code: error ? Number((error as { code?: number }).code ?? 1) : 0,
      }),
    );
  });

export const pdfsig = (pdf: Uint8Array) => onFile(pdf, (f) => exec('pdfsig', [f]));
export const qpdfCheck = (pdf: Uint8Array) => onFile(pdf, (f) => exec('qpdf', ['--check', f]));
export const pdftotext = async (pdf: Uint8Array, page?: number) =>
  (
    await onFile(pdf, (f) =>
      exec('pdftotext', [...(page ? ['-f', `${page}`, '-l', `${page}`] : []), f, '-']),
    )
  ).out;
export const pdfPages = async (pdf: Uint8Array) =>
  Number(/Pages:\s+(\d+)/.exec((await onFile(pdf, (f) => exec('pdfinfo', [f]))).out)?.[1]);

/** Each page's size in points as pdfinfo reports it (MediaBox, before /Rotate) and its /Rotate. */
export const pdfPageSizes = async (pdf: Uint8Array) => {
  const { out } = await onFile(pdf, (f) => exec('pdfinfo', ['-f', '1', '-l', '100000', f]));
  const sizes = [...out.matchAll(/Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/g)];
  const rotations = [...out.matchAll(/Page\s+\d+ rot:\s+(\d+)/g)];
  return sizes.map((m, i) => ({
    width: Number(m[1]),
    height: Number(m[2]),
    rotation: Number(rotations[i]?.[1] ?? 0),
  }));
};

export type Crop = { width: number; height: number; rgb: Buffer };

/**
 * Renders a rectangle of a page as the reader shows it (turned by /Rotate, CropBox only: `-cropbox`) at
 * 72 dpi, so one pixel is one point: `pdftoppm -r 72 -x -y -W -H`. Returns the RGB pixels.
 */
export const renderCrop = async (
  pdf: Uint8Array,
  page: number,
  rect: { x: number; y: number; width: number; height: number },
): Promise<Crop> => {
  let crop: Crop | undefined;
  await onFile(pdf, async (file, dir) => {
    const args = ['-r', '72', '-cropbox', '-f', `${page}`, '-l', `${page}`, '-singlefile'];
    const box = [rect.x, rect.y, rect.width, rect.height].map((v) => `${Math.round(v)}`);
    const result = await exec('pdftoppm', [
      ...args,
      ...['-x', box[0]!, '-y', box[1]!, '-W', box[2]!, '-H', box[3]!],
      file,
      path.join(dir, 'crop'),
    ]);
    if (result.code !== 0) throw new Error(`pdftoppm: ${result.out}`);
    const ppm = await readFile(path.join(dir, 'crop.ppm'));
    const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.subarray(0, 40).toString('latin1'));
    if (!header) throw new Error('pdftoppm did not write a PPM');
    crop = {
      width: Number(header[1]),
      height: Number(header[2]),
      rgb: ppm.subarray(header[0].length),
    };
    return { out: '', code: 0 };
  });
  return crop!;
};

/** How many pixels are inked (any channel below 160) and the ink's bounding box. */
export const ink = (crop: Crop) => {
  let count = 0;
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -1, -1];
  for (let y = 0; y < crop.height; y++)
    for (let x = 0; x < crop.width; x++) {
      const i = (y * crop.width + x) * 3;
      if (Math.min(crop.rgb[i]!, crop.rgb[i + 1]!, crop.rgb[i + 2]!) < 160) {
        count++;
        minX = Math.min(minX, x);
        maxX = Math.max(maxX, x);
        minY = Math.min(minY, y);
        maxY = Math.max(maxY, y);
      }
    }
  return { count, width: maxX - minX + 1, height: maxY - minY + 1 };
};

/** The mean of each channel over the crop. */
export const meanColour = (crop: Crop) => {
  const sum = [0, 0, 0];
  for (let i = 0; i < crop.rgb.length; i += 3)
    for (let c = 0; c < 3; c++) sum[c]! += crop.rgb[i + c]!;
  const n = crop.rgb.length / 3;
  return sum.map((s) => s / n) as [number, number, number];
};

/** mupdf's own signature check (Debian mupdf-tools): an independent second validator. */
export const mutoolVerify = (pdf: Uint8Array) =>
  onFile(pdf, (f) => exec('mutool', ['sign', '-v', f]));

/**
 * OpenSSL's RFC 3161 check of a time-stamp token over a SHA-256 digest, trusting `caPem`: what
 * validates a document time-stamp where pdfsig 22.12 and mupdf 1.21 cannot (ADR 0044).
 */
export const opensslTsVerify = async (token: Uint8Array, digestHex: string, caPem: string) => {
  const dir = await mkdtemp(path.join(tmpdir(), 'quire-ts-verify-'));
  try {
    await writeFile(path.join(dir, 'token.der'), token);
    await writeFile(path.join(dir, 'ca.pem'), caPem);
    return await exec('openssl', [
      ...['ts', '-verify', '-digest', digestHex, '-token_in'],
      ...['-in', path.join(dir, 'token.der'), '-CAfile', path.join(dir, 'ca.pem')],
    ]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};
