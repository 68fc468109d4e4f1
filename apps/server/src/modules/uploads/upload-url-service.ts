import { fileTooLargeMessage } from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../../lib/app-error.ts';
import { newKey } from '../../lib/ids.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { packView, type DocumentView } from '../documents/document-service.ts';
import {
  UPLOAD_URL_TTL_SECONDS,
  signUploadUrl,
  uploadSigningKey,
} from '../storage/upload-url-signature.ts';
import { UPLOAD_PURPOSES, insertUploadIntent } from './upload-intent-repository.ts';
import { resolveUploadTarget } from './upload-target.ts';

export type UploadUrlRequest = {
  filename: string;
  /** Size in MB as the browser measured it (decimal). */
  size: number;
  document_pack_key?: string | undefined;
  document_key_to_upload_to?: string | undefined;
};

export type UploadUrlAnswer = {
  url: string;
  file_key: string;
  redirect_document_key: string;
  document: DocumentView | null;
};

export const maxUploadBytes = (ctx: AppContext): number => ctx.config.maxUploadMb * 1024 * 1024;

/**
 * GET /app/get_document_upload_url: checks the §5 rules, reserves the keys and records the intent
 * (who may PUT what, where, until when). Nothing else is created until the upload succeeds.
 */
export const getDocumentUploadUrl = async (
  ctx: AppContext,
  auth: Auth,
  request: UploadUrlRequest,
): Promise<UploadUrlAnswer> => {
  if (request.size * 1024 * 1024 > maxUploadBytes(ctx))
    throw badRequest(fileTooLargeMessage(ctx.config.maxUploadMb));
  const target = await resolveUploadTarget(ctx, auth, request);
  const packKey = target.kind === 'newPack' ? target.packKey : target.pack.key;
  const fileKey = newKey();
  const objectKey = `uploads/${fileKey}.pdf`;
  const expires = Math.floor(Date.now() / 1000) + UPLOAD_URL_TTL_SECONDS;
  await insertUploadIntent(ctx.db, {
    file_key: fileKey,
    purpose: UPLOAD_PURPOSES[target.kind],
    user_key: auth.user.key,
    account_key: auth.userAccount?.account_key ?? null,
    document_pack_key: packKey,
    document_key_to_upload_to: target.kind === 'replacePdf' ? target.child.key : null,
    filename: request.filename,
    max_size_bytes: maxUploadBytes(ctx),
    object_key: objectKey,
    expires_at: new Date(expires * 1000),
  });
  const url = ctx.blobStore.presignPut
    ? await ctx.blobStore.presignPut(objectKey, 'application/pdf', UPLOAD_URL_TTL_SECONDS)
    : signUploadUrl(await uploadSigningKey(ctx.db), fileKey, expires);
  return {
    url,
    file_key: fileKey,
    redirect_document_key: packKey,
    document: target.kind === 'newPack' ? null : await packView(ctx, packKey, false),
  };
};
