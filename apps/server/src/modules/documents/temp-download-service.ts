import { and, eq, gt } from 'drizzle-orm';
import { MESSAGES, type PermissionPath, type TempDownloadType } from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import { tempDownloads } from '../../db/schema.ts';
import { generateTempDownloadJob } from '../../jobs/generate-temp-download.job.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { newKey } from '../../lib/ids.ts';
import { requirePermission } from '../../lib/require-permission.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { loadVisibleDocument } from './document-access-service.ts';
import { downloadName, readBlobBytes, type Download } from './document-download-service.ts';

/** A generated file is kept for a day: long enough to download, short enough not to pile up. */
const TEMP_DOWNLOAD_TTL_MS = 24 * 3_600_000;

const DOWNLOAD_PERMISSIONS = {
  preview: 'document_permissions.can_download_document_preview',
  fillable_pdf_with_metadata: 'document_permissions.can_download_fillable_form_with_metadata',
  fillable_pdf_with_ids: 'document_permissions.can_download_fillable_form_with_field_ids',
} as const satisfies Record<TempDownloadType, PermissionPath>;

export type TempDownloadState = { key: string; file_key: string | null };

/**
 * GET …/generate_temp_document_download. Without a temp_download_key it records the request and
 * enqueues its job in one transaction; with one it answers how far that request has come.
 */
export const requestTempDownload = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
  input: { temp_download_key?: string | undefined; document_temp_download_type: TempDownloadType },
): Promise<TempDownloadState> => {
  const { doc, actor } = await loadVisibleDocument(ctx.db, auth, key);
  requirePermission(
    actor.permissions,
    DOWNLOAD_PERMISSIONS[input.document_temp_download_type],
    MESSAGES.mayNotDownload,
  );
  if (input.temp_download_key) {
    const [row] = await ctx.db
      .select()
      .from(tempDownloads)
      .where(
        and(
          eq(tempDownloads.key, input.temp_download_key),
          eq(tempDownloads.document_key, doc.key),
          eq(tempDownloads.created_by, actor.user_key),
        ),
      );
    if (!row) throw notFound(MESSAGES.documentNotFound);
    if (row.status === 'error') throw badRequest(MESSAGES.tempDownloadFailed);
    return { key: row.key, file_key: row.status === 'done' ? row.file_key : null };
  }
  const tempKey = newKey();
  await ctx.db.transaction(async (tx) => {
    await tx.insert(tempDownloads).values({
      key: tempKey,
      document_key: doc.key,
      type: input.document_temp_download_type,
      created_by: actor.user_key,
      expires_at: new Date(Date.now() + TEMP_DOWNLOAD_TTL_MS),
    });
    await ctx.queue.enqueue(tx, generateTempDownloadJob, { temp_download_key: tempKey });
  });
  return { key: tempKey, file_key: null };
};

/** GET /app/serve_temp_download/{key}: the requester's own file, while its document is visible. */
export const serveTempDownload = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
): Promise<Download> => {
  const [row] = await ctx.db
    .select()
    .from(tempDownloads)
    .where(and(eq(tempDownloads.key, key), gt(tempDownloads.expires_at, new Date())));
  if (!row || row.created_by !== auth.user.key || row.status !== 'done' || !row.file_key)
    throw notFound(MESSAGES.documentNotFound);
  const { doc } = await loadVisibleDocument(ctx.db, auth, row.document_key);
  const suffix = row.type === 'preview' ? 'preview' : 'fillable';
  return {
    filename: downloadName(`${doc.document_name.replace(/\.pdf$/i, '')} (${suffix})`, 'pdf'),
    contentType: 'application/pdf',
    body: await readBlobBytes(ctx, ctx.db, row.file_key),
  };
};
