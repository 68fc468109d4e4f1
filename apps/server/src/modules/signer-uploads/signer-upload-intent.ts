import { MESSAGES, SIGNER_UPLOAD_MESSAGES, appendixContentType } from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import { type AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { newKey } from '../../lib/ids.ts';
import {
  UPLOAD_URL_TTL_SECONDS,
  signUploadUrl,
  uploadSigningKey,
} from '../storage/upload-url-signature.ts';
import {
  claimUploadIntent,
  findUploadIntent,
  insertUploadIntent,
  type UploadIntent,
} from '../uploads/upload-intent-repository.ts';

export type StartedUpload = { url: string; file_key: string };

/**
 * Step one of an upload (§7): records who may PUT what, where, until when, and answers the
 * presigned PUT (the bucket's, or the server's own signed /app/blob_upload URL).
 */
export const startUpload = async (
  ctx: AppContext,
  input: {
    purpose: string;
    userKey: string;
    accountKey: string | null;
    packKey: string | null;
    filename: string;
    maxBytes: number;
    /** Folder of the object in the blob store. */
    folder: string;
  },
): Promise<StartedUpload> => {
  const fileKey = newKey();
  const objectKey = `${input.folder}/${fileKey}`;
  const expires = Math.floor(Date.now() / 1000) + UPLOAD_URL_TTL_SECONDS;
  await insertUploadIntent(ctx.db, {
    file_key: fileKey,
    purpose: input.purpose,
    user_key: input.userKey,
    account_key: input.accountKey,
    document_pack_key: input.packKey,
    filename: input.filename,
    max_size_bytes: input.maxBytes,
    object_key: objectKey,
    expires_at: new Date(expires * 1000),
  });
  const url = ctx.blobStore.presignPut
    ? await ctx.blobStore.presignPut(
        objectKey,
        appendixContentType(input.filename),
        UPLOAD_URL_TTL_SECONDS,
      )
    : signUploadUrl(await uploadSigningKey(ctx.db), fileKey, expires);
  return { url, file_key: fileKey };
};

/** The caller's unused intent of this purpose (and pack); anyone else's answers 404. */
export const openUpload = async (
  ctx: AppContext,
  fileKey: string,
  expect: { purpose: string; userKey: string; packKey: string | null },
): Promise<UploadIntent> => {
  const intent = await findUploadIntent(ctx.db, fileKey);
  if (
    !intent ||
    intent.purpose !== expect.purpose ||
    intent.user_key !== expect.userKey ||
    intent.document_pack_key !== expect.packKey ||
    intent.used_at
  )
    throw notFound(MESSAGES.notFound);
  return intent;
};

/** Refuses an upload for good: its bytes go and the intent is used up. */
export const discardUpload = async (
  ctx: AppContext,
  intent: UploadIntent,
  message: string,
): Promise<AppError> => {
  await ctx.blobStore.delete(intent.object_key);
  await ctx.db.transaction((tx) => claimUploadIntent(tx, intent.file_key));
  return badRequest(message);
};

/** The stored size once the bytes arrived within the limit (the PUT may have understated it). */
export const arrivedSize = async (
  ctx: AppContext,
  intent: UploadIntent,
  tooLargeMessage: string,
): Promise<number> => {
  const size = await ctx.blobStore.size(intent.object_key);
  if (size === null) throw badRequest(SIGNER_UPLOAD_MESSAGES.fileMissing);
  if (size > intent.max_size_bytes) throw await discardUpload(ctx, intent, tooLargeMessage);
  return size;
};
