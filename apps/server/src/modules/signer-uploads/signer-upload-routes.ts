import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SIGNER_UPLOAD_MESSAGES } from '@quire/domain';
import { requireAuth } from '../../plugins/session.ts';
import { requireAuthWithXsrf } from '../documents/require-xsrf.ts';
import {
  completeDataFieldUpload,
  getDataFieldUploadUrl,
  serveDataFieldBlob,
} from './data-field-upload-service.ts';
import {
  completeSignatureUpload,
  getSignatureUploadUrl,
  serveSignature,
} from './signature-upload-service.ts';

const key = z.string().min(1).max(100);
const uploadUrlQuery = z.object({
  filename: z.string().trim().min(1, SIGNER_UPLOAD_MESSAGES.filenameRequired).max(255),
  /** Size in MB as the browser measured it; the stored size is checked again on success. */
  size: z.coerce.number().nonnegative().optional(),
});

/** Uploads are immutable (a new upload gets a new key) and private to whoever may see them. */
const PRIVATE_IMMUTABLE = 'private, max-age=31536000, immutable';
const INLINE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp']);

/** Attachment unless it is an image we sniffed: an uploaded file never renders as a page here. */
const disposition = (contentType: string, filename: string) =>
  `${INLINE_TYPES.has(contentType) ? 'inline' : 'attachment'}; filename="${filename.replace(/[^\x20-\x7E]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(filename)}`;

/** §7 signature uploads and data-field uploads: what a signer's screens send (signer sessions too). */
export const signerUploadRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.quire;
  const signer = { allowSigningSession: true };

  app.get(
    '/app/get_signature_upload_url',
    { config: signer, schema: { querystring: uploadUrlQuery } },
    async (request) => ({
      success: true,
      ...(await getSignatureUploadUrl(ctx, requireAuthWithXsrf(request), request.query)),
    }),
  );

  app.post(
    '/app/signature_upload_success',
    { config: signer, schema: { body: z.object({ file_key: key }) } },
    async (request) => ({
      success: true,
      ...(await completeSignatureUpload(ctx, requireAuth(request), request.body.file_key)),
    }),
  );

  app.get(
    '/app/serve_signature/:blob_key',
    { config: signer, schema: { params: z.object({ blob_key: key }) } },
    async (request, reply) => {
      const file = await serveSignature(ctx, requireAuth(request), request.params.blob_key);
      return reply
        .type(file.contentType)
        .header('cache-control', PRIVATE_IMMUTABLE)
        .send(file.body);
    },
  );

  const documentParams = z.object({ document_key: key });

  app.get(
    '/app/get_data_field_upload_url/:document_key',
    { config: signer, schema: { params: documentParams, querystring: uploadUrlQuery } },
    async (request) => ({
      success: true,
      ...(await getDataFieldUploadUrl(
        ctx,
        requireAuthWithXsrf(request),
        request.params.document_key,
        request.query,
      )),
    }),
  );

  app.post(
    '/app/data_field_upload_success/:document_key',
    {
      config: signer,
      schema: {
        params: documentParams,
        // `type` defaults to a plain file, so a body without it meets the access check (404 for
        // another workspace's pack) before anything else is said about it.
        body: z.object({ file_key: key, type: z.enum(['file', 'image']).default('file') }),
      },
    },
    async (request) => ({
      success: true,
      message: SIGNER_UPLOAD_MESSAGES.fileUploaded,
      ...(await completeDataFieldUpload(
        ctx,
        requireAuth(request),
        request.params.document_key,
        request.body,
      )),
    }),
  );

  app.get(
    '/app/serve_data_field_blob/:document_key/:field_key',
    { config: signer, schema: { params: documentParams.extend({ field_key: key }) } },
    async (request, reply) => {
      const file = await serveDataFieldBlob(
        ctx,
        requireAuth(request),
        request.params.document_key,
        request.params.field_key,
      );
      // Not immutable: a field's file changes when the signer attaches another one.
      return reply
        .type(file.contentType)
        .header('content-disposition', disposition(file.contentType, file.filename))
        .header('cache-control', 'private, no-cache')
        .send(file.body);
    },
  );
};
