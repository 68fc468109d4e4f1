import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CONVERSION_MESSAGES } from '@quire/domain';
import {
  makeCyclicPageTreePdf,
  makeDeeplyNestedPdf,
  makeFlateBombPdf,
  makeHugeImagePdf,
  makeManyPagesPdf,
} from '@quire/pdf/test-fixtures/attack-pdfs';
import { makeSamplePdf } from '@quire/pdf/test-fixtures/sample-pdf';
import { blobs } from '../../db/schema.ts';
import { signUpVerifiedUser, useTestApp } from '../../../test/test-app.ts';
import {
  documentRow,
  uploadPdf,
  waitForConversion,
  type UploadedPack,
} from '../uploads/upload-test-helpers.ts';

/**
 * Issue 19 item 7: hostile PDFs through the real upload and convert-document job, with limits
 * set low enough to be reached in a second or two (the 100,000-page file needs pdfjs to walk its
 * page tree before the count can be judged: a few seconds on a busy machine).
 */
const MEMORY_MB = 384;
const t = useTestApp({
  env: {
    CONVERSION_TIMEOUT_SECONDS: '60',
    CONVERSION_MAX_MEMORY_MB: String(MEMORY_MB),
    CONVERSION_MAX_PAGES: '500',
    CONVERSION_MAX_IMAGE_PIXELS: '20000000',
  },
});

/** Conversion children of this process still running (their command line names the script). */
const runningConversionChildren = async (): Promise<number[]> => {
  const pids: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = await readFile(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const cmdline = await readFile(`/proc/${entry}/cmdline`, 'utf8');
      if (ppid === process.pid && cmdline.includes('convert-pdf-child')) pids.push(Number(entry));
    } catch {
      // Ended while being read.
    }
  }
  return pids;
};

const pageImagesOnDisk = async (childKey: string): Promise<string[]> =>
  readdir(path.join(t.ctx.config.dataDir, 'blobs', 'documents', childKey, 'pages')).catch(() => []);

describe('hostile PDFs end in a clear conversion error', () => {
  it.each([
    [
      'a PDF of 100,000 pages',
      () => makeManyPagesPdf(),
      'conversion failed',
      CONVERSION_MESSAGES.tooManyPages(100_000, 500),
    ],
    [
      'a page tree that leads back to itself (after two good pages)',
      makeCyclicPageTreePdf,
      'invalid pdf',
      CONVERSION_MESSAGES.invalid,
    ],
    [
      'objects nested 100,000 deep',
      () => makeDeeplyNestedPdf(),
      'invalid pdf',
      CONVERSION_MESSAGES.invalid,
    ],
    [
      'a 30,000 × 30,000 image',
      () => makeHugeImagePdf(),
      'conversion failed',
      CONVERSION_MESSAGES.imageTooLarge(20_000_000),
    ],
    [
      'a flate bomb (1 GiB from 14 KB) after two good pages',
      () => makeFlateBombPdf(2 ** 30, 2),
      'conversion failed',
      CONVERSION_MESSAGES.tooBig(MEMORY_MB),
    ],
  ])('%s: the message, no page images, no process left', async (_name, make, reason, message) => {
    const user = await signUpVerifiedUser(t);
    const res = await uploadPdf(t, user, make());
    expect(res.statusCode, res.body).toBe(200);
    const pack = res.data.document as UploadedPack;
    const child = await waitForConversion(t, pack.child_document_keys[0]!);
    expect(child).toMatchObject({
      conversion_state: 'error',
      status: 'conversion_error',
      conversion_error: { reason, message },
      page_image_keys: [],
    });
    expect((await documentRow(t, pack.key)).status).toBe('conversion_error');
    const images = await t.ctx.db
      .select({ key: blobs.key })
      .from(blobs)
      .where(and(eq(blobs.document_key, child.key), eq(blobs.purpose, 'page_image')));
    expect(images).toEqual([]);
    expect(await pageImagesOnDisk(child.key)).toEqual([]);
    expect(await runningConversionChildren()).toEqual([]);
  });

  it('converts the next ordinary PDF as before', async () => {
    const user = await signUpVerifiedUser(t);
    await uploadPdf(t, user, makeFlateBombPdf(2 ** 30, 1));
    const res = await uploadPdf(t, user, await makeSamplePdf({ pages: 2 }));
    const child = await waitForConversion(
      t,
      (res.data.document as UploadedPack).child_document_keys[0]!,
    );
    expect(child).toMatchObject({ conversion_state: 'done', page_count: 2 });
    expect(await pageImagesOnDisk(child.key)).toHaveLength(2);
  });
});
