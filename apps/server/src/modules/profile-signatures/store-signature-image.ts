import { createHash } from 'node:crypto';
import type { AppContext } from '../../app-context.ts';
import { newKey } from '../../lib/ids.ts';
import { insertBlob } from '../storage/blob-repository.ts';
import {
  SIGNATURE_BLOB_PURPOSE,
  signatureBlobUrl,
} from '../signer-uploads/signer-upload-repository.ts';

export type SignatureImageBlob = { blob_key: string; blob_url: string };

/**
 * Keeps a PNG the server made for the user (drawn, typed or cropped) as one of their signature
 * pictures: the same kind of blob as an uploaded signature, so it is served to them alone, may be
 * saved to the profile and stamped on their fields.
 */
export const storeSignatureImage = async (
  ctx: AppContext,
  userKey: string,
  png: Buffer,
  filename: string,
): Promise<SignatureImageBlob> => {
  const key = newKey();
  const objectKey = `signatures/${userKey}/${key}.png`;
  await ctx.blobStore.put(objectKey, png, 'image/png');
  try {
    await insertBlob(ctx.db, {
      key,
      storage: ctx.blobStore.kind,
      object_key: objectKey,
      content_type: 'image/png',
      size_bytes: png.length,
      sha256: createHash('sha256').update(png).digest('hex'),
      filename,
      purpose: SIGNATURE_BLOB_PURPOSE,
      account_key: null,
      document_key: null,
      created_by: userKey,
    });
  } catch (error) {
    await ctx.blobStore.delete(objectKey);
    throw error;
  }
  return { blob_key: key, blob_url: signatureBlobUrl(key) };
};
