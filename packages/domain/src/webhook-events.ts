import type { AuditEvent } from './audit-record.ts';
import type { EventSubscriptionKey } from './event-subscription.ts';

/**
 * The audit events that are also webhook events: a pack's state changes are appended to its
 * audit trail in the transaction that makes them, and the webhook event is written beside it.
 */
export const WEBHOOK_EVENT_FOR_AUDIT: Partial<Record<AuditEvent, EventSubscriptionKey>> = {
  sent: 'document_sent',
  opened: 'document_viewed',
  signed: 'document_signed',
  rejected: 'document_rejected',
  excluded: 'signatory_excluded',
  reverted: 'document_reverted',
  completed: 'document_completed',
  sealed: 'document_sealed',
};

/** The JSON body of every webhook POST: written once, sent byte for byte on every attempt. */
export type WebhookEventBody = {
  id: string;
  type: EventSubscriptionKey | 'webhook_test';
  created_at: string;
  account_key: string;
  data: {
    document?: { key: string; name: string; template_key: string | null };
    signatory?: { uuid: string | null; name: string | null; email: string | null };
    bulk_send?: { key: string; description: string; template_key: string | null };
    details?: Record<string, unknown>;
  };
};
