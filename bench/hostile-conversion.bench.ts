import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { HEADERS } from '@quire/domain';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { createContext } from '../apps/server/src/context.ts';
import { documents } from '../apps/server/src/db/schema.ts';
import { startWorkers } from '../apps/server/src/workers.ts';
import {
  makeCyclicPageTreePdf,
  makeDeeplyNestedPdf,
  makeFlateBombPdf,
  makeHugeImagePdf,
  makeManyPagesPdf,
} from '../packages/pdf/src/test-fixtures/attack-pdfs.ts';
import { signUpAndLogIn } from './bench-user.ts';
import { percentile, round } from './measure.ts';

const ATTACKS: Record<string, () => Uint8Array> = {
  many_pages_100000: () => makeManyPagesPdf(),
  cyclic_page_tree: makeCyclicPageTreePdf,
  nested_100000_deep: () => makeDeeplyNestedPdf(),
  image_30000x30000: () => makeHugeImagePdf(),
  flate_bomb_1gib: () => makeFlateBombPdf(),
};

/**
 * Sequential GET /app/user for at least `seconds` and until `done()`: p50/p99/max of every
 * request in that time.
 */
const getUserFor = async (
  app: FastifyInstance,
  headers: Record<string, string>,
  seconds: number,
  done: () => boolean = () => true,
) => {
  const samples: number[] = [];
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until || !done()) {
    const start = performance.now();
    const res = await app.inject({ method: 'GET', url: '/app/user', headers });
    samples.push(performance.now() - start);
    if (res.statusCode !== 200) throw new Error(`GET /app/user answered ${res.statusCode}`);
    // app.inject on in-memory PGlite never waits on I/O: without a turn of the event loop the
    // loop would starve the conversion's pipes and timers, as no real client could.
    await new Promise((resolve) => setImmediate(resolve));
  }
  samples.sort((a, b) => a - b);
  return {
    n: samples.length,
    p50_ms: round(percentile(samples, 50)),
    p99_ms: round(percentile(samples, 99)),
    max_ms: round(samples.at(-1)!),
  };
};

/** The three calls of an upload, as the web app makes them; answers the child's key. */
const upload = async (app: FastifyInstance, headers: Record<string, string>, pdf: Uint8Array) => {
  const query = new URLSearchParams({
    filename: 'Hostile.pdf',
    size: String(pdf.length / 1048576),
  });
  const started = (
    await app.inject({ method: 'GET', url: `/app/get_document_upload_url?${query}`, headers })
  ).json();
  await app.inject({
    method: 'PUT',
    url: started.url,
    headers: { 'content-type': 'application/pdf' },
    payload: Buffer.from(pdf),
  });
  const done = await app.inject({
    method: 'POST',
    url: `/app/document_upload_success/${started.redirect_document_key}`,
    headers,
    payload: { file_key: started.file_key },
  });
  return done.json().document.child_document_keys[0] as string;
};

/**
 * Issue 19 item 7: other users' requests while hostile PDFs convert. One process, web and
 * workers together (the default deployment), the embedded database. `GET /app/user` is timed
 * for BENCH_HOSTILE_SECONDS (10) before and after, and during a stream of hostile uploads until
 * each of the five kinds has ended (the kinds in turn, BENCH_HOSTILE_ATTACKERS (2) uploading at
 * once so the conversion queue never runs dry); each conversion is followed to its end, with
 * its time from upload and its message. Default limits.
 */
export const hostileConversionBench = async () => {
  const seconds = Number(process.env.BENCH_HOSTILE_SECONDS ?? 10);
  const attackers = Number(process.env.BENCH_HOSTILE_ATTACKERS ?? 2);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'quire-bench-hostile-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, 'bench');
  const { ctx, close } = await createContext(config, {
    inMemory: true,
    queue: { pollingIntervalSeconds: 0.5 },
    log: pino({ level: 'silent' }),
  });
  const app = await buildApp(ctx);
  await startWorkers(ctx);
  const pdfs = Object.entries(ATTACKS).map(([name, make]) => ({ name, pdf: make() }));
  const outcomes: { kind: string; ms: number; message: string | undefined; state: string }[] = [];
  try {
    const login = await signUpAndLogIn(app);
    const headers = {
      [HEADERS.sessionToken]: login.session_token,
      [HEADERS.xsrfToken]: login.xsrf_token,
    };
    await getUserFor(app, headers, 1); // warm-up
    const before = await getUserFor(app, headers, seconds);

    let stop = false;
    let next = 0;
    const attacker = async () => {
      while (!stop) {
        const { name, pdf } = pdfs[next++ % pdfs.length]!;
        const started = performance.now();
        const childKey = await upload(app, headers, pdf);
        for (;;) {
          const [row] = await ctx.db.select().from(documents).where(eq(documents.key, childKey));
          if (row?.conversion_state === 'done' || row?.conversion_state === 'error') {
            process.stderr.write(
              `hostile-conversion: ${name} ${row.conversion_state} after ${Math.round(performance.now() - started)} ms\n`,
            );
            outcomes.push({
              kind: name,
              ms: Math.round(performance.now() - started),
              message: row.conversion_error?.message,
              state: row.conversion_state,
            });
            break;
          }
          await new Promise((r) => setTimeout(r, 100));
        }
      }
    };
    const attacking = Array.from({ length: attackers }, attacker);
    // Measure once the first conversion is under way.
    while (
      (await ctx.db.select().from(documents).where(eq(documents.conversion_state, 'converting')))
        .length === 0
    )
      await new Promise((r) => setTimeout(r, 20));
    // ... and until every kind has been converted (to its error) at least once.
    const during = await getUserFor(app, headers, seconds, () =>
      Object.keys(ATTACKS).every((kind) => outcomes.some((o) => o.kind === kind)),
    );
    stop = true;
    await Promise.all(attacking);
    const after = await getUserFor(app, headers, seconds);

    const byKind = Object.fromEntries(
      Object.keys(ATTACKS).map((kind) => {
        const runs = outcomes.filter((o) => o.kind === kind);
        return [
          kind,
          {
            conversions: runs.length,
            every_one_an_error: runs.every((o) => o.state === 'error'),
            upload_to_error_ms: runs.map((o) => o.ms),
            messages: [...new Set(runs.map((o) => o.message))],
          },
        ];
      }),
    );
    return {
      name: 'hostile-conversion',
      database: ctx.database.kind,
      limits: config.conversion,
      attackers,
      load_average: loadavg().map((l) => round(l)),
      get_user_before: before,
      get_user_during_hostile_conversions: during,
      get_user_after: after,
      p99_during_over_before: round(during.p99_ms / before.p99_ms),
      conversions: byKind,
    };
  } finally {
    await app.close();
    await close();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

if (import.meta.url === `file://${process.argv[1]}`)
  console.log(JSON.stringify(await hostileConversionBench(), null, 2));
