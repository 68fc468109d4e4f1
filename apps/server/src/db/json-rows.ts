import { getTableColumns, type InferSelectModel } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** Column types that JSON carries as text but a row carries as a Date. */
const DATE_COLUMNS = new Set(['PgTimestamp', 'PgDate']);

/**
 * Reads a row that PostgreSQL built as JSON (`json_agg(t)`, `row_to_json(t)`) into the row type
 * drizzle would have answered: keys as the table names them in TypeScript, timestamps as Dates.
 * Lets one statement carry a parent with its children without losing the row types.
 */
export function jsonRowReader<T extends PgTable>(
  table: T,
): (json: Record<string, unknown>) => InferSelectModel<T>;
/** Only `keys` of the row: for JSON that PostgreSQL built from those columns alone. */
export function jsonRowReader<T extends PgTable, K extends keyof InferSelectModel<T> & string>(
  table: T,
  keys: readonly K[],
): (json: Record<string, unknown>) => Pick<InferSelectModel<T>, K>;
export function jsonRowReader<T extends PgTable>(
  table: T,
  keys?: readonly string[],
): (json: Record<string, unknown>) => Record<string, unknown> {
  const columns = Object.entries(getTableColumns(table))
    .filter(([key]) => !keys || keys.includes(key))
    .map(([key, column]) => ({
      key,
      name: column.name,
      toDate: DATE_COLUMNS.has(column.columnType) ? column : null,
    }));
  return (json) => {
    const row: Record<string, unknown> = {};
    for (const c of columns) {
      const value = json[c.name] ?? null;
      row[c.key] = c.toDate && value !== null ? c.toDate.mapFromDriverValue(value) : value;
    }
    return row;
  };
}
