import type { FastifyInstance } from 'fastify';
import { appendixRoutes } from './appendices/appendix-routes.ts';
import { eventSubscriptionRoutes } from './event-subscriptions/event-subscription-routes.ts';
import { fieldRuleRoutes } from './field-rules/field-rule-routes.ts';
import { formViewRoutes } from './form-views/form-view-routes.ts';
import { notificationRuleRoutes } from './notification-rules/notification-rule-routes.ts';
import { userDefinedAttributeRoutes } from './user-defined-attributes/user-defined-attribute-routes.ts';

/**
 * What the editor keeps around a document besides fields and signatories (docs/api-editor.md
 * "Around the document"): field rules, supporting documents, custom fields and controls,
 * notification rules, event subscriptions and form views.
 */
export const documentExtrasRoutes = async (app: FastifyInstance) => {
  await app.register(fieldRuleRoutes);
  await app.register(appendixRoutes);
  await app.register(userDefinedAttributeRoutes);
  await app.register(notificationRuleRoutes);
  await app.register(eventSubscriptionRoutes);
  await app.register(formViewRoutes);
};
