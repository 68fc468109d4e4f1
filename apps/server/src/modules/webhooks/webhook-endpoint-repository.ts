import { and, asc, count, eq } from 'drizzle-orm';
import type { WebhookEndpoint } from '@quire/domain';
import type { Db } from '../../db/database.ts';
import { webhookEndpoints } from '../../db/schema.ts';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;

export const endpointView = (row: EndpointRow): WebhookEndpoint => ({
  key: row.key,
  url: row.url,
  description: row.description,
  enabled: row.enabled,
  date_created: row.date_created.toISOString(),
  date_updated: row.date_updated.toISOString(),
});

export const listEndpoints = (db: Db, accountKey: string): Promise<EndpointRow[]> =>
  db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.account_key, accountKey))
    .orderBy(asc(webhookEndpoints.date_created), asc(webhookEndpoints.key));

export const countEndpoints = async (db: Db, accountKey: string): Promise<number> =>
  (
    await db
      .select({ n: count() })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.account_key, accountKey))
  )[0]?.n ?? 0;

/** The workspace's endpoint `key`, or undefined (another workspace's is not found either). */
export const findEndpoint = async (
  db: Db,
  accountKey: string,
  key: string,
): Promise<EndpointRow | undefined> =>
  (
    await db
      .select()
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.key, key), eq(webhookEndpoints.account_key, accountKey)))
  )[0];

export const insertEndpoint = async (
  db: Db,
  row: typeof webhookEndpoints.$inferInsert,
): Promise<EndpointRow> => (await db.insert(webhookEndpoints).values(row).returning())[0]!;

export const updateEndpoint = async (
  db: Db,
  key: string,
  set: Partial<Pick<EndpointRow, 'url' | 'description' | 'enabled' | 'secret_sealed'>>,
): Promise<EndpointRow> =>
  (
    await db
      .update(webhookEndpoints)
      .set({ ...set, date_updated: new Date() })
      .where(eq(webhookEndpoints.key, key))
      .returning()
  )[0]!;

/** Deletes the endpoint and, by cascade, its deliveries and their attempts. */
export const deleteEndpoint = async (db: Db, key: string): Promise<void> => {
  await db.delete(webhookEndpoints).where(eq(webhookEndpoints.key, key));
};
