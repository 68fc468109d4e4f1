import {
  WEBHOOK_MESSAGES,
  type WebhookDelivery,
  type WebhookDeliveryDetail,
  type WebhookDeliveryQuery,
  type WebhookEventBody,
} from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import { webhookDeliveries } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { newKey } from '../../lib/ids.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { webhookWorkspaceOf } from './webhook-access.ts';
import { findDelivery, listDeliveries, requeueDelivery } from './webhook-delivery-repository.ts';
import { findEndpoint } from './webhook-endpoint-repository.ts';

/** GET /app/webhooks/deliveries: the delivery log (state=dead: the dead-letter list). */
export const listWebhookDeliveries = (
  ctx: AppContext,
  auth: Auth,
  query: WebhookDeliveryQuery,
): Promise<{ deliveries: WebhookDelivery[]; next_cursor: string | null }> =>
  listDeliveries(ctx.db, webhookWorkspaceOf(auth).accountKey, query);

export const getWebhookDelivery = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
): Promise<WebhookDeliveryDetail> => {
  const found = await findDelivery(ctx.db, webhookWorkspaceOf(auth).accountKey, key);
  if (!found) throw notFound(WEBHOOK_MESSAGES.deliveryNotFound);
  return found;
};

/** POST /app/webhooks/deliveries/{key}/replay: the same event, the same bytes, queued again. */
export const replayWebhookDelivery = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
): Promise<WebhookDeliveryDetail> => {
  const { accountKey } = webhookWorkspaceOf(auth);
  if (!(await findDelivery(ctx.db, accountKey, key)))
    throw notFound(WEBHOOK_MESSAGES.deliveryNotFound);
  if (!(await requeueDelivery(ctx.db, accountKey, key, new Date())))
    throw new AppError(409, WEBHOOK_MESSAGES.notReplayable);
  return (await findDelivery(ctx.db, accountKey, key))!;
};

/**
 * POST /app/webhooks/{key}/test: a 'webhook_test' event to this endpoint only, through the same
 * queue, signature and log as every event, so an integrator can check their receiver.
 */
export const sendTestWebhook = async (
  ctx: AppContext,
  auth: Auth,
  endpointKey: string,
): Promise<WebhookDeliveryDetail> => {
  const { accountKey } = webhookWorkspaceOf(auth);
  if (!(await findEndpoint(ctx.db, accountKey, endpointKey)))
    throw notFound(WEBHOOK_MESSAGES.notFound);
  const now = new Date();
  const body: WebhookEventBody = {
    id: newKey(),
    type: 'webhook_test',
    created_at: now.toISOString(),
    account_key: accountKey,
    data: {},
  };
  const key = newKey();
  await ctx.db.insert(webhookDeliveries).values({
    key,
    account_key: accountKey,
    endpoint_key: endpointKey,
    event_id: body.id,
    event_type: body.type,
    body: JSON.stringify(body),
    next_attempt_at: now,
    date_created: now,
  });
  return (await findDelivery(ctx.db, accountKey, key))!;
};
