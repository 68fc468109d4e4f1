import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { tempDownloads } from '../../db/schema.ts';
import type { JobHandler } from '../../queue/job-definition.ts';
import { keepGeneratedFile } from '../storage/keep-generated-file.ts';
import { readBlobBytes, downloadName } from './document-download-service.ts';
import { findChildRows, findDataFieldRows, findDocumentRow } from './document-repository.ts';
import { buildTempDownloadPdf, type TempDownloadSource } from './temp-download-pdf.ts';

/**
 * Job handler of generate-temp-download. Safe to run twice: a download already done is left
 * alone, and only the run that flips the row from pending keeps its file. After the last retry
 * the row says 'error', which the poll turns into the spec's timeout message.
 */
export const generateTempDownloadHandler =
  (ctx: AppContext): JobHandler<{ temp_download_key: string }> =>
  async ({ temp_download_key }, meta) => {
    const [row] = await ctx.db
      .select()
      .from(tempDownloads)
      .where(eq(tempDownloads.key, temp_download_key));
    if (!row || row.status !== 'pending') return;
    try {
      const doc = await findDocumentRow(ctx.db, row.document_key);
      if (!doc) return;
      const children = doc.document_pack_key ? [doc] : await findChildRows(ctx.db, [doc.key]);
      const fields = await findDataFieldRows(
        ctx.db,
        children.map((c) => c.key),
      );
      const sources: TempDownloadSource[] = [];
      for (const child of children) {
        if (!child.pdf_file_key) continue;
        sources.push({
          name: child.document_name,
          // Forms are made on the original: the final file already has the values burnt in.
          pdf: await readBlobBytes(ctx, ctx.db, child.pdf_file_key),
          fields: fields.filter((f) => f.document_key === child.key),
        });
      }
      if (sources.length === 0) throw new Error('the document has no PDF to build from');
      const bytes = await buildTempDownloadPdf(sources, row.type, doc.document_name);
      await keepGeneratedFile(ctx, {
        folder: 'temp-downloads',
        extension: 'pdf',
        bytes: Buffer.from(bytes),
        contentType: 'application/pdf',
        blob: {
          filename: downloadName(doc.document_name, 'pdf'),
          purpose: 'temp_download',
          document_key: row.document_key,
          account_key: doc.account_key,
          created_by: row.created_by,
        },
        claim: async (tx, blobKey) =>
          (
            await tx
              .update(tempDownloads)
              .set({ status: 'done', file_key: blobKey })
              .where(and(eq(tempDownloads.key, row.key), eq(tempDownloads.status, 'pending')))
              .returning()
          ).length > 0,
      });
    } catch (error) {
      if (meta.retryCount < meta.retryLimit) throw error;
      ctx.log.warn({ err: error, temp_download_key }, 'temp download failed for good');
      await ctx.db
        .update(tempDownloads)
        .set({ status: 'error', error: error instanceof Error ? error.message : String(error) })
        .where(eq(tempDownloads.key, row.key));
    }
  };
