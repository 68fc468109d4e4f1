import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/session.ts';
import { findPublicBrandingImage } from '../branding/branding-image-service.ts';
import { dismissConversionError } from './dismiss-conversion-error.ts';
import { childPageImage, pageImageStream } from './page-image-service.ts';

const key = z.string().min(1).max(100);

/**
 * Page images are immutable (a new PDF gets new image keys), so the browser may keep them; they
 * are private to the session's user.
 */
const IMAGE_CACHE = 'private, max-age=31536000, immutable';

/** Theme images are as immutable (a new upload gets a new key) and public (ADR 0022). */
const PUBLIC_IMAGE_CACHE = 'public, max-age=31536000, immutable';

export const conversionRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.quire;

  app.post(
    '/app/documents/:key/dismiss_conversion_error',
    {
      schema: {
        params: z.object({ key }),
        body: z.object({ pdf_password: z.string().max(1000).optional() }).optional(),
      },
    },
    async (request) => ({
      success: true,
      ...(await dismissConversionError(
        ctx,
        requireAuth(request),
        request.params.key,
        request.body?.pdf_password,
      )),
    }),
  );

  // Theme images go to anyone (mail clients have no session). Page images follow the document's
  // visibility: signers see the pages of the pack they sign.
  app.get(
    '/app/serve_image/:file_key',
    { config: { auth: 'public' }, schema: { params: z.object({ file_key: key }) } },
    async (request, reply) => {
      const themeImage = await findPublicBrandingImage(ctx, request.params.file_key);
      if (themeImage)
        return reply
          .type(themeImage.contentType)
          .header('cache-control', PUBLIC_IMAGE_CACHE)
          .header('x-content-type-options', 'nosniff')
          .send(themeImage.body);
      return reply
        .type('image/png')
        .header('cache-control', IMAGE_CACHE)
        .send(await pageImageStream(ctx, requireAuth(request), request.params.file_key));
    },
  );

  app.get(
    '/app/documents/:key/get_blob_as_image',
    {
      config: { allowSigningSession: true },
      schema: {
        params: z.object({ key }),
        querystring: z.object({ index_of_page: z.coerce.number().int().min(0).max(100_000) }),
      },
    },
    async (request, reply) => {
      const image = await childPageImage(
        ctx,
        requireAuth(request),
        request.params.key,
        request.query.index_of_page,
      );
      // A page rendered on demand is not stored: the next request may find the converted one.
      return reply
        .type('image/png')
        .header('cache-control', Buffer.isBuffer(image) ? 'private, no-store' : IMAGE_CACHE)
        .send(image);
    },
  );
};
