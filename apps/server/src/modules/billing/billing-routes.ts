import { BILLING_MESSAGES, choosePlanSchema } from '@quire/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/session.ts';
import { choosePlan, getBilling } from './billing-service.ts';

/** #billing of the selected workspace (docs/api-billing.md). */
export const billingRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.quire;

  app.get('/app/billing', async (request) => ({
    success: true,
    billing: await getBilling(ctx, requireAuth(request)),
  }));

  app.post('/app/billing/plan', { schema: { body: choosePlanSchema } }, async (request) => ({
    success: true,
    message: BILLING_MESSAGES.planUpdated,
    billing: await choosePlan(ctx, requireAuth(request), request.body),
  }));
};
