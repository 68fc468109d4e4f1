import { z } from 'zod';

/** The events a pack (or its whole workspace) can subscribe to (§3 Event subscription). */
export const EVENT_SUBSCRIPTION_EVENTS = [
  { key: 'document_sent', label: 'Document sent for signing' },
  { key: 'document_viewed', label: 'Document viewed by a signer' },
  { key: 'document_signed', label: 'Document signed by a signer' },
  { key: 'document_completed', label: 'Document completed' },
  { key: 'document_rejected', label: 'Document rejected' },
  { key: 'signatory_excluded', label: 'Signer excluded' },
  { key: 'document_reverted', label: 'Document reverted to setup' },
  { key: 'document_sealed', label: 'Signed PDF sealed' },
  { key: 'bulk_send_activated', label: 'Bulk send started' },
  { key: 'bulk_send_paused', label: 'Bulk send paused' },
  { key: 'bulk_send_completed', label: 'Bulk send finished' },
] as const;
export type EventSubscriptionKey = (typeof EVENT_SUBSCRIPTION_EVENTS)[number]['key'];

export const EVENT_SUBSCRIPTION_KEYS = EVENT_SUBSCRIPTION_EVENTS.map((event) => event.key) as [
  EventSubscriptionKey,
  ...EventSubscriptionKey[],
];

export const isEventSubscriptionKey = (key: string): key is EventSubscriptionKey =>
  (EVENT_SUBSCRIPTION_KEYS as readonly string[]).includes(key);

/** One row of GET /app/event_subscriptions/?entity_key=: every event, with who subscribes it. */
export type EventSubscription = {
  key: EventSubscriptionKey;
  label: string;
  run_organisation_wide: boolean;
  subscribed_via_entity: boolean;
  subscribed_via_organisation: boolean;
};

/** Body of POST /app/event_subscriptions/{entity_key}: the events the pack subscribes to. */
export const eventSubscriptionsInputSchema = z.object({
  keys: z.array(z.string().min(1).max(100)).max(EVENT_SUBSCRIPTION_EVENTS.length * 2),
});
export type EventSubscriptionsInput = z.infer<typeof eventSubscriptionsInputSchema>;

/** The catalogue merged with what the pack and its workspace subscribe to. */
export const eventSubscriptionList = (
  entityKeys: ReadonlySet<string>,
  organisationKeys: ReadonlySet<string>,
): EventSubscription[] =>
  EVENT_SUBSCRIPTION_EVENTS.map((event) => ({
    key: event.key,
    label: event.label,
    run_organisation_wide: organisationKeys.has(event.key),
    subscribed_via_entity: entityKeys.has(event.key),
    subscribed_via_organisation: organisationKeys.has(event.key),
  }));
