import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { convertInChildProcess } from '@quire/pdf/convert-in-child-process';
import type { AppContext } from '../../app-context.ts';
import { blobs } from '../../db/schema.ts';
import { findBlob } from '../storage/blob-repository.ts';
import {
  findChildToConvert,
  markConverting,
  recordConversionError,
  recordConverted,
  recordProgress,
  deleteBlobRows,
  findPageImagesOfFailedPdf,
  removeStalePageImages,
} from './conversion-repository.ts';

/** Page image keys derive from the PDF's blob key, so a second run rewrites the same blobs. */
const pageImageKeyPrefix = (pdfFileKey: string) => `${pdfFileKey}-p`;
export const pageImageKey = (pdfFileKey: string, index: number) =>
  `${pageImageKeyPrefix(pdfFileKey)}${index}`;

/**
 * The convert-document job: renders a child's PDF page by page in a bounded child process,
 * storing each image as it comes (progress visible while converting), then records the pages.
 * Safe to run twice: a finished conversion is skipped, and a repeated one overwrites the same
 * blobs. A bad PDF is recorded as the child's conversion_error, and the page images it got as
 * far as are removed; other failures throw (retry). Bounded by config.conversion (ADR 0008).
 */
export const convertDocumentHandler =
  (ctx: AppContext) =>
  async ({ document_key }: { document_key: string }): Promise<void> => {
    const child = await findChildToConvert(ctx.db, document_key);
    if (!child?.pdf_file_key || !child.document_pack_key) return;
    if (child.conversion_state === 'done' || child.conversion_state === 'error') return;
    const ids = {
      key: child.key,
      pdfFileKey: child.pdf_file_key,
      packKey: child.document_pack_key,
    };
    const pdfBlob = await findBlob(ctx.db, child.pdf_file_key);
    if (!pdfBlob) throw new Error(`blob ${child.pdf_file_key} of ${child.key} is missing`);

    await markConverting(ctx.db, ids.key, ids.pdfFileKey);
    const dir = await mkdtemp(path.join(tmpdir(), 'quire-convert-'));
    try {
      const pdfPath = path.join(dir, 'input.pdf');
      await pipeline(await ctx.blobStore.getStream(pdfBlob.object_key), createWriteStream(pdfPath));
      let pageCount = 0;
      const imageKeys: string[] = [];
      const result = await convertInChildProcess({
        pdfPath,
        outDir: dir,
        limits: ctx.config.conversion,
        onStart: (n) => {
          pageCount = n;
        },
        onPage: async (page) => {
          const key = pageImageKey(ids.pdfFileKey, page.index);
          const objectKey = `documents/${child.key}/pages/${key}.png`;
          const png = await readFile(page.file);
          await rm(page.file, { force: true });
          await ctx.blobStore.put(objectKey, png, 'image/png');
          await ctx.db
            .insert(blobs)
            .values({
              key,
              storage: ctx.blobStore.kind,
              object_key: objectKey,
              content_type: 'image/png',
              size_bytes: png.length,
              purpose: 'page_image',
              document_key: child.key,
              account_key: child.account_key,
              created_by: child.created_by,
            })
            .onConflictDoUpdate({ target: blobs.key, set: { size_bytes: png.length } });
          imageKeys[page.index] = key;
          // 100 is kept for "done": the last page is stored before the pages are recorded.
          const progress = Math.min(
            99,
            Math.floor(((page.index + 1) / Math.max(pageCount, 1)) * 100),
          );
          await recordProgress(ctx.db, ids.key, ids.pdfFileKey, progress);
        },
      });
      if (!result.ok) {
        ctx.log.info(
          { document_key, reason: result.error.reason, stderr: result.stderr.slice(-500) },
          'conversion failed',
        );
        // Objects first: once the error shows, nothing of this PDF's pages is left; a crash in
        // between leaves rows without objects on a child still converting, which the retry redoes.
        const partial = await findPageImagesOfFailedPdf(
          ctx.db,
          child.key,
          pageImageKeyPrefix(ids.pdfFileKey),
        );
        for (const image of partial) await ctx.blobStore.delete(image.object_key);
        await ctx.db.transaction(async (tx) => {
          await recordConversionError(tx, ids, result.error);
          await deleteBlobRows(
            tx,
            partial.map((image) => image.key),
          );
        });
        return;
      }
      const stale = await ctx.db.transaction(async (tx) =>
        (await recordConverted(tx, ids, { pages: result.pages, imageKeys }))
          ? removeStalePageImages(tx, child.key, imageKeys)
          : [],
      );
      // After the commit: an object whose row is gone is garbage, never a dangling reference.
      for (const objectKey of stale) await ctx.blobStore.delete(objectKey);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };
