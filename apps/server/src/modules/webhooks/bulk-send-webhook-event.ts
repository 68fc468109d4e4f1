import type { EventSubscriptionKey } from '@quire/domain';
import type { WebhookEvent } from './webhook-emit.ts';

type SendFacts = {
  key: string;
  account_key: string;
  description: string;
  template_key: string | null;
};

/** A bulk send's event: its workspace and template decide who subscribes (webhook-emit.ts). */
export const bulkSendWebhookEvent = (
  type: Extract<EventSubscriptionKey, `bulk_send_${string}`>,
  send: SendFacts,
  details?: Record<string, unknown>,
): WebhookEvent => ({
  type,
  account_key: send.account_key,
  template_key: send.template_key,
  bulk_send: { key: send.key, description: send.description, template_key: send.template_key },
  ...(details ? { details } : {}),
});
