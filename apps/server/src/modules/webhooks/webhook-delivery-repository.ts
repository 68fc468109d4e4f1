import { and, asc, desc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type {
  WebhookAttempt,
  WebhookDelivery,
  WebhookDeliveryQuery,
  WebhookDeliveryState,
} from '@quire/domain';
import type { Db } from '../../db/database.ts';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../../db/schema.ts';

export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/** How long a claimed delivery is left to its worker before another may take it (a crash). */
const LEASE_MS = 5 * 60_000;

/**
 * Claims up to `limit` due deliveries of enabled endpoints: their next_attempt_at moves past the
 * lease, so a worker that dies mid-attempt leaves them to be tried again (at least once), and
 * SKIP LOCKED lets several workers claim side by side without waiting on each other.
 */
export const claimDueDeliveries = async (
  db: Db,
  now: Date,
  limit: number,
): Promise<(DeliveryRow & { url: string; secret_sealed: string })[]> =>
  db.transaction(async (tx) => {
    const due = await tx
      .select({ key: webhookDeliveries.key })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.key, webhookDeliveries.endpoint_key))
      .where(
        and(
          eq(webhookDeliveries.state, 'pending'),
          lte(webhookDeliveries.next_attempt_at, now),
          eq(webhookEndpoints.enabled, true),
        ),
      )
      .orderBy(asc(webhookDeliveries.next_attempt_at))
      .limit(limit)
      .for('update', { of: webhookDeliveries, skipLocked: true });
    if (due.length === 0) return [];
    const keys = due.map((d) => d.key);
    await tx
      .update(webhookDeliveries)
      .set({ next_attempt_at: new Date(now.getTime() + LEASE_MS) })
      .where(inArray(webhookDeliveries.key, keys));
    return tx
      .select({
        delivery: webhookDeliveries,
        url: webhookEndpoints.url,
        secret_sealed: webhookEndpoints.secret_sealed,
      })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.key, webhookDeliveries.endpoint_key))
      .where(inArray(webhookDeliveries.key, keys))
      .then((rows) =>
        rows.map((r) => ({ ...r.delivery, url: r.url, secret_sealed: r.secret_sealed })),
      );
  });

export type AttemptRecord = {
  attempt: number;
  status_code: number | null;
  error: string | null;
  latency_ms: number;
  at: Date;
  /** delivered, dead, or the time of the next attempt. */
  next: 'delivered' | 'dead' | Date;
};

/**
 * Logs a pass's attempts and moves each delivery on, in one transaction. `attempt` counts this
 * round (a replay starts a new one); the log numbers attempts across rounds.
 */
export const recordAttempts = async (
  db: Db,
  all: readonly (AttemptRecord & { delivery_key: string })[],
): Promise<void> => {
  let records = all;
  if (all.length === 0) return;
  await db.transaction(async (tx) => {
    // An endpoint deleted mid-attempt took its deliveries with it: nothing left to record.
    const present = new Set(
      (
        await tx
          .select({ key: webhookDeliveries.key })
          .from(webhookDeliveries)
          .where(
            inArray(
              webhookDeliveries.key,
              records.map((r) => r.delivery_key),
            ),
          )
          .for('update')
      ).map((r) => r.key),
    );
    records = records.filter((r) => present.has(r.delivery_key));
    if (records.length === 0) return;
    const keys = records.map((r) => r.delivery_key);
    const last = new Map(
      (
        await tx
          .select({
            key: webhookAttempts.delivery_key,
            n: sql<number>`max(${webhookAttempts.attempt})::int`,
          })
          .from(webhookAttempts)
          .where(inArray(webhookAttempts.delivery_key, keys))
          .groupBy(webhookAttempts.delivery_key)
      ).map((r) => [r.key, r.n]),
    );
    await tx.insert(webhookAttempts).values(
      records.map((a) => ({
        delivery_key: a.delivery_key,
        attempt: (last.get(a.delivery_key) ?? 0) + 1,
        status_code: a.status_code,
        error: a.error,
        latency_ms: a.latency_ms,
        date_created: a.at,
      })),
    );
    const delivered = records.filter((a) => a.next === 'delivered');
    // The common case, every attempt of the pass delivered, is one statement.
    if (delivered.length > 0)
      await tx
        .update(webhookDeliveries)
        .set({
          state: 'delivered',
          delivered_at: sql`data.at::timestamptz`,
          attempts: sql`${webhookDeliveries.attempts} + 1`,
          last_error: null,
          last_status_code: sql`data.status::int`,
          last_latency_ms: sql`data.latency::int`,
        })
        .from(
          sql`(values ${sql.join(
            delivered.map(
              (a) =>
                sql`(${a.delivery_key}, ${a.status_code}, ${a.latency_ms}, ${a.at.toISOString()})`,
            ),
            sql`, `,
          )}) as data(key, status, latency, at)`,
        )
        .where(sql`${webhookDeliveries.key} = data.key`);
    for (const a of records.filter((r) => r.next !== 'delivered'))
      await tx
        .update(webhookDeliveries)
        .set({
          attempts: a.attempt,
          last_status_code: a.status_code,
          last_error: a.error,
          last_latency_ms: a.latency_ms,
          ...(a.next === 'dead' ? { state: 'dead' } : { next_attempt_at: a.next as Date }),
        })
        .where(eq(webhookDeliveries.key, a.delivery_key));
  });
};

const view = (row: DeliveryRow, url: string): WebhookDelivery => ({
  key: row.key,
  endpoint_key: row.endpoint_key,
  endpoint_url: url,
  event_id: row.event_id,
  event_type: row.event_type,
  document_key: row.document_key,
  state: row.state as WebhookDeliveryState,
  attempts: row.attempts,
  next_attempt_at: row.state === 'pending' ? row.next_attempt_at.toISOString() : null,
  last_status_code: row.last_status_code,
  last_error: row.last_error,
  last_latency_ms: row.last_latency_ms,
  date_created: row.date_created.toISOString(),
  delivered_at: row.delivered_at?.toISOString() ?? null,
});

/** A workspace's deliveries, newest first, one page after `cursor` (a delivery key). */
export const listDeliveries = async (
  db: Db,
  accountKey: string,
  query: WebhookDeliveryQuery,
): Promise<{ deliveries: WebhookDelivery[]; next_cursor: string | null }> => {
  const after = query.cursor
    ? (
        await db
          .select({ at: webhookDeliveries.date_created, key: webhookDeliveries.key })
          .from(webhookDeliveries)
          .where(
            and(
              eq(webhookDeliveries.key, query.cursor),
              eq(webhookDeliveries.account_key, accountKey),
            ),
          )
      )[0]
    : undefined;
  const rows = await db
    .select({ delivery: webhookDeliveries, url: webhookEndpoints.url })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.key, webhookDeliveries.endpoint_key))
    .where(
      and(
        eq(webhookDeliveries.account_key, accountKey),
        query.state ? eq(webhookDeliveries.state, query.state) : undefined,
        query.endpoint_key ? eq(webhookDeliveries.endpoint_key, query.endpoint_key) : undefined,
        after
          ? or(
              lt(webhookDeliveries.date_created, after.at),
              and(
                eq(webhookDeliveries.date_created, after.at),
                lt(webhookDeliveries.key, after.key),
              ),
            )
          : undefined,
      ),
    )
    .orderBy(desc(webhookDeliveries.date_created), desc(webhookDeliveries.key))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    deliveries: page.map((r) => view(r.delivery, r.url)),
    next_cursor: rows.length > query.limit ? page[page.length - 1]!.delivery.key : null,
  };
};

/** One delivery of the workspace with its body and every attempt, or undefined. */
export const findDelivery = async (db: Db, accountKey: string, key: string) => {
  const [row] = await db
    .select({ delivery: webhookDeliveries, url: webhookEndpoints.url })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.key, webhookDeliveries.endpoint_key))
    .where(and(eq(webhookDeliveries.key, key), eq(webhookDeliveries.account_key, accountKey)));
  if (!row) return undefined;
  const attempts = await db
    .select()
    .from(webhookAttempts)
    .where(eq(webhookAttempts.delivery_key, key))
    .orderBy(asc(webhookAttempts.attempt));
  return {
    ...view(row.delivery, row.url),
    body: row.delivery.body,
    attempt_log: attempts.map((a): WebhookAttempt => ({
      attempt: a.attempt,
      status_code: a.status_code,
      error: a.error,
      latency_ms: a.latency_ms,
      date_created: a.date_created.toISOString(),
    })),
  };
};

/**
 * Queues a dead (or delivered) delivery again with a fresh count of attempts: the same
 * event_id and body bytes, so a receiver that keeps event ids sees a repeat, not a new event.
 * Answers false when it is still pending (already queued).
 */
export const requeueDelivery = async (db: Db, accountKey: string, key: string, now: Date) =>
  (
    await db
      .update(webhookDeliveries)
      .set({ state: 'pending', attempts: 0, next_attempt_at: now, delivered_at: null })
      .where(
        and(
          eq(webhookDeliveries.key, key),
          eq(webhookDeliveries.account_key, accountKey),
          sql`${webhookDeliveries.state} <> 'pending'`,
        ),
      )
      .returning({ key: webhookDeliveries.key })
  ).length > 0;
