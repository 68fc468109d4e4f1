import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { BRANDING_IMAGE_MAX_MB, BRANDING_MESSAGES, MESSAGES } from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import { badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import { requirePermission } from '../../lib/require-permission.ts';
import { findMembershipOfAccount } from '../accounts/account-repository.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { findBlob } from '../storage/blob-repository.ts';
import { recordUploadedBlob } from '../uploads/record-uploaded-blob.ts';
import { isWithinPixelLimit, sniffImage, type ImageKind } from '../signer-uploads/image-content.ts';
import {
  arrivedSize,
  discardUpload,
  openUpload,
  startUpload,
  type StartedUpload,
} from '../signer-uploads/signer-upload-intent.ts';
import { themeImagePath } from './theme-resolver.ts';

/** Upload intents and blobs of theme images carry this purpose; only these are served publicly. */
export const BRANDING_IMAGE_PURPOSE = 'branding_image';

const MAX_BYTES = BRANDING_IMAGE_MAX_MB * 1024 * 1024;
const BRANDING_IMAGE_KINDS: readonly ImageKind[] = ['png', 'jpeg', 'gif', 'webp'];
const { imageTooLarge, imageTooManyPixels, notAnImage } = BRANDING_MESSAGES;

/** The workspace an image is for, where the caller is a member allowed to change branding. */
const brandingWorkspace = async (ctx: AppContext, auth: Auth, accountKey: string | undefined) => {
  if (!accountKey) throw forbidden(MESSAGES.notAuthorized);
  const found = await findMembershipOfAccount(ctx.db, auth.user.key, accountKey);
  if (!found) throw notFound(MESSAGES.notFound);
  requirePermission(found.membership.permissions, 'can_update_branding');
  return accountKey;
};

/**
 * GET /app/get_image_upload_url?filename[&size][&account_key]: a theme image of the named
 * workspace (the theme editor's, which need not be the selected one), else the selected one.
 */
export const getImageUploadUrl = async (
  ctx: AppContext,
  auth: Auth,
  query: { filename: string; size?: number | undefined; account_key?: string | undefined },
): Promise<StartedUpload> => {
  const accountKey = await brandingWorkspace(
    ctx,
    auth,
    query.account_key ?? auth.userAccount?.account_key,
  );
  if (query.size !== undefined && query.size > BRANDING_IMAGE_MAX_MB)
    throw badRequest(imageTooLarge);
  return startUpload(ctx, {
    purpose: BRANDING_IMAGE_PURPOSE,
    userKey: auth.user.key,
    accountKey,
    packKey: null,
    filename: query.filename,
    maxBytes: MAX_BYTES,
    folder: `branding/${accountKey}`,
  });
};

/**
 * POST /app/image_upload_success: keeps the bytes only when they are a PNG, JPEG, GIF or WebP
 * (by content) within the size and pixel limits, as a blob of the workspace the upload was for.
 */
export const completeImageUpload = async (
  ctx: AppContext,
  auth: Auth,
  fileKey: string,
): Promise<{ file_key: string; blob_url: string }> => {
  const intent = await openUpload(ctx, fileKey, {
    purpose: BRANDING_IMAGE_PURPOSE,
    userKey: auth.user.key,
    packKey: null,
  });
  const accountKey = await brandingWorkspace(ctx, auth, intent.account_key ?? undefined);
  const size = await arrivedSize(ctx, intent, imageTooLarge);
  const bytes = await ctx.blobStore.get(intent.object_key);
  const info = sniffImage(bytes, BRANDING_IMAGE_KINDS);
  if (!info) throw await discardUpload(ctx, intent, notAnImage);
  if (!isWithinPixelLimit(info)) throw await discardUpload(ctx, intent, imageTooManyPixels);
  await recordUploadedBlob(ctx, intent, {
    content_type: info.contentType,
    size_bytes: size,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    purpose: BRANDING_IMAGE_PURPOSE,
    document_key: null,
    account_key: accountKey,
    created_by: auth.user.key,
  });
  return { file_key: intent.file_key, blob_url: themeImagePath(intent.file_key) };
};

/**
 * A theme image, to anyone: mail clients fetch it without a session. Null when the key is not a
 * theme image (page images keep their own access rule).
 */
export const findPublicBrandingImage = async (
  ctx: AppContext,
  fileKey: string,
): Promise<{ contentType: string; body: Readable } | null> => {
  const blob = await findBrandingBlob(ctx, fileKey);
  if (!blob) return null;
  return { contentType: blob.content_type, body: await ctx.blobStore.getStream(blob.object_key) };
};

/** The blob of an uploaded theme image; undefined for any other key. */
export const findBrandingBlob = async (ctx: AppContext, fileKey: string) => {
  const blob = await findBlob(ctx.db, fileKey);
  return blob?.purpose === BRANDING_IMAGE_PURPOSE ? blob : undefined;
};

/** Whether a key names a theme image of this workspace (what a theme may point at). */
export const isWorkspaceBrandingImage = async (
  ctx: AppContext,
  accountKey: string,
  fileKey: string,
): Promise<boolean> => (await findBrandingBlob(ctx, fileKey))?.account_key === accountKey;
