import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database.ts';

/** PostgreSQL binds at most 65,535 parameters a statement; stay well below. */
const MAX_PARAMETERS = 30_000;

/**
 * Inserts rows in as few multi-row statements as the parameter limit allows (one for a batch of
 * a bulk send's packs, usually), in the order given.
 */
export const insertMany = async <T extends PgTable>(
  tx: Db,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<void> => {
  if (rows.length === 0) return;
  const columns = Math.max(1, ...rows.map((r) => Object.keys(r).length));
  const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / columns));
  for (let i = 0; i < rows.length; i += perStatement)
    await tx.insert(table).values(rows.slice(i, i + perStatement) as T['$inferInsert'][]);
};
