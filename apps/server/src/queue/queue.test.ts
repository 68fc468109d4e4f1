// @postgres: pg-boss on its own pool, and workers woken across connections.
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { defineJob } from './job-definition.ts';
import { Queue } from './queue.ts';

const tick = defineJob({
  name: 'test-tick',
  payload: z.object({ n: z.number() }),
  retryLimit: 0,
  retryDelaySeconds: 1,
  retryBackoff: false,
  expireInSeconds: 60,
});

const flaky = defineJob({
  name: 'test-flaky',
  payload: z.object({ n: z.number() }),
  retryLimit: 1,
  retryDelaySeconds: 60,
  retryBackoff: false,
  expireInSeconds: 60,
});

let t: TestApp | undefined;
let queue: Queue | undefined;
afterAll(async () => {
  await queue?.stop();
  await t?.close();
});

describe('the job queue', () => {
  it('takes the next waiting job at once: only an empty poll waits the polling interval', async () => {
    t = await createTestApp({ workers: false });
    // An interval far longer than the test may take: five jobs one interval apart would need
    // four minutes, so finishing at all proves a worker does not wait after a job.
    queue = await Queue.start(t.ctx.database, [tick, flaky], pino({ level: 'silent' }), {
      pollingIntervalSeconds: 60,
      supervise: false,
    });
    for (let n = 1; n <= 5; n++) await queue.enqueue(t.ctx.db, tick, { n });
    const done: number[] = [];
    const all = new Promise<void>((resolve) => {
      void queue!.work(tick, async ({ n }) => {
        done.push(n);
        if (done.length === 5) resolve();
      });
    });
    await all;
    expect(done.sort()).toEqual([1, 2, 3, 4, 5]);

    // The worker now waits out its 60 s after an empty poll. A job enqueued here in a transaction
    // that commits a moment later wakes it: the test's 30 s would run out otherwise.
    const sixth = new Promise<void>((resolve) => {
      const check = setInterval(() => {
        if (done.includes(6)) resolve(clearInterval(check));
      }, 20);
    });
    await new Promise((r) => setTimeout(r, 300));
    await t.ctx.db.transaction(async (tx) => {
      await queue!.enqueue(tx, tick, { n: 6 });
      await new Promise((r) => setTimeout(r, 60));
    });
    await sixth;
  }, 30_000);

  it('runs a batch of jobs at once, a failing one retried on its own while the rest complete', async () => {
    for (let n = 1; n <= 4; n++) await queue!.enqueue(t!.ctx.db, flaky, { n });
    const started: number[] = [];
    let running = 0;
    let mostAtOnce = 0;
    const all = new Promise<void>((resolve) => {
      void queue!.work(
        flaky,
        async ({ n }) => {
          started.push(n);
          mostAtOnce = Math.max(mostAtOnce, ++running);
          if (started.length === 4) resolve();
          await new Promise((r) => setTimeout(r, 50));
          running--;
          if (n === 2) throw new Error('refused');
        },
        { batchSize: 4 },
      );
    });
    await all;
    expect(mostAtOnce).toBe(4);
    const states = async () =>
      (
        await t!.ctx.database.executor.executeSql(
          `select data->>'n' as n, state from pgboss.job where name = $1 order by 1`,
          [flaky.name],
        )
      ).rows as { n: string; state: string }[];
    const deadline = Date.now() + 10_000;
    while ((await states()).some((r) => r.state === 'active') && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    expect(await states()).toEqual([
      { n: '1', state: 'completed' },
      { n: '2', state: 'retry' },
      { n: '3', state: 'completed' },
      { n: '4', state: 'completed' },
    ]);
  }, 30_000);
});
