import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { BulkSend, BulkSendLog, FilterRule } from '@quire/domain';
import type { Db } from '../../db/database.ts';
import { bulkSendLogs, bulkSendRows, bulkSends, documents } from '../../db/schema.ts';
import { newKey } from '../../lib/ids.ts';

export type BulkSendRow = typeof bulkSends.$inferSelect;
export type BulkSendCounts = Pick<
  BulkSend,
  'created' | 'awaiting_signature' | 'completed' | 'failed'
>;

const NO_COUNTS: BulkSendCounts = { created: 0, awaiting_signature: 0, completed: 0, failed: 0 };

export const findBulkSend = async (db: Db, key: string): Promise<BulkSendRow | undefined> =>
  (await db.select().from(bulkSends).where(eq(bulkSends.key, key)).limit(1))[0];

export const lockBulkSend = async (db: Db, key: string): Promise<BulkSendRow | undefined> =>
  (await db.select().from(bulkSends).where(eq(bulkSends.key, key)).for('update').limit(1))[0];

export const listBulkSendRows = (db: Db, accountKey: string): Promise<BulkSendRow[]> =>
  db
    .select()
    .from(bulkSends)
    .where(eq(bulkSends.account_key, accountKey))
    .orderBy(desc(bulkSends.date_updated), desc(bulkSends.key));

/** Live counts from the row snapshot and the packs it made (§3 counts). */
export const bulkSendCounts = async (
  db: Db,
  keys: readonly string[],
): Promise<Map<string, BulkSendCounts>> => {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({
      key: bulkSendRows.bulk_send_key,
      created: sql<number>`count(*) filter (where ${bulkSendRows.state} = 'created')::int`,
      failed: sql<number>`count(*) filter (where ${bulkSendRows.state} = 'failed')::int`,
      awaiting_signature: sql<number>`count(*) filter (where ${documents.status} = 'awaiting_signatures')::int`,
      completed: sql<number>`count(*) filter (where ${documents.status} = 'complete')::int`,
    })
    .from(bulkSendRows)
    .leftJoin(documents, eq(documents.key, bulkSendRows.document_key))
    .where(inArray(bulkSendRows.bulk_send_key, [...keys]))
    .groupBy(bulkSendRows.bulk_send_key);
  return new Map(rows.map(({ key, ...counts }) => [key, counts]));
};

export const bulkSendAnswer = (row: BulkSendRow, counts: BulkSendCounts = NO_COUNTS): BulkSend => ({
  key: row.key,
  description: row.description,
  bulk_send_type: row.bulk_send_type as BulkSend['bulk_send_type'],
  status: row.status as BulkSend['status'],
  when_to_run: row.when_to_run?.toISOString() ?? null,
  most_recent_run_date: row.most_recent_run_date?.toISOString() ?? null,
  template_key: row.template_key,
  recipient_data_key: row.recipient_data_key,
  integration_configuration_id: row.integration_configuration_id,
  xplan_clients: row.xplan_clients,
  filter_rules: row.filter_rules as FilterRule[],
  archived: row.archived,
  number_of_documents: row.number_of_documents,
  ...counts,
  date_created: row.date_created.toISOString(),
});

export const appendBulkSendLog = async (
  db: Db,
  bulkSendKey: string,
  level: BulkSendLog['level'],
  message: string,
  position: number | null = null,
): Promise<void> => {
  await db.insert(bulkSendLogs).values({
    key: newKey(),
    bulk_send_key: bulkSendKey,
    level,
    message,
    position,
    // The clock, not the transaction's start, to the millisecond a poll's ?since= carries, and
    // after the send's last line: lines written within one millisecond (a batch's failed rows,
    // then the run's end) keep their order, and a poll never skips one.
    date_created: sql`greatest(date_trunc('milliseconds', clock_timestamp()), (select max(l.date_created) + interval '1 millisecond' from bulk_send_logs l where l.bulk_send_key = ${bulkSendKey}))`,
  });
};

/** The log after `since` (exclusive), oldest first, at most 1000 lines a poll. */
export const bulkSendLogsSince = async (
  db: Db,
  bulkSendKey: string,
  since: Date | null,
): Promise<BulkSendLog[]> => {
  // A row's line links to the pack the row made (bulk_send_rows.document_key), when it made one.
  const rows = await db
    .select({
      key: bulkSendLogs.key,
      level: bulkSendLogs.level,
      message: bulkSendLogs.message,
      position: bulkSendLogs.position,
      document_key: bulkSendRows.document_key,
      date_created: bulkSendLogs.date_created,
    })
    .from(bulkSendLogs)
    .leftJoin(
      bulkSendRows,
      and(
        eq(bulkSendRows.bulk_send_key, bulkSendLogs.bulk_send_key),
        eq(bulkSendRows.position, bulkSendLogs.position),
      ),
    )
    .where(
      and(
        eq(bulkSendLogs.bulk_send_key, bulkSendKey),
        since ? gt(bulkSendLogs.date_created, since) : undefined,
      ),
    )
    .orderBy(asc(bulkSendLogs.date_created), asc(bulkSendLogs.key))
    .limit(1000);
  return rows.map((r) => ({
    key: r.key,
    level: r.level as BulkSendLog['level'],
    message: r.message,
    position: r.position,
    document_key: r.document_key ?? null,
    date_created: r.date_created.toISOString(),
  }));
};

/** The next pending rows of a send, in position order. */
export const nextPendingRows = (db: Db, bulkSendKey: string, limit: number) =>
  db
    .select()
    .from(bulkSendRows)
    .where(and(eq(bulkSendRows.bulk_send_key, bulkSendKey), eq(bulkSendRows.state, 'pending')))
    .orderBy(asc(bulkSendRows.position))
    .limit(limit);
