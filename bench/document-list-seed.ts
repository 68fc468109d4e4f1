import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import type { AppContext } from '../apps/server/src/app-context.ts';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { createContext } from '../apps/server/src/context.ts';
import { encodeListCursor } from '../apps/server/src/modules/documents/list-cursor.ts';
import { startCluster } from '../apps/server/test/postgres-cluster.ts';
import { signUpAndLogIn, type BenchLogin } from './bench-user.ts';

export type ListDatabase = {
  url: string;
  ctx: AppContext;
  app: FastifyInstance;
  login: BenchLogin;
  client: pg.Client;
  rows: number;
  /** The bench user's workspace, where every pack is. */
  accountKey: string;
  seedSeconds: number;
  insertSeconds: number;
  /** The cursor that opens page 1,000 of the list. */
  page1000Cursor: string;
  /** A term of four hex letters that matches about 5 names in 65,536: a selective search. */
  rareTerm: string;
  /** A public route on the same app that touches no database: the app's own floor. */
  noDatabasePath: string;
  transport: 'tcp' | 'unix';
  /** The server processes of the app's database connections (for their CPU time). */
  backendPids: () => Promise<number[]>;
  close: () => Promise<void>;
};

const round = (v: number) => Math.round(v * 100) / 100;

type Query = (text: string, values?: unknown[]) => Promise<Record<string, unknown>[]>;

/**
 * `rows` packs in one workspace, inserted set-wise with the secondary indexes dropped and rebuilt
 * afterwards, then vacuumed (it sets the visibility map for index-only scans and keeps autovacuum
 * out of the timings). The same on PostgreSQL and PGlite. Answers the cursor of page 1,000 and a
 * rare search term.
 */
export const seedPacks = async (
  query: Query,
  accountKey: string,
  userKey: string,
  rows: number,
) => {
  const seedStart = performance.now();
  const indexes = (await query(
    `select indexname, indexdef from pg_indexes where tablename = 'documents' and indexname <> 'documents_pkey'`,
  )) as { indexname: string; indexdef: string }[];
  for (const i of indexes) await query(`drop index ${i.indexname}`);
  await query(
    `insert into documents (key, document_name, account_key, created_by, document_type, status,
       search_text, date_created, date_updated)
     select 'bench-' || g, 'Contract ' || substr(md5(g::text), 1, 8), $1, $2,
       case when g % 20 = 0 then 'template' else 'document' end,
       (array['setup','awaiting_signatures','complete','rejected'])[1 + g % 4],
       lower('contract ' || substr(md5(g::text), 1, 8) || E'\\n' || 'signer' || (g % 5000) || '@example.com'),
       now() - make_interval(secs => g), now() - make_interval(secs => g)
     from generate_series(1, $3::int) g`,
    [accountKey, userKey, rows],
  );
  const insertSeconds = round((performance.now() - seedStart) / 1000);
  for (const i of indexes) await query(i.indexdef);
  await query('vacuum analyze documents');
  const seedSeconds = round((performance.now() - seedStart) / 1000);
  const [page1000Row] = (await query(
    `select key, to_char(date_updated at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as t
     from documents where document_pack_key is null and account_key = $1
       and document_type = 'document' and is_deleted = false
     order by date_updated desc, key desc offset $2 limit 1`,
    [accountKey, 999 * 25 - 1],
  )) as { key: string; t: string }[];
  const [rare] = (await query(`select substr(md5('777'), 3, 4) as term`)) as { term: string }[];
  return {
    seedSeconds,
    insertSeconds,
    page1000Cursor: encodeListCursor({ date_updated: page1000Row!.t, key: page1000Row!.key }),
    rareTerm: rare!.term,
  };
};

/**
 * A throwaway PostgreSQL cluster with `rows` packs in the bench user's workspace, inserted
 * set-wise with the secondary indexes rebuilt afterwards and the table vacuumed, and the Quire
 * app built on it.
 */
export const seedListDatabase = async (
  rows: number,
  transport: 'tcp' | 'unix' = 'tcp',
): Promise<ListDatabase> => {
  if (rows < 25_000) throw new Error('page 1,000 needs at least 25,000 rows');
  const cluster = await startCluster();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'quire-bench-'));
  const admin = new pg.Client({ connectionString: cluster.adminUrl });
  await admin.connect();
  await admin.query('create database quire_bench');
  const socketDir = (await admin.query('show unix_socket_directories')).rows[0]
    .unix_socket_directories as string;
  await admin.end();
  const tcp = new URL(cluster.adminUrl);
  tcp.pathname = '/quire_bench';
  // The unix socket when asked: what a database on the same machine would normally be reached by.
  const url = new URL(
    transport === 'unix'
      ? `postgres://postgres@localhost/quire_bench?host=${encodeURIComponent(socketDir)}&port=${tcp.port}`
      : tcp.toString(),
  );

  const config = loadConfig(
    { DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: url.toString() },
    'bench',
  );
  const { ctx, close } = await createContext(config, { log: pino({ level: 'silent' }) });
  const app = await buildApp(ctx);
  const noDatabasePath = '/bench/no-database';
  app.get(noDatabasePath, { config: { auth: 'public' } }, async () => ({ success: true }));
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  const closeAll = async () => {
    await client.end();
    await app.close();
    await close();
    cluster.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const login = await signUpAndLogIn(app);
    const { account_key: accountKey } = (
      await client.query('select account_key from user_accounts where key = $1', [
        login.user_account_key,
      ])
    ).rows[0];

    const seeded = await seedPacks(
      async (text, values = []) => (await client.query(text, values)).rows,
      accountKey,
      login.user_key,
      rows,
    );
    return {
      url: url.toString(),
      ctx,
      app,
      login,
      client,
      rows,
      accountKey,
      ...seeded,
      noDatabasePath,
      transport,
      backendPids: async () =>
        (
          await client.query(
            `select pid from pg_stat_activity where datname = 'quire_bench' and pid <> pg_backend_pid()`,
          )
        ).rows.map((r) => r.pid as number),
      close: closeAll,
    };
  } catch (e) {
    await closeAll();
    throw e;
  }
};
