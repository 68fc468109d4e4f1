import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { MESSAGES } from '@quire/domain';
import { convertInChildProcess } from '@quire/pdf/convert-in-child-process';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { loadVisibleDocument } from '../documents/document-access-service.ts';
import { findChildRows } from '../documents/document-repository.ts';
import { findBlob } from '../storage/blob-repository.ts';

/**
 * GET /app/serve_image/{file_key}: a page image, to those who may see its document. The blob
 * row's document_key names the document; anything else answers 404.
 */
export const pageImageStream = async (
  ctx: AppContext,
  auth: Auth,
  fileKey: string,
): Promise<Readable> => {
  const blob = await findBlob(ctx.db, fileKey);
  if (!blob || blob.purpose !== 'page_image' || !blob.document_key)
    throw notFound(MESSAGES.notFound);
  await loadVisibleDocument(ctx.db, auth, blob.document_key).catch(() => {
    throw notFound(MESSAGES.notFound);
  });
  return ctx.blobStore.getStream(blob.object_key);
};

/** A page rendered on demand (before conversion stored it), in the same bounded child process. */
export const renderOnePage = async (
  ctx: AppContext,
  objectKey: string,
  index: number,
): Promise<Buffer | null> => {
  const dir = await mkdtemp(path.join(tmpdir(), 'quire-page-'));
  try {
    const pdfPath = path.join(dir, 'input.pdf');
    await writeFile(pdfPath, await ctx.blobStore.get(objectKey));
    let png: Buffer | null = null;
    await convertInChildProcess({
      pdfPath,
      outDir: dir,
      pageIndex: index,
      // In the request path: the same bounds as the job's, but never longer than 30 s.
      limits: {
        ...ctx.config.conversion,
        timeoutSeconds: Math.min(30, ctx.config.conversion.timeoutSeconds),
      },
      onPage: async (page) => {
        png = await readFile(page.file);
      },
    });
    return png;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

/**
 * GET /app/documents/{key}/get_blob_as_image?index_of_page=n: page n of a child (a pack's key
 * means its first child). The stored image when conversion made it, else rendered now.
 */
export const childPageImage = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
  index: number,
): Promise<Readable | Buffer> => {
  const { doc } = await loadVisibleDocument(ctx.db, auth, key);
  const child = doc.document_pack_key ? doc : (await findChildRows(ctx.db, [doc.key]))[0];
  if (!child) throw notFound(MESSAGES.notFound);
  const stored = child.page_image_keys[index];
  const blob = stored ? await findBlob(ctx.db, stored) : undefined;
  if (blob) return ctx.blobStore.getStream(blob.object_key);
  const pdf = child.pdf_file_key ? await findBlob(ctx.db, child.pdf_file_key) : undefined;
  if (!pdf || child.conversion_state === 'error') throw notFound(MESSAGES.notFound);
  const png = await renderOnePage(ctx, pdf.object_key, index);
  if (!png) throw notFound(MESSAGES.notFound);
  return png;
};
