import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import { executorFor, type Database, type Db } from '../db/database.ts';
import type { JobDefinition, JobHandler } from './job-definition.ts';
import { OrphanedJobs } from './orphaned-jobs.ts';
import { reportJobFailure } from '../modules/monitoring/report-job-failure.ts';

export type QueueOptions = {
  /** Seconds between polls for new jobs (pg-boss minimum 0.5). */
  pollingIntervalSeconds?: number;
  /** Runs pg-boss maintenance and schedules; off for web-only processes. */
  supervise?: boolean;
};

/**
 * pg-boss on either database. The same queue runs on PGlite (through the raw executor) and on
 * PostgreSQL (pg-boss's own pool). Jobs are enqueued through whatever transaction the caller
 * holds, so a job exists exactly when the change that caused it was committed.
 */
/**
 * When a job enqueued here wakes this process's workers of its queue. Enqueued in a transaction,
 * the job is visible only once the caller commits, which this class cannot see: a worker woken
 * before the commit finds nothing, so it is woken again a moment later.
 */
export const WAKE_AFTER_MS = [25, 250] as const;

export class Queue {
  private orphans: Promise<OrphanedJobs> | undefined;
  /** This process's pg-boss workers by queue name (work()). */
  private readonly localWorkers = new Map<string, string[]>();
  /** Queues with a wake already on its way. */
  private readonly waking = new Set<string>();

  private constructor(
    private readonly boss: PgBoss,
    private readonly pollingIntervalSeconds: number,
    private readonly log: FastifyBaseLogger,
    private readonly database: Database,
  ) {}

  /** The first work() makes this a working process: it shows it is alive and reclaims the dead's jobs. */
  private workingProcess(): Promise<OrphanedJobs> {
    this.orphans ??= (async () => {
      const orphans = new OrphanedJobs(this.database, this.log);
      await orphans.start();
      orphans.watch();
      return orphans;
    })();
    return this.orphans;
  }

  static async start(
    database: Database,
    definitions: JobDefinition<unknown>[],
    log: FastifyBaseLogger,
    options: QueueOptions = {},
  ): Promise<Queue> {
    const supervise = options.supervise ?? true;
    const common = { schema: 'pgboss', supervise, schedule: supervise, migrate: true } as const;
    const boss =
      database.kind === 'postgres' && database.connectionString
        ? new PgBoss({ ...common, connectionString: database.connectionString, max: 4 })
        : new PgBoss({ ...common, db: database.executor });
    boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
    await boss.start();
    for (const d of definitions) {
      const queueOptions = {
        name: d.name,
        retryLimit: d.retryLimit,
        retryDelay: d.retryDelaySeconds,
        retryBackoff: d.retryBackoff,
        expireInSeconds: d.expireInSeconds,
      };
      const existing = await boss.getQueue(d.name);
      if (existing) await boss.updateQueue(d.name, queueOptions);
      else await boss.createQueue(d.name, queueOptions);
    }
    return new Queue(boss, options.pollingIntervalSeconds ?? 2, log, database);
  }

  /** Enqueue inside the caller's transaction (or on the plain connection when given `db`). */
  async enqueue<P>(
    dbOrTx: Db,
    job: JobDefinition<P>,
    payload: P,
    options: { startAfter?: Date } = {},
  ): Promise<string | null> {
    const data = job.payload.parse(payload) as object;
    const id = await this.boss.send(job.name, data, {
      db: executorFor(dbOrTx),
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
    });
    if (!options.startAfter || options.startAfter.getTime() <= Date.now()) this.wake(job.name);
    return id;
  }

  /**
   * A worker of this process waits up to its polling interval (2 s) before it looks for new jobs:
   * an upload's conversion, a signer's mail or a pack's seal enqueued here is started at once
   * instead. Jobs enqueued by another process (a separate --role=web) still wait for the poll.
   */
  private wake(name: string): void {
    const workers = this.localWorkers.get(name);
    if (!workers || this.waking.has(name)) return;
    this.waking.add(name);
    const notify = () => {
      for (const id of workers) this.boss.notifyWorker(id);
    };
    for (const [i, ms] of WAKE_AFTER_MS.entries())
      setTimeout(() => {
        if (i === 0) this.waking.delete(name);
        notify();
      }, ms).unref();
  }

  /** One job per payload in one statement, through the caller's transaction like enqueue. */
  async enqueueMany<P>(dbOrTx: Db, job: JobDefinition<P>, payloads: readonly P[]): Promise<void> {
    if (payloads.length === 0) return;
    await this.boss.insert(
      payloads.map((p) => ({ name: job.name, data: job.payload.parse(p) as object })),
      { db: executorFor(dbOrTx) },
    );
    this.wake(job.name);
  }

  /**
   * Runs `handler` for each job of `job.name` on one pg-boss worker. pg-boss waits out the rest of
   * its polling interval after every fetch, even one that found a job, so a worker that sealed a
   * document in 0.3 s sat idle for 1.7 s with more waiting. A worker that handled a job asks for
   * the next one at once (notifyWorker skips that wait); only an empty fetch waits the interval.
   *
   * `batchSize` > 1 fetches that many jobs in one query and runs them at once, each failing on
   * its own (pg-boss then completes the rest in one query): for short jobs that mostly wait on
   * another server, such as sending a mail, without one polling worker per job in flight.
   */
  async work<P>(
    job: JobDefinition<P>,
    handler: JobHandler<P>,
    { batchSize = 1 }: { batchSize?: number } = {},
  ): Promise<void> {
    // Known once work() answers; the first fetch's handler runs after that.
    const worker: { id?: string } = {};
    const orphans = await this.workingProcess();
    const runOne = async (j: PgBoss.JobWithMetadata<object>) => {
      try {
        await handler(job.payload.parse(j.data), {
          id: j.id,
          retryCount: j.retryCount,
          retryLimit: j.retryLimit,
        });
      } catch (error) {
        this.log.warn({ err: error, job: job.name, id: j.id, retry: j.retryCount }, 'job failed');
        if (j.retryCount >= j.retryLimit) reportJobFailure(error, { name: job.name, id: j.id });
        // pg-boss's own completion of the batch leaves a failed job alone (it is no longer active).
        await this.boss.fail(job.name, j.id, error as object);
      }
    };
    worker.id = await this.boss.work<object>(
      job.name,
      { pollingIntervalSeconds: this.pollingIntervalSeconds, includeMetadata: true, batchSize },
      async (jobs) => {
        if (worker.id && jobs.length > 0) this.boss.notifyWorker(worker.id);
        try {
          await orphans.claim(jobs.map((j) => j.id));
        } catch (error) {
          // Untagged, a job of a process that dies is freed by pg-boss's expiry instead.
          this.log.warn({ err: error, job: job.name }, 'could not tag jobs as this process');
        }
        await Promise.all(jobs.map(runOne));
      },
    );
    this.localWorkers.set(job.name, [...(this.localWorkers.get(job.name) ?? []), worker.id]);
  }

  /** A recurring job (cron, UTC). pg-boss keeps one schedule however many workers start. */
  async schedule<P>(job: JobDefinition<P>, cron: string, payload: P): Promise<void> {
    await this.boss.schedule(job.name, cron, job.payload.parse(payload) as object, { tz: 'UTC' });
  }

  private stopRequested = false;

  /** True once stop() began: long handlers (a bulk send run) end between their steps. */
  get stopping(): boolean {
    return this.stopRequested;
  }

  async stop(): Promise<void> {
    this.stopRequested = true;
    await (await this.orphans)?.stop();
    await this.boss.stop({ graceful: true, timeout: 5_000, wait: true, close: true });
  }
}
