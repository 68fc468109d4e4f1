import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notificationRuleInputSchema } from '@quire/domain';
import { requireAuth } from '../../../plugins/session.ts';
import {
  listNotificationRules,
  removeNotificationRule,
  saveNotificationRule,
} from './notification-rule-service.ts';

const key = z.string().min(1).max(100);

/** §7 notification rules of a pack (§9 countdowns and events). */
export const notificationRuleRoutes = async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.quire;

  app.get(
    '/app/notification_rules',
    { schema: { querystring: z.object({ entity_key: key }) } },
    async (request) => ({
      success: true,
      notification_rules: await listNotificationRules(
        ctx,
        requireAuth(request),
        request.query.entity_key,
      ),
    }),
  );

  app.post(
    '/app/notification_rules/add_update_notification_rule',
    { schema: { body: z.object({ data: notificationRuleInputSchema }) } },
    async (request) => {
      const rule = await saveNotificationRule(ctx, requireAuth(request), request.body.data);
      return { success: true, notification_rule: rule };
    },
  );

  app.delete(
    '/app/notification_rules/delete_notification_rule/:key',
    { schema: { params: z.object({ key }) } },
    async (request) => {
      await removeNotificationRule(ctx, requireAuth(request), request.params.key);
      return { success: true };
    },
  );
};
