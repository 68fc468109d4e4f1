import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CONVERSION_MESSAGES, type ConversionLimits } from '@quire/domain';
import { conversionChildScript } from './child-bundle.ts';
import { convertInChildProcess } from './convert-in-child-process.ts';
import {
  makeCyclicPageTreePdf,
  makeDeeplyNestedPdf,
  makeFlateBombPdf,
  makeHugeImagePdf,
  makeManyPagesPdf,
} from './test-fixtures/attack-pdfs.ts';
import { makeLongPdf } from './test-fixtures/hostile-pdfs.ts';
import { makeSamplePdf } from './test-fixtures/sample-pdf.ts';

const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

/** Processes whose command line names this file (the conversion child is given its path). */
const processesNaming = async (file: string): Promise<number[]> => {
  const pids: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const cmdline = await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '');
    if (cmdline.includes(file)) pids.push(Number(entry));
  }
  return pids;
};

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

const convert = async (pdf: Uint8Array, limits: Partial<ConversionLimits> = {}) => {
  const dir = await mkdtemp(path.join(tmpdir(), 'quire-hostile-'));
  dirs.push(dir);
  const pdfPath = path.join(dir, 'in.pdf');
  await writeFile(pdfPath, pdf);
  const pngs: Buffer[] = [];
  let pageCount: number | null = null;
  const result = await convertInChildProcess({
    pdfPath,
    outDir: dir,
    limits,
    onStart: (n) => {
      pageCount = n;
    },
    onPage: async (page) => void pngs.push(await readFile(page.file)),
  });
  return { result, pngs, pageCount, left: await processesNaming(pdfPath) };
};

/** Low enough to be reached in a second or two; the 100,000-page file needs a few seconds to open. */
const LIMITS = { timeoutSeconds: 60, maxMemoryMb: 384, maxPages: 500, maxImagePixels: 20_000_000 };

describe('hostile input is bounded', () => {
  it('refuses 100,000 pages before rendering one', async () => {
    const { result, pngs, pageCount, left } = await convert(makeManyPagesPdf(), LIMITS);
    expect(result).toMatchObject({
      ok: false,
      error: {
        reason: 'conversion failed',
        message: CONVERSION_MESSAGES.tooManyPages(100_000, 500),
      },
    });
    expect([pngs.length, pageCount, left]).toEqual([0, null, []]);
  });

  it('converts a PDF at the page limit', async () => {
    const { result } = await convert(makeManyPagesPdf(3), { ...LIMITS, maxPages: 3 });
    expect(result).toMatchObject({ ok: true, page_count: 3 });
  });

  it('calls a page tree that leads back to itself damaged', async () => {
    const { result, pngs, left } = await convert(makeCyclicPageTreePdf(), LIMITS);
    expect(result).toMatchObject({
      ok: false,
      error: { reason: 'invalid pdf', message: CONVERSION_MESSAGES.invalid },
    });
    // The two reachable pages came first: the caller must drop what it stored (the server does).
    expect(pngs).toHaveLength(2);
    expect(left).toEqual([]);
  });

  it('calls objects nested 100,000 deep damaged', async () => {
    const { result, left } = await convert(makeDeeplyNestedPdf(), LIMITS);
    expect(result).toMatchObject({
      ok: false,
      error: { reason: 'invalid pdf', message: CONVERSION_MESSAGES.invalid },
    });
    expect(left).toEqual([]);
  });

  it('refuses a 30,000 × 30,000 image before decoding it, and shows one at the limit', async () => {
    const { result, pngs, left } = await convert(makeHugeImagePdf(), LIMITS);
    expect(result).toMatchObject({
      ok: false,
      error: {
        reason: 'conversion failed',
        message: CONVERSION_MESSAGES.imageTooLarge(20_000_000),
      },
    });
    expect([pngs.length, left]).toEqual([0, []]);
    // Refused, not decoded: far below what 900 million pixels would take.
    expect(result.max_rss_kb).toBeLessThan(LIMITS.maxMemoryMb * 1024);

    const atLimit = await convert(makeHugeImagePdf(2000, 1000), { maxImagePixels: 2_000_000 });
    expect(atLimit.result).toMatchObject({ ok: true, page_count: 1 });
    const over = await convert(makeHugeImagePdf(2000, 1000), { maxImagePixels: 1_999_999 });
    expect(over.result).toMatchObject({ ok: false, error: { reason: 'conversion failed' } });
  });

  it('kills a flate bomb at the memory limit, after the pages before it', async () => {
    const { result, pngs, left } = await convert(makeFlateBombPdf(2 ** 30, 2), LIMITS);
    expect(result).toMatchObject({
      ok: false,
      error: { reason: 'conversion failed', message: CONVERSION_MESSAGES.tooBig(384) },
    });
    expect(pngs).toHaveLength(2);
    expect(left).toEqual([]);
  });

  it('scales pages to the configured pixel limit', async () => {
    const { result, pngs } = await convert(await makeSamplePdf({ pages: [{ size: [612, 792] }] }), {
      maxPagePixels: 250_000,
    });
    expect(result.ok).toBe(true);
    const { width, height } = pngSize(pngs[0]!);
    // Each side is rounded to whole pixels.
    expect(width * height).toBeLessThanOrEqual(250_000 + width + height);
    expect(width * height).toBeGreaterThan(240_000);
  });

  it('ends itself at its deadline when no parent kills it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'quire-hostile-'));
    dirs.push(dir);
    await writeFile(path.join(dir, 'in.pdf'), await makeLongPdf(200));
    // The child run bare, as after a kill -9 of the worker: nobody watches it.
    const child = spawn(process.execPath, [
      await conversionChildScript(),
      path.join(dir, 'in.pdf'),
      dir,
      JSON.stringify({
        timeoutMs: 100,
        maxPages: 1000,
        maxPagePixels: 24_000_000,
        maxImagePixels: 50_000_000,
      }),
    ]);
    child.stdout.resume();
    const code = await new Promise((resolve) => child.on('close', resolve));
    expect(code).toBe(70);
    expect((await readdir(dir)).filter((f) => f.endsWith('.png')).length).toBeLessThan(200);
  });
});
