import { mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { HEADERS } from '@quire/domain';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { createContext } from '../apps/server/src/context.ts';
import { recipientDataRows, recipientDatas } from '../apps/server/src/db/schema.ts';
import { newKey } from '../apps/server/src/lib/ids.ts';
import { runBulkSendHandler } from '../apps/server/src/modules/bulk-sends/bulk-send-runner.ts';
import { startCluster, type Cluster } from '../apps/server/test/postgres-cluster.ts';
import { signUpAndLogIn } from './bench-user.ts';
import { seedBulkTemplate } from './bulk-send-template.ts';

const round = (v: number) => Math.round(v * 10) / 10;

/**
 * A bulk send of `rows` rows (BENCH_BULK_ROWS, default 2,000) of one template (one 1-page PDF,
 * a signer, a mapped text field and a signature field) through the run-bulk-send handler on
 * PostgreSQL (PGlite without one), type 'create' and then 'create_and_send': packs per second,
 * beside a plain multi-row INSERT of the same rows into a table of their own in the same run.
 */
export const bulkSendBench = async (rows = Number(process.env.BENCH_BULK_ROWS ?? 2000)) => {
  let cluster: Cluster | undefined;
  try {
    cluster = await startCluster();
  } catch {
    cluster = undefined;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'quire-bench-bulk-'));
  const config = loadConfig(
    {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      BULK_SEND_BATCH_SIZE: '100',
      ...(cluster ? { DATABASE_URL: cluster.adminUrl } : {}),
    },
    'bench',
  );
  const { ctx, close } = await createContext(config, { log: pino({ level: 'silent' }) });
  const app = await buildApp(ctx);
  try {
    const login = await signUpAndLogIn(app);
    const accountKey = (
      await ctx.database.query<{ account_key: string }>(
        { text: 'select account_key from user_accounts where key = $1' },
        [login.user_account_key],
      )
    )[0]!.account_key;
    const headers = {
      [HEADERS.sessionToken]: login.session_token,
      [HEADERS.xsrfToken]: login.xsrf_token,
      [HEADERS.appVersion]: 'bench',
    };
    const post = async (url: string, payload: unknown) => {
      const r = await app.inject({ method: 'POST', url, headers, payload: payload as object });
      if (r.statusCode !== 200) throw new Error(`${url}: ${r.body}`);
      return r.json();
    };
    const cells = (i: number) => [`Client ${i}`, `client${i}@example.com`, `Company ${i}`];

    const run = async (type: 'create' | 'create_and_send') => {
      const template = { key: await seedBulkTemplate(ctx, login.user_key, accountKey) };
      const source = newKey();
      await ctx.db.insert(recipientDatas).values({
        key: source,
        account_key: accountKey,
        description: 'Bench clients',
        field_names: ['Name', 'Email', 'Company'],
        field_types: ['text', 'text', 'text'],
        number_of_rows: rows,
      });
      for (let from = 0; from < rows; from += 1000)
        await ctx.db.insert(recipientDataRows).values(
          Array.from({ length: Math.min(1000, rows - from) }, (_, i) => ({
            recipient_data_key: source,
            position: from + i + 1,
            cells: cells(from + i + 1),
          })),
        );
      const saved = await post('/app/bulk_sends/add_update_bulk_send', {
        data: {
          description: `Bench ${type}`,
          bulk_send_type: type,
          template_key: template.key,
          recipient_data_key: source,
        },
      });
      const key = saved.bulk_send.key as string;
      await post(`/app/bulk_sends/${key}/document_mapping/${template.key}`, {
        mapping: {
          data_fields: { company: { column: 'Company' } },
          signatories: { 'signer-1': { name: { column: 'Name' }, email: { column: 'Email' } } },
          cc_recipients: {},
          document_name: { column: 'Name' },
        },
      });
      await post('/app/bulk_sends/add_update_bulk_send', {
        data: { key, description: `Bench ${type}`, status: 'active' },
      });
      // With --expose-gc the heap is sampled after a full collection (what the run keeps alive,
      // every 100 ms); without, every 10 ms as it stands, garbage not yet collected included.
      const gc = global.gc;
      gc?.();
      const heapBefore = process.memoryUsage().heapUsed;
      let heapPeak = heapBefore;
      const sampler = setInterval(
        () => {
          gc?.();
          heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
        },
        gc ? 100 : 10,
      );
      const started = performance.now();
      try {
        await runBulkSendHandler(ctx)(
          { bulk_send_key: key },
          { id: 'bench', retryCount: 0, retryLimit: 0 },
        );
      } finally {
        clearInterval(sampler);
      }
      const seconds = (performance.now() - started) / 1000;
      const [counted] = await ctx.database.query<{ n: number }>(
        {
          text: `select count(*)::int as n from bulk_send_rows where bulk_send_key = $1 and state = 'created'`,
        },
        [key],
      );
      return {
        type,
        created: Number(counted!.n),
        seconds: round(seconds),
        packs_per_second: round(Number(counted!.n) / seconds),
        // Above the heap before the run: flat in the row count when a run holds one batch.
        [gc ? 'peak_live_heap_growth_mb' : 'peak_heap_growth_mb']: round(
          (heapPeak - heapBefore) / 2 ** 20,
        ),
      };
    };

    const baseline = async () => {
      await ctx.database.query(
        { text: 'create table bench_plain (key text primary key, cells jsonb)' },
        [],
      );
      const started = performance.now();
      for (let from = 0; from < rows; from += 1000) {
        const chunk = Array.from({ length: Math.min(1000, rows - from) }, (_, i) => from + i + 1);
        await ctx.database.query(
          {
            text: `insert into bench_plain (key, cells) select * from unnest($1::text[], $2::jsonb[])`,
          },
          [chunk.map(() => newKey()), chunk.map((i) => JSON.stringify(cells(i)))],
        );
      }
      const seconds = (performance.now() - started) / 1000;
      return { rows_per_second: round(rows / seconds) };
    };

    const plain = await baseline();
    const create = await run('create');
    const createAndSend = await run('create_and_send');
    return {
      name: 'bulk-send',
      database: cluster ? 'postgres' : 'pglite',
      rows,
      baseline_plain_insert: plain,
      create,
      create_and_send: createAndSend,
      create_over_baseline: round(plain.rows_per_second / create.packs_per_second),
      create_and_send_over_baseline: round(plain.rows_per_second / createAndSend.packs_per_second),
      load_average: os.loadavg().map(round),
    };
  } finally {
    await app.close();
    await close();
    cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

if (import.meta.url === `file://${process.argv[1]}`)
  console.log(JSON.stringify(await bulkSendBench(), null, 2));
