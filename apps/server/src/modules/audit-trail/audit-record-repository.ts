import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { AuditRecord } from '@quire/domain';
import type { Db } from '../../db/database.ts';
import { auditRecords, documents, users } from '../../db/schema.ts';

export type AuditRecordRow = typeof auditRecords.$inferSelect;

/**
 * Locks the head of a pack's chain for the rest of the transaction: the pack row, in the mode
 * every update of the pack takes too, so appenders queue behind each other and behind a status
 * change in progress without blocking inserts that merely reference the pack. False when there
 * is no such pack.
 */
export const lockAuditChain = async (tx: Db, packKey: string): Promise<boolean> => {
  const rows = await tx
    .select({ key: documents.key })
    .from(documents)
    .where(and(eq(documents.key, packKey), isNull(documents.document_pack_key)))
    .for('no key update');
  return rows.length > 0;
};

/** The chain's last record (seq and hash), or undefined for an empty chain. */
export const findChainHead = async (tx: Db, packKey: string) =>
  (
    await tx
      .select({ seq: auditRecords.seq, hash: auditRecords.hash })
      .from(auditRecords)
      .where(eq(auditRecords.document_key, packKey))
      .orderBy(desc(auditRecords.seq))
      .limit(1)
  )[0];

/**
 * The database's clock now (not the transaction's start), to the millisecond the hash covers:
 * read after the lock, so times never go backwards along a chain.
 */
export const databaseNow = async (tx: Db): Promise<Date> => {
  const result = (await tx.execute(
    sql`select to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as now`,
  )) as unknown as { rows: { now: string }[] };
  return new Date(result.rows[0]!.now);
};

export const insertAuditRecord = async (tx: Db, row: typeof auditRecords.$inferInsert) => {
  await tx.insert(auditRecords).values(row);
};

/** A pack's whole chain in order. */
export const findAuditRecords = (db: Db, packKey: string): Promise<AuditRecordRow[]> =>
  db
    .select()
    .from(auditRecords)
    .where(eq(auditRecords.document_key, packKey))
    .orderBy(asc(auditRecords.seq));

/** When the pack last recorded `event` for the records `which` selects (a person, a document). */
export const findLastAuditTime = async (
  tx: Db,
  packKey: string,
  event: string,
  which: SQL | undefined,
): Promise<Date | null> => {
  const [row] = await tx
    .select({ date_created: auditRecords.date_created })
    .from(auditRecords)
    .where(and(eq(auditRecords.document_key, packKey), eq(auditRecords.event, event), which))
    .orderBy(desc(auditRecords.seq))
    .limit(1);
  return row?.date_created ?? null;
};

/** When this person last opened this document (pack or child) of the pack, if ever. */
export const findLastOpened = (
  tx: Db,
  packKey: string,
  userKey: string,
  childKey: string | null,
): Promise<Date | null> =>
  findLastAuditTime(
    tx,
    packKey,
    'opened',
    and(
      eq(auditRecords.actor_user_key, userKey),
      childKey === null
        ? isNull(auditRecords.child_document_key)
        : eq(auditRecords.child_document_key, childKey),
    ),
  );

/** A user as the actor of a record, by key (null when the account is gone). */
export const findUserIdentity = async (tx: Db, userKey: string) =>
  (
    await tx
      .select({ name: users.full_name, email: users.email_address })
      .from(users)
      .where(eq(users.key, userKey))
  )[0] ?? null;

/** The wire form: times as ISO 8601 UTC. */
export const toAuditRecord = (row: AuditRecordRow): AuditRecord => ({
  ...row,
  date_created: row.date_created.toISOString(),
});
