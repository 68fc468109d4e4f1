import { Transform, type Readable } from 'node:stream';
import {
  CSV_IMPORT_MESSAGES,
  CSV_UPLOAD_PURPOSE,
  MESSAGES,
  fileTooLargeMessage,
} from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { uploadSigningKey, verifyUploadSignature } from '../storage/upload-url-signature.ts';
import { findUploadIntent, recordReceivedSize } from './upload-intent-repository.ts';

export const UPLOAD_LINK_INVALID = MESSAGES.uploadLinkInvalid;

class TooLarge extends Error {}

/** Passes bytes through and fails as soon as more than `max` went by (no buffering). */
const sizeLimit = (max: number, counted: { bytes: number }) =>
  new Transform({
    transform(chunk: Buffer, _enc, done) {
      counted.bytes += chunk.length;
      if (counted.bytes > max) done(new TooLarge());
      else done(null, chunk);
    },
  });

/**
 * PUT /app/blob_upload/{file_key} (local store): the signed URL is the authorisation. The body is
 * streamed to the blob store and cut off at the intent's limit; the store writes under a
 * temporary name, so a refused or broken upload leaves nothing behind.
 */
export const receiveLocalUpload = async (
  ctx: AppContext,
  input: {
    fileKey: string;
    expires: number;
    signature: string;
    contentLength: number | undefined;
    body: Readable;
  },
): Promise<void> => {
  const key = await uploadSigningKey(ctx.db);
  if (!verifyUploadSignature(key, input.fileKey, input.expires, input.signature))
    throw new AppError(403, UPLOAD_LINK_INVALID);
  const intent = await findUploadIntent(ctx.db, input.fileKey);
  if (!intent || intent.used_at || intent.expires_at.getTime() < Date.now())
    throw notFound(MESSAGES.notFound);
  const maxMb = Math.round(intent.max_size_bytes / 1048576);
  const tooLarge = badRequest(
    intent.purpose === CSV_UPLOAD_PURPOSE
      ? CSV_IMPORT_MESSAGES.tooLarge(maxMb)
      : fileTooLargeMessage(maxMb),
  );
  if (input.contentLength !== undefined && input.contentLength > intent.max_size_bytes)
    throw tooLarge;
  const counted = { bytes: 0 };
  try {
    await ctx.blobStore.put(
      intent.object_key,
      input.body.pipe(sizeLimit(intent.max_size_bytes, counted)),
      'application/pdf',
    );
  } catch (error) {
    input.body.resume();
    if (error instanceof TooLarge) throw tooLarge;
    throw error;
  }
  await recordReceivedSize(ctx.db, intent.file_key, counted.bytes);
};
