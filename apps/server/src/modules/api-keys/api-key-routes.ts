import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_KEY_MESSAGES, createApiKeySchema } from '@quire/domain';
import { requireAuth } from '../../plugins/session.ts';
import { createApiKey, deleteApiKey, listApiKeys } from './api-key-service.ts';

/** §7 /app/api_keys/: create (the key shown once), list and revoke the caller's own keys. */
export const apiKeyRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.quire;

  app.post('/app/api_keys/', { schema: { body: createApiKeySchema } }, async (request) => {
    const created = await createApiKey(ctx, requireAuth(request), request.body);
    return { success: true, message: API_KEY_MESSAGES.created, ...created };
  });

  app.get('/app/api_keys/', async (request) => ({
    success: true,
    api_keys: await listApiKeys(ctx, requireAuth(request)),
  }));

  app.delete(
    '/app/api_keys/:key',
    { schema: { params: z.object({ key: z.string().min(1).max(100) }) } },
    async (request) => {
      await deleteApiKey(ctx, requireAuth(request), request.params.key);
      return { success: true, message: API_KEY_MESSAGES.revoked };
    },
  );
};
