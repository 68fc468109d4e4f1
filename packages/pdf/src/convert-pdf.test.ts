import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONVERSION_MESSAGES } from '@quire/domain';
import { convertInChildProcess } from './convert-in-child-process.ts';
import { decryptPdf } from './decrypt-pdf.ts';
import { inspectPdf } from './inspect-pdf.ts';
import { looksLikePdf } from './is-pdf.ts';
import { MAX_PAGE_PIXELS } from './page-metadata.ts';
import { renderPages } from './render-pages.ts';
import {
  ENCRYPTED_PDF_PASSWORD,
  GARBAGE_PDF,
  NOT_A_PDF,
  makeAwkwardPagesPdf,
  makeEncryptedPdf,
  makeTruncatedPdf,
  makeXfaPdf,
} from './test-fixtures/hostile-pdfs.ts';
import { makeSamplePdf } from './test-fixtures/sample-pdf.ts';

const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe('PDF inspection and rendering', () => {
  it('judges PDFs by their bytes', async () => {
    expect(looksLikePdf(await makeSamplePdf())).toBe(true);
    expect(looksLikePdf(NOT_A_PDF)).toBe(false);
  });

  it('reports rotation, CropBox and mixed sizes, and renders the visible box turned', async () => {
    const pdf = await makeAwkwardPagesPdf();
    const inspection = await inspectPdf(pdf);
    expect(inspection).toMatchObject({ ok: true, page_count: 4, encrypted: false });
    if (!inspection.ok) return;
    expect(inspection.pages).toEqual([
      {
        image_width: 918,
        image_height: 1188,
        rotation: 0,
        page_width: 612,
        page_height: 792,
        crop_x: 0,
        crop_y: 0,
      },
      {
        image_width: 893,
        image_height: 1263,
        rotation: 90,
        page_width: 842,
        page_height: 595,
        crop_x: 0,
        crop_y: 0,
      },
      {
        image_width: 600,
        image_height: 750,
        rotation: 0,
        page_width: 400,
        page_height: 500,
        crop_x: 100,
        crop_y: 150,
      },
      {
        image_width: 300,
        image_height: 450,
        rotation: 270,
        page_width: 300,
        page_height: 200,
        crop_x: 50,
        crop_y: 60,
      },
    ]);
    const sizes: { width: number; height: number }[] = [];
    await renderPages(pdf, { onPage: ({ png }) => void sizes.push(pngSize(png)) });
    expect(sizes).toEqual(
      inspection.pages.map((p) => ({ width: p.image_width, height: p.image_height })),
    );
  });

  it('scales a page with a hostile MediaBox down to a bounded image', async () => {
    const inspection = await inspectPdf(
      await makeSamplePdf({ pages: [{ size: [14_400, 14_400] }] }),
    );
    expect(inspection.ok).toBe(true);
    if (!inspection.ok) return;
    const [page] = inspection.pages;
    expect(page!.image_width * page!.image_height).toBeLessThanOrEqual(MAX_PAGE_PIXELS * 1.001);
    expect(page!.page_width).toBe(14_400);
  });

  it('names the reason a PDF cannot be shown', async () => {
    expect(await inspectPdf(await makeEncryptedPdf())).toMatchObject({
      ok: false,
      error: { reason: 'pdf password required' },
    });
    expect(await inspectPdf(await makeXfaPdf())).toMatchObject({
      ok: false,
      error: { reason: 'xfa form not supported' },
    });
    expect(await inspectPdf(await makeTruncatedPdf())).toMatchObject({
      ok: false,
      error: { reason: 'invalid pdf' },
    });
    expect(await inspectPdf(GARBAGE_PDF)).toMatchObject({
      ok: false,
      error: { reason: 'invalid pdf' },
    });
  });

  // The second case is a machine without qpdf (a plain npm install): the pdf-lib fallback.
  it.each([{ qpdfPath: 'qpdf' }, { qpdfPath: '/nonexistent/qpdf' }])(
    'decrypts and refuses a wrong password (%o)',
    async (options) => {
      const encrypted = await makeEncryptedPdf();
      expect(await decryptPdf(encrypted, 'nope', options)).toEqual({
        ok: false,
        reason: 'wrong password',
      });
      const decrypted = await decryptPdf(encrypted, ENCRYPTED_PDF_PASSWORD, options);
      expect(decrypted.ok).toBe(true);
      if (decrypted.ok)
        expect(await inspectPdf(decrypted.pdf)).toMatchObject({
          ok: true,
          page_count: 2,
          encrypted: false,
        });
    },
  );
});

describe('conversion in a child process', () => {
  const convert = async (
    pdf: Uint8Array,
    limits: { timeoutSeconds?: number; maxMemoryMb?: number } = {},
  ) => {
    const dir = await mkdtemp(path.join(tmpdir(), 'quire-pdf-test-'));
    try {
      await writeFile(path.join(dir, 'in.pdf'), pdf);
      const pngs: Buffer[] = [];
      const result = await convertInChildProcess({
        pdfPath: path.join(dir, 'in.pdf'),
        outDir: dir,
        onPage: async (page) => void pngs.push(await readFile(page.file)),
        limits,
      });
      return { result, pngs };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };

  it('streams pages with their metadata and reports its peak memory', async () => {
    const { result, pngs } = await convert(await makeAwkwardPagesPdf());
    expect(result).toMatchObject({ ok: true, page_count: 4 });
    expect(pngs.map(pngSize)[3]).toEqual({ width: 300, height: 450 });
    if (result.ok) expect(result.max_rss_kb).toBeGreaterThan(10_000);
  });

  it('reports a hostile file as an error instead of dying', async () => {
    const { result } = await convert(GARBAGE_PDF);
    expect(result).toMatchObject({ ok: false, error: { reason: 'invalid pdf' } });
  });

  it('kills a conversion that needs too much memory', async () => {
    const { result } = await convert(await makeSamplePdf({ pages: 20 }), { maxMemoryMb: 30 });
    expect(result).toMatchObject({
      ok: false,
      error: {
        reason: 'conversion failed',
        message: CONVERSION_MESSAGES.tooBig(30),
      },
    });
  });

  it('kills a conversion that takes too long', async () => {
    const { result } = await convert(await makeSamplePdf({ pages: 50 }), { timeoutSeconds: 0.05 });
    expect(result).toMatchObject({
      ok: false,
      error: { reason: 'conversion failed', message: CONVERSION_MESSAGES.tooSlow(0.05) },
    });
  });
});
