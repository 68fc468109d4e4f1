import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { EventSubscriptionKey, WebhookEventBody } from '@quire/domain';
import type { Db } from '../../db/database.ts';
import {
  documents,
  eventSubscriptions,
  webhookDeliveries,
  webhookEndpoints,
} from '../../db/schema.ts';
import { newKey } from '../../lib/ids.ts';

/** One event to announce. A pack's event names the pack; a bulk send's names the send. */
export type WebhookEvent = {
  type: EventSubscriptionKey;
  document_key?: string;
  /** For events without a pack (bulk sends): the workspace and the template they concern. */
  account_key?: string;
  template_key?: string | null;
  signatory?: WebhookEventBody['data']['signatory'];
  bulk_send?: WebhookEventBody['data']['bulk_send'];
  details?: Record<string, unknown>;
};

type Resolved = { event: WebhookEvent; account_key: string; subscribers: string[] };

/**
 * Writes the deliveries of `events` in the caller's transaction (the one that made the change),
 * so an event exists exactly when its change committed and none is lost to a crash in between.
 * Each event goes to every enabled endpoint of its workspace when the pack, the template it was
 * made from, or the whole workspace (run_organisation_wide) subscribes to its type.
 */
export const emitWebhookEvents = async (tx: Db, events: readonly WebhookEvent[]): Promise<void> => {
  if (events.length === 0) return;
  const docKeys = [...new Set(events.flatMap((e) => (e.document_key ? [e.document_key] : [])))];
  const docs = new Map(
    (docKeys.length === 0
      ? []
      : await tx
          .select({
            key: documents.key,
            account_key: documents.account_key,
            name: documents.document_name,
            template_key: documents.from_template_key,
          })
          .from(documents)
          .where(inArray(documents.key, docKeys))
    ).map((d) => [d.key, d]),
  );
  const resolved: Resolved[] = [];
  for (const event of events) {
    const doc = event.document_key ? docs.get(event.document_key) : undefined;
    const account = doc?.account_key ?? event.account_key;
    if (!account) continue;
    const template = doc ? doc.template_key : (event.template_key ?? null);
    resolved.push({
      event,
      account_key: account,
      subscribers: [doc?.key, template].filter((k): k is string => !!k),
    });
  }
  const accounts = [...new Set(resolved.map((r) => r.account_key))];
  if (accounts.length === 0) return;
  const endpoints = await tx
    .select({ key: webhookEndpoints.key, account_key: webhookEndpoints.account_key })
    .from(webhookEndpoints)
    .where(
      and(inArray(webhookEndpoints.account_key, accounts), eq(webhookEndpoints.enabled, true)),
    );
  if (endpoints.length === 0) return;
  const withEndpoints = resolved.filter((r) =>
    endpoints.some((e) => e.account_key === r.account_key),
  );
  const subscriptions = await loadSubscriptions(tx, withEndpoints);
  const now = new Date();
  const rows = withEndpoints.flatMap((r) => {
    const wanted =
      subscriptions.has(`account:${r.account_key}:${r.event.type}`) ||
      r.subscribers.some((s) => subscriptions.has(`entity:${s}:${r.event.type}`));
    if (!wanted) return [];
    const doc = r.event.document_key ? docs.get(r.event.document_key) : undefined;
    const body: WebhookEventBody = {
      id: newKey(),
      type: r.event.type,
      created_at: now.toISOString(),
      account_key: r.account_key,
      data: {
        ...(doc
          ? {
              document: {
                key: doc.key,
                name: doc.name,
                template_key: doc.template_key,
              },
            }
          : {}),
        ...(r.event.signatory ? { signatory: r.event.signatory } : {}),
        ...(r.event.bulk_send ? { bulk_send: r.event.bulk_send } : {}),
        ...(r.event.details && Object.keys(r.event.details).length > 0
          ? { details: r.event.details }
          : {}),
      },
    };
    const text = JSON.stringify(body);
    return endpoints
      .filter((e) => e.account_key === r.account_key)
      .map((e) => ({
        key: newKey(),
        account_key: r.account_key,
        endpoint_key: e.key,
        event_id: body.id,
        event_type: body.type,
        document_key: doc?.key ?? null,
        body: text,
        next_attempt_at: now,
        date_created: now,
      }));
  });
  if (rows.length > 0) await tx.insert(webhookDeliveries).values(rows);
};

export const emitWebhookEvent = (tx: Db, event: WebhookEvent): Promise<void> =>
  emitWebhookEvents(tx, [event]);

/** The subscriptions that matter to `resolved`, as 'entity:<key>:<event>' / 'account:<key>:<event>'. */
const loadSubscriptions = async (tx: Db, resolved: readonly Resolved[]): Promise<Set<string>> => {
  if (resolved.length === 0) return new Set();
  const entities = [...new Set(resolved.flatMap((r) => r.subscribers))];
  const accounts = [...new Set(resolved.map((r) => r.account_key))];
  const types = [...new Set(resolved.map((r) => r.event.type))];
  const rows = await tx
    .select({
      key: eventSubscriptions.key,
      entity_key: eventSubscriptions.entity_key,
      account_key: eventSubscriptions.account_key,
    })
    .from(eventSubscriptions)
    .where(
      and(
        inArray(eventSubscriptions.key, types),
        or(
          entities.length > 0 ? inArray(eventSubscriptions.entity_key, entities) : undefined,
          and(
            inArray(eventSubscriptions.account_key, accounts),
            isNull(eventSubscriptions.entity_key),
          ),
        ),
      ),
    );
  return new Set(
    rows.map((r) =>
      r.entity_key ? `entity:${r.entity_key}:${r.key}` : `account:${r.account_key}:${r.key}`,
    ),
  );
};
