import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { DEFAULT_PERMISSIONS, HEADERS } from '@quire/domain';
import { listPacksQuery } from '../apps/server/src/modules/documents/document-list-repository.ts';
import { seedListDatabase, type ListDatabase } from './document-list-seed.ts';
import { compareRates, httpRate, injectRate, type Load, type Target } from './throughput.ts';

type Latency = { n: number; p50_ms: number; p99_ms: number; max_ms: number };

const round = (v: number) => Math.round(v * 100) / 100;

/** Sequential requests: the latency one user sees. */
export const latency = async (
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

/**
 * EXPLAIN ANALYZE of the statement a search for `term` runs (as the bench user, an admin of the
 * workspace): the plan's node lines and the execution time, to see which index served it.
 */
const explainSearch = async (db: ListDatabase, term: string) => {
  const { statement, values } = listPacksQuery(
    {
      user_key: db.login.user_key,
      account_key: db.accountKey,
      is_admin: true,
      permissions: DEFAULT_PERMISSIONS,
    },
    { documentType: 'document', status: null, trash: false, term, email: 'bench@example.com' },
    { after: null, offset: 0 },
    26,
    false,
  );
  const plan = (
    await db.client.query(`explain (analyze, costs off) ${statement.text}`, values)
  ).rows.map((r: Record<string, string>) => r['QUERY PLAN']!);
  return plan.filter((line) => /Scan|Execution Time/.test(line)).map((line) => line.trim());
};

/**
 * The documents list at scale on real PostgreSQL: `rows` packs in one workspace (default
 * 1,000,000). Measures p99 latency through app.inject of page 1, of page 1,000 (by keyset
 * cursor), and of two searches; then requests/s of the list beside a Fastify hello-world's, each
 * measured the same way twice over (in process by inject, and over HTTP from a separate load
 * process), with the Quire app's own floors (a route without database, GET /app/user) between.
 * See bench/README.md for what each figure means.
 */
export const documentListBench = async (
  rows = Number(process.env.BENCH_DOCUMENT_ROWS ?? 1_000_000),
) => {
  const db = await seedListDatabase(
    rows,
    process.env.BENCH_PG_TRANSPORT === 'unix' ? 'unix' : 'tcp',
  );
  const hello = Fastify();
  hello.get('/', async () => ({ hello: 'world' }));
  // The same hello-world after one round trip to the same database: what a query costs by itself.
  const ping = { name: 'bench_ping', text: 'select 1 as one' };
  hello.get('/one-query', async () => ({
    hello: (await db.ctx.database.query<{ one: number }>(ping, []))[0]!.one,
  }));
  try {
    const headers = { [HEADERS.sessionToken]: db.login.session_token };
    const get = (u: string): InjectOptions => ({ method: 'GET', url: u, headers });
    const n = 500;
    const page1 = await latency(db.app, n, get('/app/documents'));
    const page1000 = await latency(db.app, n, get(`/app/documents?cursor=${db.page1000Cursor}`));
    const searchRare = await latency(
      db.app,
      n,
      get(`/app/search/documents?search_query=${db.rareTerm}`),
    );
    const searchCommon = await latency(
      db.app,
      n,
      get('/app/search/documents?search_query=contract'),
    );
    // No seeded text holds a 'z'; and a long term whose first trigrams are in every row.
    const searchAbsent = await latency(db.app, n, get('/app/search/documents?search_query=zqzx'));
    const searchLong = await latency(
      db.app,
      n,
      get('/app/search/documents?search_query=signer4999@'),
    );
    const explain = {
      rare: await explainSearch(db, db.rareTerm),
      common: await explainSearch(db, 'contract'),
      absent: await explainSearch(db, 'zqzx'),
      long: await explainSearch(db, 'signer4999@'),
    };

    const targets: Record<string, Target> = {
      hello_world: { app: hello, path: '/', headers: {} },
      hello_world_one_query: { app: hello, path: '/one-query', headers: {} },
      quire_route_without_database: { app: db.app, path: db.noDatabasePath, headers: {} },
      get_user: { app: db.app, path: '/app/user', headers },
      list_page_1: { app: db.app, path: '/app/documents', headers },
      list_page_1000: { app: db.app, path: `/app/documents?cursor=${db.page1000Cursor}`, headers },
    };
    const load: Load = {
      connections: Number(process.env.BENCH_CONNECTIONS ?? 16),
      seconds: Number(process.env.BENCH_SECONDS ?? 3),
    };
    const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
    // Warm up (JIT, the connection pool) first; then the pool's backends are the ones to watch.
    for (const t of Object.values(targets)) await injectRate(t, { ...load, seconds: 0.5 }, []);
    const dbPids = await db.backendPids();
    const inject = await compareRates(targets, (t) => injectRate(t, load, dbPids), rounds);
    await hello.listen({ port: 0, host: '127.0.0.1' });
    await db.app.listen({ port: 0, host: '127.0.0.1' });
    const http = await compareRates(targets, (t) => httpRate(t, load, dbPids), rounds);
    const share = (r: typeof inject) => round(r.list_page_1!.rps / r.hello_world!.rps);

    return {
      name: 'document-list',
      database: db.ctx.database.kind,
      database_transport: db.transport,
      rows,
      seed_seconds: db.seedSeconds,
      insert_seconds: db.insertSeconds,
      page_1: page1,
      page_1000_by_cursor: page1000,
      search_rare_term: { term: db.rareTerm, ...searchRare },
      search_common_term: { term: 'contract', ...searchCommon },
      search_absent_term: { term: 'zqzx', ...searchAbsent },
      search_long_term: { term: 'signer4999@', ...searchLong },
      search_explain: explain,
      throughput_load: { ...load, rounds, pipelining: false },
      throughput_inject: inject,
      throughput_http: http,
      list_share_of_hello_world_inject: share(inject),
      list_share_of_hello_world_http: share(http),
      targets: { page_p99_ms: 20, search_p99_ms: 50, share_of_hello_world: 0.2 },
    };
  } finally {
    await hello.close();
    await db.close();
  }
};

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await documentListBench(), null, 2));
}
