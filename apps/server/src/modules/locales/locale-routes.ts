import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acceptLanguageTags, localeSchema } from '@quire/domain';
import { requireAuth } from '../../plugins/session.ts';
import { documentKeyParams } from '../documents/document-view-routes.ts';
import { visibleDocumentFirst } from '../signatories/signatory-access.ts';
import { settleSignerLocale } from './signer-locale-service.ts';

const params = documentKeyParams.extend({ uuid: z.string().min(1).max(64) });
const body = z.object({
  locale: localeSchema.optional(),
  browser_languages: z.array(z.string().trim().min(1).max(35)).max(20).optional(),
});

/** The signer's language (docs/api-signing.md "Language"). The user's own is POST /app/user. */
export const localeRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.quire;
  // Another workspace's document is a 404 before its body is read (access walk).
  const preValidation = visibleDocumentFirst(ctx);

  app.post(
    '/app/documents/:key/signer_locale/:uuid',
    {
      preValidation,
      config: { allowSigningSession: true },
      schema: { params, body: body.optional() },
    },
    async (request) => ({
      success: true,
      ...(await settleSignerLocale(
        ctx,
        requireAuth(request),
        request.params.key,
        request.params.uuid,
        {
          locale: request.body?.locale,
          browserLanguages:
            request.body?.browser_languages ??
            acceptLanguageTags(request.headers['accept-language']),
        },
      )),
    }),
  );
};
