import { cpus, loadavg } from 'node:os';
import { startWorkers } from '../apps/server/src/workers.ts';
import { trackMemory } from './mail-bench-parts.ts';
import { SEAL_QUEUE_PAGES, seedSealQueue } from './seal-queue-seed.ts';

const round = (v: number) => Math.round(v * 10) / 10;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Long enough for 1,000 documents at a few per minute: the bench reports, it does not hang. */
const DEADLINE_MS = Number(process.env.BENCH_SEAL_QUEUE_DEADLINE_S ?? 1800) * 1000;

type Row = Record<string, unknown>;

/**
 * Sealing `packs` queued documents of 5 pages (BENCH_SEAL_PAGES) (default 1,000) through the seal-document job on
 * PostgreSQL (PGlite without one), with the workers started as the server starts them
 * (startWorkers: seal-document × SEAL_WORKER_CONCURRENCY, and the mail workers the final mails
 * go to). Times from the workers' start until every pack has its final file: documents per
 * minute. Then waits for the queue to settle and reports, never asserts by time, the jobs by
 * state (none may be left created, active or retry), the packs with a final file and the
 * seal jobs' own durations.
 */
export const sealQueueBench = async (
  packs = Number(process.env.BENCH_SEAL_PACKS ?? 1000),
  env: Record<string, string> = process.env.SEAL_WORKER_CONCURRENCY
    ? { SEAL_WORKER_CONCURRENCY: process.env.SEAL_WORKER_CONCURRENCY }
    : {},
) => {
  const queue = await seedSealQueue(packs, env);
  const { ctx } = queue;
  const query = (text: string, values: unknown[] = []) => ctx.database.query<Row>({ text }, values);
  const sealed = async () =>
    Number(
      (
        await query(
          `select count(*)::int as n from documents
           where document_pack_key is null and final_file_key is not null and key = any($1)`,
          [queue.packKeys],
        )
      )[0]!.n,
    );
  try {
    const load = loadavg()[0]!;
    const cpu = process.cpuUsage();
    const memory = trackMemory();
    const started = performance.now();
    await startWorkers(ctx);
    let done = 0;
    while (done < packs && performance.now() - started < DEADLINE_MS) {
      await sleep(200);
      done = await sealed();
    }
    const elapsedMs = performance.now() - started;
    const used = process.cpuUsage(cpu);
    const memoryUse = memory();

    // pg-boss marks a job completed just after its handler returns: let the last ones land.
    const states = async () =>
      Object.fromEntries(
        (
          await query(
            `select state, count(*)::int as n from pgboss.job where name = 'seal-document' group by state`,
          )
        ).map((r) => [r.state as string, Number(r.n)]),
      ) as Record<string, number>;
    let jobs = await states();
    for (let i = 0; i < 50 && (jobs.active ?? 0) + (jobs.created ?? 0) > 0; i++) {
      await sleep(200);
      jobs = await states();
    }
    const [durations] = await query(
      `select percentile_cont(0.5) within group (order by ms) as p50,
              percentile_cont(0.95) within group (order by ms) as p95, max(ms) as max
       from (select extract(epoch from (completed_on - started_on)) * 1000 as ms
             from pgboss.job where name = 'seal-document' and state = 'completed') t`,
    );
    const mails = await query(
      `select count(*)::int as n from mails where kind = 'final_documents'`,
    );
    const stuck = (jobs.created ?? 0) + (jobs.active ?? 0) + (jobs.retry ?? 0);
    return {
      name: 'seal-queue',
      database: queue.database,
      documents: packs,
      pages_per_document: SEAL_QUEUE_PAGES,
      seal_worker_concurrency: ctx.config.sealWorkerConcurrency,
      seed_s: queue.seedSeconds,
      sealed_documents: done,
      elapsed_s: round(elapsedMs / 1000),
      documents_per_minute: round((done / elapsedMs) * 60_000),
      // Resident set of the process (seal workers, their image thread, the queue) while sealing.
      memory: memoryUse,
      process_cpu_percent: round(((used.user + used.system) / 1000 / elapsedMs) * 100),
      job_ms: {
        p50: round(Number(durations?.p50 ?? 0)),
        p95: round(Number(durations?.p95 ?? 0)),
        max: round(Number(durations?.max ?? 0)),
      },
      jobs_by_state: jobs,
      stuck_jobs: stuck,
      packs_without_final: packs - (await sealed()),
      final_mails_queued: Number(mails[0]!.n),
      machine: {
        cores: cpus().length,
        load_average_at_start: round(load),
        load_average_at_end: round(loadavg()[0]!),
      },
      checks: { no_job_stuck: stuck === 0, every_pack_sealed: done === packs },
    };
  } finally {
    await queue.close();
  }
};

if (import.meta.url === `file://${process.argv[1]}`)
  console.log(JSON.stringify(await sealQueueBench(), null, 2));
