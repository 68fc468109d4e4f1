import type { AppContext } from '../../app-context.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { completeImageUpload, getImageUploadUrl } from '../branding/branding-image-service.ts';
import { assertMayUpdateSignatures } from '../saved-signatures/saved-signature-service.ts';
import {
  completeSignatureUpload,
  getSignatureUploadUrl,
} from '../signer-uploads/signature-upload-service.ts';
import { SIGNATURE_UPLOAD_PURPOSE } from '../signer-uploads/signer-upload-repository.ts';
import type { StartedUpload } from '../signer-uploads/signer-upload-intent.ts';
import { findUploadIntent } from '../uploads/upload-intent-repository.ts';

/** What GET /app/get_image_upload_url is for: a theme image (the default) or the profile's. */
export const IMAGE_UPLOAD_PURPOSES = ['theme', 'signature'] as const;
export type ImageUploadPurpose = (typeof IMAGE_UPLOAD_PURPOSES)[number];

/**
 * GET /app/get_image_upload_url: with purpose 'signature' a picture for the user's own signature
 * or initials (governed by can_update_signature_and_initials, tied to no workspace); otherwise
 * the theme editor's image, governed by can_update_branding as before.
 */
export const startImageUpload = async (
  ctx: AppContext,
  auth: Auth,
  query: {
    filename: string;
    size?: number | undefined;
    account_key?: string | undefined;
    purpose?: ImageUploadPurpose | undefined;
  },
): Promise<StartedUpload> => {
  if (query.purpose !== 'signature') return getImageUploadUrl(ctx, auth, query);
  assertMayUpdateSignatures(auth);
  return getSignatureUploadUrl(ctx, auth, query);
};

export type ImageUploaded = {
  file_key: string;
  blob_url: string;
  blob_key?: string;
  enhanced_blob_key?: string;
  enhanced_blob_url?: string;
};

/**
 * POST /app/image_upload_success: the upload started for the profile is checked as a signature
 * (an image by content, with its enhanced copy: background removed, trimmed to the ink) and
 * answered with both pictures; a theme upload goes on as before. Which one it was is recorded
 * on the upload itself, so the answer never depends on what the caller claims now.
 */
export const completeImageUploadOfAnyPurpose = async (
  ctx: AppContext,
  auth: Auth,
  fileKey: string,
): Promise<ImageUploaded> => {
  const intent = await findUploadIntent(ctx.db, fileKey);
  if (intent?.purpose !== SIGNATURE_UPLOAD_PURPOSE) return completeImageUpload(ctx, auth, fileKey);
  assertMayUpdateSignatures(auth);
  const uploaded = await completeSignatureUpload(ctx, auth, fileKey);
  return { file_key: uploaded.blob_key, ...uploaded };
};
