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
    queue = await Queue.start(t.ctx.database, [tick], pino({ level: 'silent' }), {
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
  }, 30_000);
});
