import {
  EXTRAS_MESSAGES,
  MESSAGES,
  appendixContentType,
  canViewAppendix,
  fileTooLargeMessage,
  isExecutableFilename,
} from '@quire/domain';
import type { AppContext } from '../../../app-context.ts';
import { badRequest, notFound } from '../../../lib/app-error.ts';
import { newKey } from '../../../lib/ids.ts';
import type { Auth } from '../../../plugins/request-context.ts';
import type { Download } from '../../documents/document-download-service.ts';
import {
  UPLOAD_URL_TTL_SECONDS,
  signUploadUrl,
  uploadSigningKey,
} from '../../storage/upload-url-signature.ts';
import { recordUploadedBlob } from '../../uploads/record-uploaded-blob.ts';
import { maxUploadBytes } from '../../uploads/upload-url-service.ts';
import {
  claimUploadIntent,
  findUploadIntent,
  insertUploadIntent,
} from '../../uploads/upload-intent-repository.ts';
import { loadPackForRead, loadPackForWrite } from '../extras-access.ts';
import {
  APPENDIX_BLOB_PURPOSE,
  appendixFileUrl,
  findAppendixBlob,
  findAppendixRows,
  toAppendix,
} from './appendix-repository.ts';
import { appendixViewerOf } from './appendix-service.ts';

/** The upload intent purpose of a supporting document (beside modules/uploads' own purposes). */
export const APPENDIX_UPLOAD_PURPOSE = 'document_appendix';

/** GET /app/get_document_appendix_upload_url/{key}?filename: any file but an executable. */
export const getAppendixUploadUrl = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
  filename: string,
): Promise<{ url: string; file_key: string }> => {
  const { pack } = await loadPackForWrite(ctx, auth, key);
  if (isExecutableFilename(filename)) throw badRequest(EXTRAS_MESSAGES.executableRefused);
  const fileKey = newKey();
  const objectKey = `appendices/${pack.key}/${fileKey}`;
  const contentType = appendixContentType(filename);
  const expires = Math.floor(Date.now() / 1000) + UPLOAD_URL_TTL_SECONDS;
  await insertUploadIntent(ctx.db, {
    file_key: fileKey,
    purpose: APPENDIX_UPLOAD_PURPOSE,
    user_key: auth.user.key,
    account_key: pack.account_key,
    document_pack_key: pack.key,
    filename,
    max_size_bytes: maxUploadBytes(ctx),
    object_key: objectKey,
    expires_at: new Date(expires * 1000),
  });
  const url = ctx.blobStore.presignPut
    ? await ctx.blobStore.presignPut(objectKey, contentType, UPLOAD_URL_TTL_SECONDS)
    : signUploadUrl(await uploadSigningKey(ctx.db), fileKey, expires);
  return { url, file_key: fileKey };
};

export type AppendixUploaded = { filename: string; file_key: string; blob_url: string };

/**
 * POST /app/document_appendix_upload_success/{key}: checks the bytes arrived within the limit and
 * records the file as the pack's (the appendix row itself comes with add_update_appendix).
 */
export const completeAppendixUpload = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
  fileKey: string,
): Promise<AppendixUploaded> => {
  const { pack } = await loadPackForWrite(ctx, auth, key);
  const intent = await findUploadIntent(ctx.db, fileKey);
  if (
    !intent ||
    intent.purpose !== APPENDIX_UPLOAD_PURPOSE ||
    intent.user_key !== auth.user.key ||
    intent.document_pack_key !== pack.key ||
    intent.used_at
  )
    throw notFound(MESSAGES.notFound);
  const size = await ctx.blobStore.size(intent.object_key);
  if (size === null) throw badRequest(EXTRAS_MESSAGES.appendixFileMissing);
  if (size > intent.max_size_bytes) {
    await ctx.blobStore.delete(intent.object_key);
    await ctx.db.transaction((tx) => claimUploadIntent(tx, intent.file_key));
    throw badRequest(fileTooLargeMessage(ctx.config.maxUploadMb));
  }
  await recordUploadedBlob(ctx, intent, {
    content_type: appendixContentType(intent.filename),
    size_bytes: size,
    purpose: APPENDIX_BLOB_PURPOSE,
    document_key: pack.key,
    account_key: intent.account_key,
    created_by: auth.user.key,
  });
  return {
    filename: intent.filename,
    file_key: intent.file_key,
    blob_url: appendixFileUrl(pack.key, intent.file_key),
  };
};

/** GET /app/documents/{key}/appendix_file/{file_key}: a supporting document's bytes. */
export const serveAppendixFile = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
  fileKey: string,
): Promise<Download> => {
  const found = await loadPackForRead(ctx, auth, key);
  const { pack } = found;
  const viewer = appendixViewerOf(found);
  const listed = (await findAppendixRows(ctx.db, pack.key))
    .map(toAppendix)
    .some((a) => a.file_key === fileKey && canViewAppendix(a.audience, viewer));
  const blob = listed ? await findAppendixBlob(ctx.db, pack.key, fileKey) : undefined;
  if (!blob) throw notFound(MESSAGES.notFound);
  return {
    filename: blob.filename ?? 'supporting-document',
    contentType: blob.content_type,
    body: await ctx.blobStore.get(blob.object_key),
  };
};
