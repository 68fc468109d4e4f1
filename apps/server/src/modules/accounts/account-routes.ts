import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES, saveAccountSchema } from '@quire/domain';
import { requireAuth } from '../../plugins/session.ts';
import { createTeamAccount, getAccount, updateAccount } from './account-service.ts';

const keyParams = z.object({ key: z.string().min(1).max(100) });

export const accountRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.quire;

  app.get('/app/accounts/:key', { schema: { params: keyParams } }, async (request) => ({
    success: true,
    data: { account: await getAccount(ctx, requireAuth(request), request.params.key) },
  }));

  // Spec §7: POST /app/accounts/{key or empty}. Empty creates a team workspace.
  app.post('/app/accounts', { schema: { body: saveAccountSchema } }, async (request) => ({
    success: true,
    message: MESSAGES.workspaceCreated,
    data: await createTeamAccount(ctx, requireAuth(request), request.body.data.name),
  }));

  app.post(
    '/app/accounts/:key',
    { schema: { params: keyParams, body: saveAccountSchema } },
    async (request) => ({
      success: true,
      message: MESSAGES.workspaceUpdated,
      data: await updateAccount(
        ctx,
        requireAuth(request),
        request.params.key,
        request.body.data.name,
      ),
    }),
  );
};
