import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EMBED_MESSAGES, embedOriginInput } from '@quire/domain';
import { requireAuth } from '../../plugins/session.ts';
import { addEmbedOrigin, getEmbedOrigins, removeEmbedOrigin } from './embed-origin-service.ts';

const keyParams = z.object({ key: z.string().min(1).max(100) });
const body = z.object({ data: embedOriginInput });

/** A workspace's allowed embedding origins (docs/embedding.md, docs/api-embed.md). */
export const embedOriginRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.quire;

  app.get(
    '/app/accounts/:key/embed_origins',
    { schema: { params: keyParams } },
    async (request) => ({
      success: true,
      ...(await getEmbedOrigins(ctx, requireAuth(request), request.params.key)),
    }),
  );

  app.post(
    '/app/accounts/:key/add_embed_origin',
    { schema: { params: keyParams, body } },
    async (request) => ({
      success: true,
      message: EMBED_MESSAGES.originAdded,
      ...(await addEmbedOrigin(
        ctx,
        requireAuth(request),
        request.params.key,
        request.body.data.origin,
      )),
    }),
  );

  app.post(
    '/app/accounts/:key/remove_embed_origin',
    {
      schema: {
        params: keyParams,
        body: z.object({ data: z.object({ origin: z.string().max(300) }) }),
      },
    },
    async (request) => ({
      success: true,
      message: EMBED_MESSAGES.originRemoved,
      ...(await removeEmbedOrigin(
        ctx,
        requireAuth(request),
        request.params.key,
        request.body.data.origin,
      )),
    }),
  );
};
