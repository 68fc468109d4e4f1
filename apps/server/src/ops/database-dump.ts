import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { executorFor, type Database, type SqlExecutor } from '../db/database.ts';

/**
 * The database as JSON lines (gzip), one line per fact, read in one snapshot:
 *   ["table", "public.users", ["key", …]]   then one ["row", {…}] per row of that table
 *   ["sequence", "public.some_seq", 42]
 *   ["jobs", "pgboss.job", [...]]           then the queue's open jobs as rows
 * Rows are PostgreSQL's own row_to_json, so every type round-trips through
 * json_populate_recordset on either PGlite or PostgreSQL (ADR 0024).
 */
export type DumpLine =
  | ['table' | 'jobs', string, string[]]
  | ['row', Record<string, unknown>]
  | ['sequence', string, number];

export const quoteName = (qualified: string) =>
  qualified
    .split('.')
    .map((part) => `"${part.replace(/"/g, '""')}"`)
    .join('.');

const FETCH_SIZE = 500;

export type Snapshot = {
  tables: Record<string, number>;
  openJobs: number;
  migrationLevel: number;
  pgbossVersion: number | null;
};

export const publicTables = async (ex: SqlExecutor): Promise<string[]> =>
  (
    await ex.executeSql(
      `select table_name as name from information_schema.tables
       where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  ).rows.map((r) => `public.${String(r.name)}`);

/** Columns a row can be written to (generated ones are computed again on restore). */
export const writableColumns = async (ex: SqlExecutor, qualified: string): Promise<string[]> => {
  const [schema, table] = qualified.split('.');
  return (
    await ex.executeSql(
      `select column_name as name from information_schema.columns
       where table_schema = $1 and table_name = $2 and is_generated = 'NEVER'
       order by ordinal_position`,
      [schema, table],
    )
  ).rows.map((r) => String(r.name));
};

async function* rowsOf(ex: SqlExecutor, select: string): AsyncGenerator<string> {
  await ex.executeSql(`declare quire_backup no scroll cursor for ${select}`);
  for (;;) {
    const { rows } = await ex.executeSql(`fetch forward ${FETCH_SIZE} from quire_backup`);
    for (const row of rows) yield String(row.j);
    if (rows.length < FETCH_SIZE) break;
  }
  await ex.executeSql('close quire_backup');
}

const line = (value: DumpLine) => `${JSON.stringify(value)}\n`;

async function* dumpLines(ex: SqlExecutor, snapshot: Snapshot): AsyncGenerator<string> {
  for (const table of await publicTables(ex)) {
    yield line(['table', table, await writableColumns(ex, table)]);
    let count = 0;
    for await (const json of rowsOf(
      ex,
      `select row_to_json(t)::text as j from ${quoteName(table)} t`,
    )) {
      count++;
      yield `["row",${json}]\n`;
    }
    snapshot.tables[table] = count;
  }
  const sequences = await ex.executeSql(
    `select schemaname || '.' || sequencename as name, last_value from pg_sequences
     where schemaname = 'public' and last_value is not null order by 1`,
  );
  for (const s of sequences.rows) yield line(['sequence', String(s.name), Number(s.last_value)]);
  if (snapshot.pgbossVersion !== null) {
    // Work queued or running at the snapshot: the restored instance runs it (handlers are
    // idempotent). Finished jobs are history pg-boss prunes anyway. pg-boss's own hand-off of a
    // fired cron ('__pgboss__send-it', the timekeeper's queue) is not work: the restored
    // instance's schedules fire again, and a restore has no such queue to put it in.
    yield line(['jobs', 'pgboss.job', await writableColumns(ex, 'pgboss.job')]);
    for await (const json of rowsOf(
      ex,
      `select row_to_json(j)::text as j from pgboss.job j
       where state in ('created', 'retry', 'active') and name not like '\\_\\_pgboss\\_\\_%'`,
    )) {
      snapshot.openJobs++;
      yield `["row",${json}]\n`;
    }
  }
}

const scalar = async (ex: SqlExecutor, text: string): Promise<unknown> =>
  Object.values((await ex.executeSql(text)).rows[0] ?? {})[0];

/**
 * Writes the dump to `file` inside one read-only REPEATABLE READ transaction, so every table is
 * read as of the same instant while the server keeps writing (PostgreSQL), and runs `alsoInSnapshot`
 * in the same snapshot (the blob list) before it ends.
 */
export const dumpDatabase = async <T>(
  database: Database,
  file: string,
  alsoInSnapshot: (ex: SqlExecutor) => Promise<T>,
): Promise<{ snapshot: Snapshot; extra: T }> =>
  database.db.transaction(
    async (tx) => {
      const ex = executorFor(tx);
      const hasMigrations = await scalar(
        ex,
        `select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
      );
      if (!hasMigrations) {
        throw new Error('This database has no Quire tables: there is nothing to back up.');
      }
      const hasBoss = await scalar(ex, `select to_regclass('pgboss.version') is not null`);
      const snapshot: Snapshot = {
        tables: {},
        openJobs: 0,
        migrationLevel: Number(
          await scalar(ex, 'select count(*) as n from drizzle.__drizzle_migrations'),
        ),
        pgbossVersion: hasBoss
          ? Number(await scalar(ex, 'select version from pgboss.version'))
          : null,
      };
      await pipeline(Readable.from(dumpLines(ex, snapshot)), createGzip(), createWriteStream(file));
      return { snapshot, extra: await alsoInSnapshot(ex) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
