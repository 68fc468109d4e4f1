import { createCanvas, loadImage, type Image } from '@napi-rs/canvas';
import {
  DRAWN_SIGNATURE_FILENAME,
  TYPED_SIGNATURE_FILENAME,
  MESSAGES,
  PROFILE_SIGNATURE_MESSAGES,
  SIGNATURE_UPLOAD_MAX_MB,
  SIGNER_UPLOAD_MESSAGES,
  cropRectInPixels,
  isDrawnSignatureDataEmpty,
  type CropBox,
  type TypedSignatureStyleId,
} from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { assertMayUpdateSignatures } from '../saved-signatures/saved-signature-service.ts';
import { isWithinPixelLimit, sniffImage } from '../signer-uploads/image-content.ts';
import { findOwnSignatureBlob } from '../signer-uploads/signer-upload-repository.ts';
import { renderTextSignature } from './render-text-signature.ts';
import { storeSignatureImage, type SignatureImageBlob } from './store-signature-image.ts';

/** The largest drawn signature taken, decoded (the same limit as an uploaded one). */
export const DRAWN_MAX_BYTES = SIGNATURE_UPLOAD_MAX_MB * 1024 * 1024;
const PNG_DATA_URL = /^data:image\/png;base64,([A-Za-z0-9+/]+={0,2})$/;
const { drawnSignatureRequired, croppingFailed } = PROFILE_SIGNATURE_MESSAGES;

/** Decodes within the pixel limit, or null: a header can promise what the bytes do not hold. */
const decode = async (bytes: Buffer): Promise<Image | null> => {
  const info = sniffImage(bytes);
  if (!info || !isWithinPixelLimit(info)) return null;
  try {
    return await loadImage(bytes);
  } catch {
    return null;
  }
};

/**
 * POST /base64_to_image_blob/: a signature drawn on the pad, sent as a PNG data URL (§5: data of
 * 10 characters or less is no signature). Only a real PNG within 5 MB is kept.
 */
export const createDrawnSignatureBlob = async (
  ctx: AppContext,
  auth: Auth,
  image: string,
): Promise<SignatureImageBlob> => {
  assertMayUpdateSignatures(auth);
  if (isDrawnSignatureDataEmpty(image)) throw badRequest(drawnSignatureRequired);
  const base64 = PNG_DATA_URL.exec(image)?.[1];
  if (!base64) throw badRequest(SIGNER_UPLOAD_MESSAGES.notAnImage);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > DRAWN_MAX_BYTES) throw badRequest(SIGNER_UPLOAD_MESSAGES.imageTooLarge);
  if (sniffImage(bytes, ['png']) === null || !(await decode(bytes)))
    throw badRequest(SIGNER_UPLOAD_MESSAGES.notAnImage);
  return storeSignatureImage(ctx, auth.user.key, bytes, DRAWN_SIGNATURE_FILENAME);
};

/** GET /text_to_image_blob?text&style: a typed signature rendered in a handwriting face. */
export const createTypedSignatureBlob = async (
  ctx: AppContext,
  auth: Auth,
  text: string,
  style: TypedSignatureStyleId,
): Promise<SignatureImageBlob> => {
  assertMayUpdateSignatures(auth);
  const value = text.trim();
  if (!value) throw badRequest(PROFILE_SIGNATURE_MESSAGES.textRequired);
  const png = await renderTextSignature(value, style);
  return storeSignatureImage(ctx, auth.user.key, png, TYPED_SIGNATURE_FILENAME);
};

/**
 * POST /crop_image/{blob key}: cuts the box the user drew on a scaled preview out of one of their
 * own signature pictures, as a new PNG (the original stays: it may already be saved or signed).
 */
export const cropSignatureImage = async (
  ctx: AppContext,
  auth: Auth,
  blobKey: string,
  box: CropBox,
): Promise<SignatureImageBlob> => {
  assertMayUpdateSignatures(auth);
  const blob = await findOwnSignatureBlob(ctx.db, blobKey, auth.user.key);
  if (!blob) throw notFound(MESSAGES.notFound);
  const image = await decode(await ctx.blobStore.get(blob.object_key));
  if (!image) throw badRequest(croppingFailed);
  const rect = cropRectInPixels(box, image);
  if (!rect) throw badRequest(croppingFailed);
  const canvas = createCanvas(rect.width, rect.height);
  canvas
    .getContext('2d')
    .drawImage(image, rect.left, rect.top, rect.width, rect.height, 0, 0, rect.width, rect.height);
  return storeSignatureImage(
    ctx,
    auth.user.key,
    await canvas.encode('png'),
    'cropped-signature.png',
  );
};
