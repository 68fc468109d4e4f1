// @postgres: jobs of a dead process given back by SQL sent as written, on pg-boss's pool.
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { defineJob } from './job-definition.ts';
import { OrphanedJobs } from './orphaned-jobs.ts';
import { Queue } from './queue.ts';

const chore = defineJob({
  name: 'test-chore',
  payload: z.object({ n: z.number() }),
  retryLimit: 2,
  retryDelaySeconds: 60,
  retryBackoff: false,
  expireInSeconds: 900,
});

let t: TestApp | undefined;
let queue: Queue | undefined;
afterAll(async () => {
  await queue?.stop();
  await t?.close();
});

const stateOf = async (id: string) =>
  (await t!.ctx.database.executor.executeSql(`select state from pgboss.job where id = $1`, [id]))
    .rows[0]?.state;

describe('jobs of a process that died', () => {
  it('gives back an active job never tagged (killed between fetch and tag) once it is 30 s old', async () => {
    t = await createTestApp({ workers: false });
    queue = await Queue.start(t.ctx.database, [chore], pino({ level: 'silent' }), {
      supervise: false,
    });
    await queue.enqueue(t.ctx.db, chore, { n: 1 });
    await queue.enqueue(t.ctx.db, chore, { n: 2 });
    // A process fetched both (pg-boss made them active) and died before tagging them.
    const fetched = await t.ctx.database.executor.executeSql(
      `update pgboss.job set state = 'active', started_on = now(), output = null
       where name = 'test-chore' returning id`,
      [],
    );
    const [old, fresh] = fetched.rows.map((r) => String(r.id));
    await t.ctx.database.executor.executeSql(
      `update pgboss.job set started_on = now() - interval '31 seconds' where id = $1`,
      [old],
    );
    const sweeper = new OrphanedJobs(t.ctx.database, pino({ level: 'silent' }));
    // Seen once is only a suspect; seen again, given back.
    expect(await sweeper.sweep()).toBe(0);
    expect(await sweeper.sweep()).toBe(1);
    expect(await stateOf(old!)).toBe('retry');
    // A job fetched a moment ago may be about to be tagged by a live process: left alone.
    expect(await stateOf(fresh!)).toBe('active');
  });
});
