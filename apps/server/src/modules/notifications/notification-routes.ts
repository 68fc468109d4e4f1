import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listNotificationsQuerySchema, markAllAsReadSchema } from '@quire/domain';
import { requireAuth } from '../../plugins/session.ts';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from './notification-service.ts';

export const notificationRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.quire;

  app.get(
    '/app/notifications',
    { schema: { querystring: listNotificationsQuerySchema } },
    async (request) => ({
      success: true,
      ...(await listNotifications(ctx, requireAuth(request), request.query)),
    }),
  );

  app.post(
    '/app/notifications/mark_all_as_read',
    { schema: { body: markAllAsReadSchema.nullish() } },
    async (request) => ({
      success: true,
      message: await markAllNotificationsRead(ctx, requireAuth(request), request.body?.related_key),
    }),
  );

  app.post(
    '/app/notifications/:key',
    { schema: { params: z.object({ key: z.string().min(1).max(100) }) } },
    async (request) => ({
      success: true,
      notification: await markNotificationRead(ctx, requireAuth(request), request.params.key),
    }),
  );
};
