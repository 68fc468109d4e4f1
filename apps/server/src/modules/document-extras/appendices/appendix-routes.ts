import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EXTRAS_MESSAGES, appendixInputSchema } from '@quire/domain';
import { requireAuth } from '../../../plugins/session.ts';
import { documentKeyParams } from '../../documents/document-view-routes.ts';
import { requireAuthWithXsrf } from '../../documents/require-xsrf.ts';
import { listAppendices, removeAppendix, saveAppendix } from './appendix-service.ts';
import {
  completeAppendixUpload,
  getAppendixUploadUrl,
  serveAppendixFile,
} from './appendix-upload-service.ts';

const key = z.string().min(1).max(100);

/** §7 supporting documents: upload (url, PUT, success), add/update, delete, list, download. */
export const appendixRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.quire;

  app.get(
    '/app/get_document_appendix_upload_url/:key',
    {
      schema: {
        params: documentKeyParams,
        querystring: z.object({
          filename: z.string().trim().min(1, EXTRAS_MESSAGES.filenameRequired).max(255),
        }),
      },
    },
    async (request) => ({
      success: true,
      ...(await getAppendixUploadUrl(
        ctx,
        requireAuthWithXsrf(request),
        request.params.key,
        request.query.filename,
      )),
    }),
  );

  app.post(
    '/app/document_appendix_upload_success/:key',
    { schema: { params: documentKeyParams, body: z.object({ file_key: key }) } },
    async (request) => ({
      success: true,
      message: EXTRAS_MESSAGES.appendixUploaded,
      ...(await completeAppendixUpload(
        ctx,
        requireAuth(request),
        request.params.key,
        request.body.file_key,
      )),
    }),
  );

  app.post(
    '/app/documents/:key/add_update_appendix',
    { schema: { params: documentKeyParams, body: z.object({ data: appendixInputSchema }) } },
    async (request) => ({
      success: true,
      message: EXTRAS_MESSAGES.appendixSaved,
      document_appendix: await saveAppendix(
        ctx,
        requireAuth(request),
        request.params.key,
        request.body.data,
      ),
    }),
  );

  app.get(
    '/app/documents/:key/delete_document_appendix/:appendix_key',
    { schema: { params: documentKeyParams.extend({ appendix_key: key }) } },
    async (request) => {
      const { key: packKey, appendix_key } = request.params;
      await removeAppendix(ctx, requireAuthWithXsrf(request), packKey, appendix_key);
      return { success: true, message: EXTRAS_MESSAGES.appendixDeleted };
    },
  );

  app.get(
    '/app/documents/:key/appendices',
    // Signers see the supporting documents meant for them (§6, by audience).
    { config: { allowSigningSession: true }, schema: { params: documentKeyParams } },
    async (request) => ({
      success: true,
      document_appendices: await listAppendices(ctx, requireAuth(request), request.params.key),
    }),
  );

  app.get(
    '/app/documents/:key/appendix_file/:file_key',
    {
      config: { allowSigningSession: true },
      schema: { params: documentKeyParams.extend({ file_key: key }) },
    },
    async (request, reply) => {
      const file = await serveAppendixFile(
        ctx,
        requireAuth(request),
        request.params.key,
        request.params.file_key,
      );
      const ascii = file.filename.replace(/[^\x20-\x7E]|["\\]/g, '_');
      return reply
        .header('content-type', file.contentType)
        .header(
          'content-disposition',
          `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
        )
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(file.body));
    },
  );
};
