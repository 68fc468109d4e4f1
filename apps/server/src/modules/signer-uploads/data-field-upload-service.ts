import type { Readable } from 'node:stream';
import {
  MESSAGES,
  SIGNER_UPLOAD_MESSAGES,
  appendixContentType,
  fileTooLargeMessage,
  isExecutableFilename,
} from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import { badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { loadVisibleDocument, type VisibleDocument } from '../documents/document-access-service.ts';
import { recordUploadedBlob } from '../uploads/record-uploaded-blob.ts';
import { maxUploadBytes } from '../uploads/upload-url-service.ts';
import { toPng } from './enhance-signature.ts';
import {
  findCallerSignatories,
  findPackField,
  mayUploadForFields,
  mayViewFieldFile,
} from './field-file-access.ts';
import { isWithinPixelLimit, sniffImage } from './image-content.ts';
import {
  DATA_FIELD_BLOB_PURPOSE,
  DATA_FIELD_UPLOAD_PURPOSE,
  dataFieldBlobUrl,
  findFieldBlob,
  findOwnDataFieldBlob,
} from './signer-upload-repository.ts';
import {
  arrivedSize,
  discardUpload,
  openUpload,
  startUpload,
  type StartedUpload,
} from './signer-upload-intent.ts';

/** The pack, once the caller may upload for its fields (404 unseen, 403 seen but not theirs). */
const loadForUpload = async (ctx: AppContext, auth: Auth, key: string) => {
  const found = await loadVisibleDocument(ctx.db, auth, key);
  const mine = await findCallerSignatories(ctx.db, found.pack.key, auth.user);
  if (!mayUploadForFields(found, mine)) throw forbidden(SIGNER_UPLOAD_MESSAGES.mayNotUpload);
  return found;
};

/** GET /app/get_data_field_upload_url/{document_key}?filename&size: any file but an executable. */
export const getDataFieldUploadUrl = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
  query: { filename: string; size?: number | undefined },
): Promise<StartedUpload> => {
  const { pack } = await loadForUpload(ctx, auth, key);
  if (isExecutableFilename(query.filename)) throw badRequest(MESSAGES.noExecutables);
  if (query.size !== undefined && query.size > ctx.config.maxUploadMb)
    throw badRequest(fileTooLargeMessage(ctx.config.maxUploadMb));
  return startUpload(ctx, {
    purpose: DATA_FIELD_UPLOAD_PURPOSE,
    userKey: auth.user.key,
    accountKey: pack.account_key,
    packKey: pack.key,
    filename: query.filename,
    maxBytes: maxUploadBytes(ctx),
    folder: `data-fields/${pack.key}`,
  });
};

export type DataFieldUploaded = { filename: string; blob_key: string; blob_url: string };

/**
 * POST /app/data_field_upload_success/{document_key}: the bytes arrived within the limit; an
 * image-type upload must be an image by content (WebP is kept as PNG so it can be stamped).
 * The blob is the pack's, made by the caller; a field gets it with add_update_signatory.
 */
export const completeDataFieldUpload = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
  body: { file_key: string; type: 'file' | 'image' },
): Promise<DataFieldUploaded> => {
  const { pack } = await loadForUpload(ctx, auth, key);
  const intent = await openUpload(ctx, body.file_key, {
    purpose: DATA_FIELD_UPLOAD_PURPOSE,
    userKey: auth.user.key,
    packKey: pack.key,
  });
  let size = await arrivedSize(ctx, intent, fileTooLargeMessage(ctx.config.maxUploadMb));
  let contentType = appendixContentType(intent.filename);
  if (body.type === 'image') {
    const bytes = await ctx.blobStore.get(intent.object_key);
    const info = sniffImage(bytes);
    if (!info) throw await discardUpload(ctx, intent, SIGNER_UPLOAD_MESSAGES.notAnImage);
    if (!isWithinPixelLimit(info))
      throw await discardUpload(ctx, intent, SIGNER_UPLOAD_MESSAGES.imageTooManyPixels);
    contentType = info.contentType;
    if (info.kind === 'webp') {
      const png = await toPng(bytes).catch(() => null);
      if (!png) throw await discardUpload(ctx, intent, SIGNER_UPLOAD_MESSAGES.notAnImage);
      await ctx.blobStore.put(intent.object_key, png, 'image/png');
      contentType = 'image/png';
      size = png.length;
    }
  }
  await recordUploadedBlob(ctx, intent, {
    content_type: contentType,
    size_bytes: size,
    purpose: DATA_FIELD_BLOB_PURPOSE,
    document_key: pack.key,
    account_key: pack.account_key,
    created_by: auth.user.key,
  });
  return {
    filename: intent.filename,
    blob_key: intent.file_key,
    blob_url: dataFieldBlobUrl(pack.key, intent.file_key),
  };
};

export type FieldFile = { filename: string; contentType: string; body: Readable };

const fieldFile = async (ctx: AppContext, found: VisibleDocument, auth: Auth, uuid: string) => {
  const field = await findPackField(ctx.db, found.pack.key, uuid);
  if (!field) return undefined;
  const mine = await findCallerSignatories(ctx.db, found.pack.key, auth.user);
  if (!field.file_key || !mayViewFieldFile(field, found, mine)) throw notFound(MESSAGES.notFound);
  const blob = await findFieldBlob(ctx.db, found.pack.key, field.file_key);
  if (!blob) throw notFound(MESSAGES.notFound);
  return { blob, filename: field.filename ?? blob.filename };
};

/**
 * GET /app/serve_data_field_blob/{document_key}/{field_key}: the file of a field (by uuid) to
 * those who may see it (§6), or the caller's own upload not yet attached (by blob key).
 */
export const serveDataFieldBlob = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
  fieldOrBlobKey: string,
): Promise<FieldFile> => {
  const found = await loadVisibleDocument(ctx.db, auth, key);
  const attached = await fieldFile(ctx, found, auth, fieldOrBlobKey);
  const blob =
    attached?.blob ??
    (await findOwnDataFieldBlob(ctx.db, found.pack.key, fieldOrBlobKey, auth.user.key));
  if (!blob) throw notFound(MESSAGES.notFound);
  return {
    filename: attached?.filename ?? blob.filename ?? 'file',
    contentType: blob.content_type,
    body: await ctx.blobStore.getStream(blob.object_key),
  };
};
