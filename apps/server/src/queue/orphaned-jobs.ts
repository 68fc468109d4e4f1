import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';

/**
 * Jobs whose process died (kill -9, a lost machine) stay `active` in pg-boss until their
 * expireInSeconds pass (up to 15 minutes for a seal) and its supervisor notices. Each working
 * process therefore tags the jobs it takes with its id, and shows it is alive by one connection
 * named after that id; a job tagged by a process with no such connection, seen twice a few seconds
 * apart (a connection blip during a PostgreSQL restart is not a death), goes back to retry at once.
 * Handlers are idempotent (ADR 0049), so a job cut short is safe to run again.
 */
const APPLICATION_PREFIX = 'quire-worker:';

/**
 * A job is fetched (made `active`) and then tagged, in two statements: a process killed between
 * them leaves an active job with no tag. A live process tags within milliseconds, so an untagged
 * job active this long has lost its process.
 */
const UNTAGGED_GRACE_SECONDS = 30;

/** The SQL of the jobs to give back: active, and their owner's connection gone (or never tagged). */
const orphanedWhere = (kind: Database['kind']) => {
  const untagged = `(coalesce(output ? 'quire_worker', false) = false
      and started_on < now() - interval '${UNTAGGED_GRACE_SECONDS} seconds')`;
  return kind === 'postgres'
    ? `state = 'active' and ((output ? 'quire_worker' and not exists (
         select 1 from pg_stat_activity a
         where a.application_name = '${APPLICATION_PREFIX}' || (j.output->>'quire_worker')))
       or ${untagged})`
    : // PGlite is one process's database: every tagged job but this process's own is orphaned.
      `state = 'active' and ((output ? 'quire_worker' and output->>'quire_worker' <> $1)
       or ${untagged})`;
};

export class OrphanedJobs {
  readonly processId = randomUUID();
  private liveness: pg.Client | undefined;
  private timer: NodeJS.Timeout | undefined;
  private suspects = new Set<string>();
  private stopped = false;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Opens the connection that says this process is alive (PostgreSQL only). */
  async start(): Promise<void> {
    if (this.database.kind === 'postgres') await this.connect();
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.database.connectionString,
      application_name: `${APPLICATION_PREFIX}${this.processId}`,
    });
    client.on('error', () => undefined);
    client.on('end', () => {
      if (this.stopped) return;
      this.liveness = undefined;
      setTimeout(() => void this.connect().catch(() => undefined), 1_000).unref();
    });
    try {
      await client.connect();
      this.liveness = client;
    } catch (error) {
      if (this.stopped) return;
      setTimeout(() => void this.connect().catch(() => undefined), 1_000).unref();
      throw error;
    }
  }

  /**
   * Tags a batch of jobs as this process's, before their handlers run: one statement for the
   * batch (a batch of 32 send-mail jobs tagged one by one cost 32 round trips, and split the
   * handlers' own coalesced claims into as many statements).
   */
  async claim(jobIds: readonly string[]): Promise<void> {
    if (jobIds.length === 0) return;
    await this.database.executor.executeSql(
      `update pgboss.job set output = jsonb_build_object('quire_worker', $1::text)
       where id = any($2::uuid[]) and state = 'active'`,
      [this.processId, [...jobIds]],
    );
  }

  /** Checks now and then every `intervalMs`; a job is given back on its second sighting. */
  watch(intervalMs = 5_000): void {
    const tick = () =>
      void this.sweep()
        .catch((error: unknown) => this.log.warn({ err: error }, 'orphaned job check failed'))
        .finally(() => {
          if (!this.stopped) this.timer = setTimeout(tick, intervalMs).unref();
        });
    tick();
  }

  async sweep(): Promise<number> {
    const found = await this.database.executor.executeSql(
      `select id from pgboss.job j where ${orphanedWhere(this.database.kind)}`,
      this.database.kind === 'postgres' ? [] : [this.processId],
    );
    const ids = found.rows.map((r) => String(r.id));
    const confirmed = ids.filter((id) => this.suspects.has(id));
    this.suspects = new Set(ids);
    if (confirmed.length === 0) return 0;
    const given = await this.database.executor.executeSql(
      `update pgboss.job j set
         state = (case when retry_count < retry_limit then 'retry' else 'failed' end)::pgboss.job_state,
         start_after = now(),
         completed_on = case when retry_count < retry_limit then null else now() end,
         output = jsonb_build_object('orphaned_by', output->>'quire_worker')
       where id = any($1::uuid[]) and ${orphanedWhere(this.database.kind).replace('$1', '$2')}
       returning id, name`,
      this.database.kind === 'postgres' ? [confirmed] : [confirmed, this.processId],
    );
    for (const row of given.rows)
      this.log.warn({ job: row.name, id: row.id }, 'job of a stopped process given back');
    return given.rows.length;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.liveness?.end().catch(() => undefined);
  }
}
