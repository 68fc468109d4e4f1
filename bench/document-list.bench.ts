import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { HEADERS } from '@quire/domain';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { createContext } from '../apps/server/src/context.ts';
import { encodeListCursor } from '../apps/server/src/modules/documents/list-cursor.ts';
import { startCluster } from '../apps/server/test/postgres-cluster.ts';
import { signUpAndLogIn } from './bench-user.ts';

type Latency = { n: number; p50_ms: number; p99_ms: number; max_ms: number };

const round = (v: number) => Math.round(v * 100) / 100;

/** Sequential requests: the latency one user sees. */
const latency = async (
  app: FastifyInstance,
  n: number,
  request: InjectOptions,
): Promise<Latency> => {
  for (let i = 0; i < 20; i++) await app.inject(request);
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    const r = await app.inject(request);
    samples.push(performance.now() - start);
    if (r.statusCode !== 200) throw new Error(`${request.url} answered ${r.statusCode}: ${r.body}`);
  }
  samples.sort((a, b) => a - b);
  const at = (p: number) => round(samples[Math.min(n - 1, Math.floor(p * n))]!);
  return { n, p50_ms: at(0.5), p99_ms: at(0.99), max_ms: round(samples.at(-1)!) };
};

/** Requests per second with `concurrency` requests in flight, for `seconds`. */
const throughput = async (
  app: FastifyInstance,
  request: InjectOptions,
  seconds = 5,
  concurrency = 16,
): Promise<number> => {
  let done = 0;
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        await app.inject(request);
        done++;
      }
    }),
  );
  return Math.round(done / seconds);
};

/**
 * The documents list at scale on real PostgreSQL: `rows` packs in one workspace (default
 * 1,000,000), inserted set-wise with the indexes rebuilt afterwards. Measures p99 latency
 * through app.inject of page 1, of page 1,000 (by keyset cursor), and of a search, and the
 * list's requests/s beside a Fastify hello-world's in the same run.
 */
export const documentListBench = async (
  rows = Number(process.env.BENCH_DOCUMENT_ROWS ?? 1_000_000),
) => {
  const cluster = await startCluster();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'quire-bench-'));
  const admin = new pg.Client({ connectionString: cluster.adminUrl });
  await admin.connect();
  await admin.query('create database quire_bench');
  await admin.end();
  const url = new URL(cluster.adminUrl);
  url.pathname = '/quire_bench';
  const config = loadConfig(
    { DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: url.toString() },
    'bench',
  );
  const { ctx, close } = await createContext(config, { log: pino({ level: 'silent' }) });
  const app = await buildApp(ctx);
  const hello = Fastify();
  hello.get('/', async () => ({ hello: 'world' }));
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const login = await signUpAndLogIn(app);
    const headers = { [HEADERS.sessionToken]: login.session_token };
    const { account_key: accountKey } = (
      await client.query('select account_key from user_accounts where key = $1', [
        login.user_account_key,
      ])
    ).rows[0];

    // Bulk load: drop the secondary indexes, insert set-wise, rebuild them, analyse.
    const seedStart = performance.now();
    const indexes = (
      await client.query(
        `select indexname, indexdef from pg_indexes where tablename = 'documents' and indexname <> 'documents_pkey'`,
      )
    ).rows as { indexname: string; indexdef: string }[];
    for (const i of indexes) await client.query(`drop index ${i.indexname}`);
    await client.query(
      `insert into documents (key, document_name, account_key, created_by, document_type, status,
         search_text, date_created, date_updated)
       select 'bench-' || g, 'Contract ' || substr(md5(g::text), 1, 8), $1, $2,
         case when g % 20 = 0 then 'template' else 'document' end,
         (array['setup','awaiting_signatures','complete','rejected'])[1 + g % 4],
         lower('contract ' || substr(md5(g::text), 1, 8) || E'\\n' || 'signer' || (g % 5000) || '@example.com'),
         now() - make_interval(secs => g), now() - make_interval(secs => g)
       from generate_series(1, $3::int) g`,
      [accountKey, login.user_key, rows],
    );
    const insertedMs = performance.now() - seedStart;
    for (const i of indexes) await client.query(i.indexdef);
    // Vacuum too: it sets the visibility map (index-only scans) and keeps autovacuum out of the timings.
    await client.query('vacuum analyze documents');
    const seedSeconds = round((performance.now() - seedStart) / 1000);

    const page1000Row = (
      await client.query(
        `select key, to_char(date_updated at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as t
         from documents where document_pack_key is null and account_key = $1
           and document_type = 'document' and is_deleted = false
         order by date_updated desc, key desc offset $2 limit 1`,
        [accountKey, 999 * 25 - 1],
      )
    ).rows[0] as { key: string; t: string };
    const cursor = encodeListCursor({ date_updated: page1000Row.t, key: page1000Row.key });
    // A term of four hex letters matches about 5 names in 65,536: a selective search.
    const rare = (await client.query(`select substr(md5('777'), 3, 4) as term`)).rows[0].term;
    const get = (u: string): InjectOptions => ({ method: 'GET', url: u, headers });
    const n = 500;
    const page1 = await latency(app, n, get('/app/documents'));
    const page1000 = await latency(app, n, get(`/app/documents?cursor=${cursor}`));
    const searchRare = await latency(app, n, get(`/app/search/documents?search_query=${rare}`));
    const searchCommon = await latency(app, n, get('/app/search/documents?search_query=contract'));
    const helloRps = await throughput(hello, { method: 'GET', url: '/' });
    const listRps = await throughput(app, get('/app/documents'));
    // What any authenticated call costs here (session, membership): the list's floor.
    const userRps = await throughput(app, get('/app/user'));
    return {
      name: 'document-list',
      database: ctx.database.kind,
      rows,
      seed_seconds: seedSeconds,
      insert_seconds: round(insertedMs / 1000),
      page_1: page1,
      page_1000_by_cursor: page1000,
      search_rare_term: { term: rare, ...searchRare },
      search_common_term: { term: 'contract', ...searchCommon },
      hello_world_rps: helloRps,
      authenticated_get_user_rps: userRps,
      list_page_1_rps: listRps,
      list_share_of_hello_world: round(listRps / helloRps),
      targets: { page_p99_ms: 20, search_p99_ms: 50, share_of_hello_world: 0.2 },
    };
  } finally {
    await client.end();
    await hello.close();
    await app.close();
    await close();
    cluster.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await documentListBench(), null, 2));
}
