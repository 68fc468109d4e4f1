import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** What pg-boss (and anything else that speaks raw SQL) needs of a connection or transaction. */
export type SqlExecutor = {
  executeSql: (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
};

/**
 * One statement of a hot read path, sent as written: no query builder in between. A `name` makes
 * it a prepared statement on PostgreSQL (parsed once per connection): one name, one text.
 */
export type Statement = { name?: string; text: string };

export type Database = {
  kind: 'pglite' | 'postgres';
  /** Set for PostgreSQL: pg-boss opens its own pool with it. */
  connectionString?: string;
  db: Db;
  /** Raw SQL outside any transaction (pg-boss's own connection). */
  executor: SqlExecutor;
  /** Runs a read outside any transaction; rows come back as the driver types them (Date, jsonb). */
  query: <R>(statement: Statement, values: readonly unknown[]) => Promise<R[]>;
  /** Applies the migrations in `folder` (default: all of Quire's) that have not run yet. */
  migrate: (folder?: string) => Promise<void>;
  close: () => Promise<void>;
};

export const migrationsFolder = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'migrations',
);

/** Any fixed number works; it only has to be the same in every Quire process. */
const MIGRATION_LOCK_ID = 727_274_001;

/**
 * Turns `text` with $1..$n placeholders into a drizzle SQL object, so pg-boss can run its
 * statements inside a drizzle transaction: a job is then enqueued atomically with the change.
 */
const toDrizzleSql = (text: string, values: unknown[] = []): SQL => {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  parts.forEach((part, i) => {
    if (i % 2 === 0) chunks.push(sql.raw(part));
    else chunks.push(sql`${values[Number(part) - 1] ?? null}`); // drizzle drops undefined
  });
  return sql.join(chunks, sql.raw(''));
};

export const executorFor = (dbOrTx: Db): SqlExecutor => ({
  executeSql: async (text, values) => {
    const result = (await dbOrTx.execute(toDrizzleSql(text, values))) as unknown as {
      rows: Record<string, unknown>[];
    };
    return { rows: result.rows };
  },
});

export type OpenDatabaseOptions = {
  databaseUrl?: string | undefined;
  /** Folder for PGlite's files; `undefined` keeps it in memory (tests). */
  pgliteDir?: string | undefined;
  /**
   * An in-memory PGlite starts from this saved data directory (`dumpDataDir`) instead of running
   * initdb: the server tests load one migrated template per run (test/pglite-template.ts).
   */
  pgliteStartFrom?: Blob | undefined;
};

export const openDatabase = async (options: OpenDatabaseOptions): Promise<Database> => {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.pgliteDir, options.pgliteStartFrom);
};

const openPglite = async (
  dir: string | undefined,
  startFrom: Blob | undefined,
): Promise<Database> => {
  if (dir) mkdirSync(dir, { recursive: true });
  // pg_trgm backs the documents list's search; PostgreSQL ships it in contrib.
  const options = { extensions: { pg_trgm }, ...(startFrom ? { loadDataDir: startFrom } : {}) };
  const client = dir ? await PGlite.create(dir, options) : await PGlite.create(options);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    executor: {
      executeSql: async (text, values) => {
        // pg-boss sends multi-statement migration text without values: exec() runs it whole.
        if (values && values.length > 0) {
          const r = await client.query<Record<string, unknown>>(text, values);
          return { rows: r.rows };
        }
        const results = await client.exec(text);
        return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
      },
    },
    query: async <R>(statement: Statement, values: readonly unknown[]) =>
      (await client.query<R>(statement.text, [...values])).rows,
    // PGlite is one process's embedded database: nothing else can migrate it concurrently.
    migrate: async (folder = migrationsFolder) => {
      await migratePglite(drizzlePglite(client), { migrationsFolder: folder });
    },
    close: async () => {
      await client.close();
    },
  };
};

const openPostgres = async (databaseUrl: string): Promise<Database> => {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle client's connection dropping (PostgreSQL restarted) is emitted on the pool; without a
  // listener Node treats it as uncaught and the process dies. The pool drops that client and
  // connects afresh on the next query, so the process rides out a restart (ADR 0049).
  const lost = (error: Error) =>
    console.warn(`PostgreSQL connection lost (${error.message}); reconnecting on the next query`);
  pool.on('error', lost);
  // A client checked out of the pool (a transaction between two statements) has no pool listener:
  // its own one keeps a dropped connection from being uncaught; its query then fails (503).
  pool.on('connect', (client) => client.on('error', lost));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    kind: 'postgres',
    connectionString: databaseUrl,
    db,
    executor: {
      executeSql: async (text, values) => {
        const r = await pool.query(text, values);
        // A multi-statement query answers an array of results: pg-boss wants the last one.
        const last = Array.isArray(r) ? (r.at(-1) as pg.QueryResult) : r;
        return { rows: last?.rows ?? [] };
      },
    },
    query: async <R>(statement: Statement, values: readonly unknown[]) =>
      (await pool.query<R & pg.QueryResultRow>({ ...statement, values: [...values] })).rows,
    // Several web and worker processes may start at once: an advisory lock lets one migrate.
    migrate: async (folder = migrationsFolder) => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(client), { migrationsFolder: folder });
      } finally {
        await client
          .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID])
          .catch(() => undefined);
        client.release();
      }
    },
    close: async () => {
      await pool.end();
    },
  };
};
