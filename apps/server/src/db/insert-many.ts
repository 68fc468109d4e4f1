import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database.ts';

/** Rows per statement: one JSON parameter each, so only the statement's size bounds it. */
const ROWS_PER_STATEMENT = 5_000;

/**
 * Inserts rows in as few statements as possible (a bulk send's whole batch of packs, one
 * statement a table), in the order given. The rows travel as ONE json parameter that the
 * database spreads into the table's row type (json_populate_recordset): building a statement
 * of thousands of bound parameters cost the server more CPU than the database spent inserting.
 * Columns a row leaves out keep their defaults, as with a plain insert; rows that disagree on
 * which columns they give go through the query builder instead.
 */
export const insertMany = async <T extends PgTable>(
  tx: Db,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<void> => {
  if (rows.length === 0) return;
  const given = (r: object) =>
    Object.entries(r)
      .filter(([, v]) => v !== undefined)
      .map(([k]) => k);
  const keys = given(rows[0]!);
  const uniform = rows.every((r) => {
    const k = given(r);
    return (
      k.length === keys.length &&
      keys.every((key) => (r as Record<string, unknown>)[key] !== undefined)
    );
  });
  if (!uniform) {
    for (let i = 0; i < rows.length; i += 500)
      await tx.insert(table).values(rows.slice(i, i + 500) as T['$inferInsert'][]);
    return;
  }
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const names = keys.map((k) => {
    const column = columns[k];
    if (!column) throw new Error(`insertMany: ${getTableName(table)} has no column ${k}`);
    return column.name;
  });
  const list = sql.raw(names.map((n) => `"${n}"`).join(', '));
  const type = sql.raw(`"${getTableName(table)}"`);
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(i, i + ROWS_PER_STATEMENT).map((r) => {
      const out: Record<string, unknown> = {};
      for (const [k, name] of keys.map((key, j) => [key, names[j]!] as const))
        out[name] = (r as Record<string, unknown>)[k];
      return out;
    });
    await tx.execute(
      sql`insert into ${type} (${list}) select ${list} from json_populate_recordset(null::${type}, ${JSON.stringify(chunk)}::json)`,
    );
  }
};

/**
 * One table's share of a batch: its rows gathered from every item (pack) of the batch, inserted
 * by insertMany. A list of these, parents first, writes a batch one statement a table.
 */
export const insertRowsOf =
  <P, T extends PgTable>(table: T, rowsOf: (item: P) => readonly T['$inferInsert'][]) =>
  (tx: Db, items: readonly P[]): Promise<void> =>
    insertMany(tx, table, items.flatMap(rowsOf));
