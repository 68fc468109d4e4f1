import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DOCUMENT_TYPES, MESSAGES } from '@quire/domain';
import { requireAuth } from '../../plugins/session.ts';
import { completeDocumentUpload } from './complete-document-upload.ts';
import { receiveLocalUpload } from './receive-local-upload.ts';
import { getDocumentUploadUrl } from './upload-url-service.ts';

const key = z.string().min(1).max(100);
const optionalKey = z
  .string()
  .max(100)
  .optional()
  .transform((v) => (v ? v : undefined));

const uploadUrlQuery = z.object({
  filename: z.string().trim().min(1).max(255),
  size: z.coerce.number().nonnegative(),
  document_pack_key: optionalKey,
  document_key_to_upload_to: optionalKey,
});

export const UPLOAD_COMPLETE = MESSAGES.documentUploaded;

/** The three steps of an upload (spec §7): get a URL, PUT the bytes, report success. */
export const uploadRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.quire;

  app.get(
    '/app/get_document_upload_url',
    { schema: { querystring: uploadUrlQuery } },
    async (request) => ({
      success: true,
      ...(await getDocumentUploadUrl(ctx, requireAuth(request), request.query)),
    }),
  );

  app.post(
    '/app/document_upload_success/:redirect_document_key',
    {
      schema: {
        params: z.object({ redirect_document_key: key }),
        body: z.object({ file_key: key, document_type: z.enum(DOCUMENT_TYPES).optional() }),
      },
    },
    async (request) => ({
      success: true,
      message: UPLOAD_COMPLETE,
      document: await completeDocumentUpload(
        ctx,
        requireAuth(request),
        request.params.redirect_document_key,
        request.body.file_key,
        request.body.document_type ?? 'document',
      ),
    }),
  );

  // The PUT carries raw bytes, so it lives in its own scope where no body parser reads them:
  // the handler streams request.raw to the blob store itself.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.withTypeProvider<ZodTypeProvider>().put(
      '/app/blob_upload/:file_key',
      {
        // The signed URL is the authorisation, as with S3: the session (cookie or not) plays no part.
        config: { auth: 'signed' },
        schema: {
          params: z.object({ file_key: key }),
          querystring: z.object({
            expires: z.coerce.number().int(),
            signature: z.string().max(200),
          }),
        },
      },
      async (request) => {
        const length = request.headers['content-length'];
        await receiveLocalUpload(ctx, {
          fileKey: request.params.file_key,
          expires: request.query.expires,
          signature: request.query.signature,
          contentLength: length === undefined ? undefined : Number(length),
          body: request.raw,
        });
        return { success: true };
      },
    );
  });
};
