import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eventSubscriptionsInputSchema } from '@quire/domain';
import { requireAuth } from '../../../plugins/session.ts';
import { listEventSubscriptions, updateEventSubscriptions } from './event-subscription-service.ts';

const key = z.string().min(1).max(100);

/** §7 event subscriptions of a pack. */
export const eventSubscriptionRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.quire;

  app.get(
    '/app/event_subscriptions',
    { schema: { querystring: z.object({ entity_key: key }) } },
    async (request) => ({
      success: true,
      event_subscriptions: await listEventSubscriptions(
        ctx,
        requireAuth(request),
        request.query.entity_key,
      ),
    }),
  );

  app.post(
    '/app/event_subscriptions/:entity_key',
    { schema: { params: z.object({ entity_key: key }), body: eventSubscriptionsInputSchema } },
    async (request) => ({
      success: true,
      event_subscriptions: await updateEventSubscriptions(
        ctx,
        requireAuth(request),
        request.params.entity_key,
        request.body.keys,
      ),
    }),
  );
};
