import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  WEBHOOK_MESSAGES,
  eventSubscriptionsInputSchema,
  webhookDeliveryQuerySchema,
  webhookEndpointInputSchema,
  webhookEndpointPatchSchema,
} from '@quire/domain';
import { requireAuth } from '../../plugins/session.ts';
import {
  getWebhookDelivery,
  listWebhookDeliveries,
  replayWebhookDelivery,
  sendTestWebhook,
} from './webhook-delivery-service.ts';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookEndpoints,
  revealWebhookSecret,
  rollWebhookSecret,
  updateWebhookEndpoint,
} from './webhook-endpoint-service.ts';
import { listWorkspaceEvents, updateWorkspaceEvents } from './webhook-workspace-events.ts';

const params = { params: z.object({ key: z.string().min(1).max(100) }) };

/** Issue 14 webhooks of the selected workspace (docs/api-webhooks.md), for its admins. */
export const webhookRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.quire;

  app.get('/app/webhooks', async (request) => {
    const auth = requireAuth(request);
    return {
      success: true,
      endpoints: await listWebhookEndpoints(ctx, auth),
      events: await listWorkspaceEvents(ctx, auth),
    };
  });

  app.post('/app/webhooks', { schema: { body: webhookEndpointInputSchema } }, async (request) => ({
    success: true,
    message: WEBHOOK_MESSAGES.created,
    ...(await createWebhookEndpoint(ctx, requireAuth(request), request.body)),
  }));

  app.post(
    '/app/webhooks/events',
    { schema: { body: eventSubscriptionsInputSchema } },
    async (request) => ({
      success: true,
      message: WEBHOOK_MESSAGES.eventsUpdated,
      events: await updateWorkspaceEvents(ctx, requireAuth(request), request.body.keys),
    }),
  );

  app.get(
    '/app/webhooks/deliveries',
    { schema: { querystring: webhookDeliveryQuerySchema } },
    async (request) => ({
      success: true,
      ...(await listWebhookDeliveries(ctx, requireAuth(request), request.query)),
    }),
  );

  app.get('/app/webhooks/deliveries/:key', { schema: params }, async (request) => ({
    success: true,
    delivery: await getWebhookDelivery(ctx, requireAuth(request), request.params.key),
  }));

  app.post('/app/webhooks/deliveries/:key/replay', { schema: params }, async (request) => ({
    success: true,
    message: WEBHOOK_MESSAGES.replayed,
    delivery: await replayWebhookDelivery(ctx, requireAuth(request), request.params.key),
  }));

  app.post(
    '/app/webhooks/:key',
    { schema: { ...params, body: webhookEndpointPatchSchema } },
    async (request) => ({
      success: true,
      message: WEBHOOK_MESSAGES.updated,
      endpoint: await updateWebhookEndpoint(
        ctx,
        requireAuth(request),
        request.params.key,
        request.body,
      ),
    }),
  );

  app.delete('/app/webhooks/:key', { schema: params }, async (request) => {
    await deleteWebhookEndpoint(ctx, requireAuth(request), request.params.key);
    return { success: true, message: WEBHOOK_MESSAGES.deleted };
  });

  app.get('/app/webhooks/:key/secret', { schema: params }, async (request) => ({
    success: true,
    secret: await revealWebhookSecret(ctx, requireAuth(request), request.params.key),
  }));

  app.post('/app/webhooks/:key/roll_secret', { schema: params }, async (request) => ({
    success: true,
    message: WEBHOOK_MESSAGES.secretRolled,
    secret: await rollWebhookSecret(ctx, requireAuth(request), request.params.key),
  }));

  app.post('/app/webhooks/:key/test', { schema: params }, async (request) => ({
    success: true,
    message: WEBHOOK_MESSAGES.testQueued,
    delivery: await sendTestWebhook(ctx, requireAuth(request), request.params.key),
  }));
};
