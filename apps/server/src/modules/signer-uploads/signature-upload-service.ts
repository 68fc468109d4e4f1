import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { MESSAGES, SIGNATURE_UPLOAD_MAX_MB, SIGNER_UPLOAD_MESSAGES } from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { newKey } from '../../lib/ids.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { insertBlob } from '../storage/blob-repository.ts';
import { claimUploadIntent } from '../uploads/upload-intent-repository.ts';
import { enhanceSignature, toPng } from './enhance-signature.ts';
import { isWithinPixelLimit, sniffImage } from './image-content.ts';
import {
  ENHANCED_SIGNATURE_BLOB_PURPOSE,
  SIGNATURE_BLOB_PURPOSE,
  SIGNATURE_UPLOAD_PURPOSE,
  findOwnSignatureBlob,
  signatureBlobUrl,
} from './signer-upload-repository.ts';
import {
  arrivedSize,
  discardUpload,
  openUpload,
  startUpload,
  type StartedUpload,
} from './signer-upload-intent.ts';

const MAX_BYTES = SIGNATURE_UPLOAD_MAX_MB * 1024 * 1024;
const { imageTooLarge, imageTooManyPixels, notAnImage, noInkFound } = SIGNER_UPLOAD_MESSAGES;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** GET /app/get_signature_upload_url?filename&size: the user's own upload, not tied to a pack. */
export const getSignatureUploadUrl = async (
  ctx: AppContext,
  auth: Auth,
  query: { filename: string; size?: number | undefined },
): Promise<StartedUpload> => {
  if (query.size !== undefined && query.size > SIGNATURE_UPLOAD_MAX_MB)
    throw badRequest(imageTooLarge);
  return startUpload(ctx, {
    purpose: SIGNATURE_UPLOAD_PURPOSE,
    userKey: auth.user.key,
    accountKey: null,
    packKey: null,
    filename: query.filename,
    maxBytes: MAX_BYTES,
    folder: `signatures/${auth.user.key}`,
  });
};

export type SignatureUploaded = {
  blob_key: string;
  blob_url: string;
  enhanced_blob_key: string;
  enhanced_blob_url: string;
};

/**
 * POST /app/signature_upload_success: an image by content (PNG, JPEG, WebP kept as PNG) within
 * 5 MB, stored with its enhanced version (enhance-signature.ts). Both blobs are the uploader's
 * alone: served to them, and attachable to a field only by them.
 */
export const completeSignatureUpload = async (
  ctx: AppContext,
  auth: Auth,
  fileKey: string,
): Promise<SignatureUploaded> => {
  const intent = await openUpload(ctx, fileKey, {
    purpose: SIGNATURE_UPLOAD_PURPOSE,
    userKey: auth.user.key,
    packKey: null,
  });
  await arrivedSize(ctx, intent, imageTooLarge);
  const uploaded = await ctx.blobStore.get(intent.object_key);
  const info = sniffImage(uploaded);
  if (!info) throw await discardUpload(ctx, intent, notAnImage);
  if (!isWithinPixelLimit(info)) throw await discardUpload(ctx, intent, imageTooManyPixels);

  let kept: Buffer;
  let enhanced: Buffer | null;
  try {
    kept = info.kind === 'webp' ? await toPng(uploaded) : uploaded;
    enhanced = await enhanceSignature(kept);
  } catch {
    // The header looked right but the image does not decode.
    throw await discardUpload(ctx, intent, notAnImage);
  }
  if (!enhanced) throw await discardUpload(ctx, intent, noInkFound);
  const contentType = info.kind === 'webp' ? 'image/png' : info.contentType;
  if (kept !== uploaded) await ctx.blobStore.put(intent.object_key, kept, contentType);

  const enhancedKey = newKey();
  const enhancedObject = `signatures/${auth.user.key}/${enhancedKey}.png`;
  await ctx.blobStore.put(enhancedObject, enhanced, 'image/png');
  const common = {
    storage: ctx.blobStore.kind,
    account_key: null,
    document_key: null,
    created_by: auth.user.key,
  };
  try {
    await ctx.db.transaction(async (tx) => {
      if (!(await claimUploadIntent(tx, intent.file_key))) throw notFound(MESSAGES.notFound);
      await insertBlob(tx, {
        ...common,
        key: intent.file_key,
        object_key: intent.object_key,
        content_type: contentType,
        size_bytes: kept.length,
        sha256: sha256(kept),
        filename: intent.filename,
        purpose: SIGNATURE_BLOB_PURPOSE,
      });
      await insertBlob(tx, {
        ...common,
        key: enhancedKey,
        object_key: enhancedObject,
        content_type: 'image/png',
        size_bytes: enhanced.length,
        sha256: sha256(enhanced),
        filename: 'signature.png',
        purpose: ENHANCED_SIGNATURE_BLOB_PURPOSE,
      });
    });
  } catch (error) {
    await ctx.blobStore.delete(enhancedObject);
    throw error;
  }
  return {
    blob_key: intent.file_key,
    blob_url: signatureBlobUrl(intent.file_key),
    enhanced_blob_key: enhancedKey,
    enhanced_blob_url: signatureBlobUrl(enhancedKey),
  };
};

/** GET /app/serve_signature/{blob_key}: only to the user who uploaded it; 404 to anyone else. */
export const serveSignature = async (
  ctx: AppContext,
  auth: Auth,
  blobKey: string,
): Promise<{ contentType: string; body: Readable }> => {
  const blob = await findOwnSignatureBlob(ctx.db, blobKey, auth.user.key);
  if (!blob) throw notFound(MESSAGES.notFound);
  return { contentType: blob.content_type, body: await ctx.blobStore.getStream(blob.object_key) };
};
