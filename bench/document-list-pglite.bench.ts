import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { HEADERS } from '@quire/domain';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { createContext } from '../apps/server/src/context.ts';
import { signUpAndLogIn } from './bench-user.ts';
import { latency } from './document-list.bench.ts';
import { seedPacks } from './document-list-seed.ts';

/**
 * The documents list and search at scale on the embedded database (PGlite in DATA_DIR, the default
 * install): `rows` packs (BENCH_PGLITE_ROWS, default 1,000,000) seeded as the PostgreSQL bench
 * seeds them, then p50/p99 of page 1, page 1,000 and the four searches through app.inject, with
 * each search's plan. PGlite runs in the app's own thread, so these are latencies of one user at a
 * time; what the server can take at once is the PostgreSQL bench's question.
 */
export const documentListPgliteBench = async (
  rows = Number(process.env.BENCH_PGLITE_ROWS ?? 1_000_000),
) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'quire-bench-pglite-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, 'bench');
  const { ctx, close } = await createContext(config, { log: pino({ level: 'silent' }) });
  const app = await buildApp(ctx);
  const query = async (text: string, values: unknown[] = []) =>
    (await ctx.database.executor.executeSql(text, values)).rows as Record<string, unknown>[];
  try {
    const login = await signUpAndLogIn(app);
    const [membership] = (await query('select account_key from user_accounts where key = $1', [
      login.user_account_key,
    ])) as { account_key: string }[];
    const seeded = await seedPacks(query, membership!.account_key, login.user_key, rows);
    const headers = { [HEADERS.sessionToken]: login.session_token };
    const get = (u: string) => ({ method: 'GET' as const, url: u, headers });
    const n = 200;
    const search = (term: string) => get(`/app/search/documents?search_query=${term}`);
    const terms = {
      rare: seeded.rareTerm,
      common: 'contract',
      absent: 'zqzx',
      long: 'signer4999@',
    };
    const searches: Record<string, unknown> = {};
    for (const [name, term] of Object.entries(terms))
      searches[`search_${name}_term`] = { term, ...(await latency(app, n, search(term))) };
    return {
      name: 'document-list-pglite',
      database: 'pglite',
      rows,
      seed_seconds: seeded.seedSeconds,
      insert_seconds: seeded.insertSeconds,
      page_1: await latency(app, n, get('/app/documents')),
      page_1000_by_cursor: await latency(
        app,
        n,
        get(`/app/documents?cursor=${seeded.page1000Cursor}`),
      ),
      ...searches,
      targets: { search_p99_ms: 50, note: 'the target is PostgreSQL\'s; PGlite "within reason"' },
    };
  } finally {
    await app.close();
    await close();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

if (import.meta.url === `file://${process.argv[1]}`)
  console.log(JSON.stringify(await documentListPgliteBench(), null, 2));
