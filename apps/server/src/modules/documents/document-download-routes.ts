import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TEMP_DOWNLOAD_TYPES } from '@quire/domain';
import { requireAuth } from '../../plugins/session.ts';
import { documentCsv, servePdf, type Download } from './document-download-service.ts';
import { documentKeyParams } from './document-view-routes.ts';
import { requireAuthWithXsrf } from './require-xsrf.ts';
import { signerDownload } from './signer-download.ts';
import { requestTempDownload, serveTempDownload } from './temp-download-service.ts';

/** An attachment header that old and new browsers read alike (ASCII name plus RFC 5987 form). */
export const sendDownload = (reply: FastifyReply, d: Download) =>
  reply
    .header('content-type', d.contentType)
    .header(
      'content-disposition',
      `attachment; filename="${d.filename.replace(/[^\x20-\x7E]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(d.filename)}`,
    )
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(d.body));

/** Downloads: the PDF, the field data as CSV, and generated temp downloads. */
export const documentDownloadRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.quire;
  const keyed = { schema: { params: documentKeyParams } };

  // A signing link's session gets its own pack's PDFs (signer-download.ts).
  app.get(
    '/app/serve/:key',
    { ...keyed, config: { allowSigningSession: true } },
    async (request, reply) => {
      const auth = requireAuth(request);
      const serve = auth.session.can_browse ? servePdf : signerDownload;
      return sendDownload(reply, await serve(ctx, auth, request.params.key));
    },
  );

  app.get('/app/documents/:key/get_csv_file', keyed, async (request, reply) =>
    sendDownload(reply, await documentCsv(ctx, requireAuth(request), request.params.key)),
  );

  app.get(
    '/app/documents/:key/generate_temp_document_download',
    {
      schema: {
        params: documentKeyParams,
        querystring: z.object({
          temp_download_key: z.string().min(1).max(100).optional(),
          document_temp_download_type: z.enum(TEMP_DOWNLOAD_TYPES),
        }),
      },
    },
    async (request) => ({
      success: true,
      document_temp_download: await requestTempDownload(
        ctx,
        requireAuthWithXsrf(request),
        request.params.key,
        request.query,
      ),
    }),
  );

  app.get('/app/serve_temp_download/:key', keyed, async (request, reply) =>
    sendDownload(reply, await serveTempDownload(ctx, requireAuth(request), request.params.key)),
  );
};
