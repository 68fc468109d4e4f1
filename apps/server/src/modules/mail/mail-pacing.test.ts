// @postgres: a domain's counters upserted by workers at once.
import { createElement } from 'react';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mails } from '../../db/schema.ts';
import { sendMailJob } from '../../jobs/send-mail.job.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { startSmtpSink } from '../../../test/smtp-sink.ts';
import { enqueueMail } from './enqueue-mail.ts';
import { VerifyEmailMail } from './templates/verify-email-mail.tsx';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

const HOUR_MS = 3_600_000;

beforeAll(async () => {
  // The test's counts hold within one hour window: starting in an hour's last seconds, it
  // waits for the next hour rather than see its window turn half-way.
  while (HOUR_MS - (Date.now() % HOUR_MS) < 30_000) await new Promise((r) => setTimeout(r, 500));
  smtp = await startSmtpSink();
  t = await createTestApp({
    env: { SMTP_URL: smtp.url, MAIL_DOMAIN_RATE: 'slow.test=2/h' },
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const waitUntil = async (check: () => Promise<boolean>, timeoutMs = 20_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
};

const sql = async <R>(text: string, values: unknown[] = []) =>
  (await t.ctx.database.executor.executeSql(text, values)).rows as R[];

/** Each mail's status and its send job still waiting, with the time it waits for. */
const stateOf = async (keys: string[]) => {
  const rows = await t.ctx.db
    .select({ key: mails.key, status: mails.status, attempts: mails.attempts })
    .from(mails)
    .where(inArray(mails.key, keys));
  const waiting = await sql<{ key: string; start_after: Date }>(
    `select data->>'mail_key' as key, start_after from pgboss.job
     where name = $1 and state = 'created' and data->>'mail_key' = any($2)`,
    [sendMailJob.name, keys],
  );
  return rows.map((r) => ({
    ...r,
    waitsFor: waiting.find((w) => w.key === r.key)?.start_after,
  }));
};

const send = (to: string) =>
  t.ctx.db.transaction((tx) =>
    enqueueMail(tx, t.ctx.queue, {
      to,
      kind: 'test',
      subject: `Paced ${to}`,
      body: createElement(VerifyEmailMail, { fullName: 'P', verifyUrl: 'http://x' }),
    }),
  );

describe('per-domain mail pacing (MAIL_DOMAIN_RATE)', () => {
  it('delays the mails over a domain budget to its next window while other domains flow', async () => {
    const slow: string[] = [];
    const fast: string[] = [];
    for (let i = 0; i < 5; i++) {
      slow.push(await send(`s${i}@slow.test`));
      fast.push(await send(`f${i}@fast.test`));
    }
    const nextHour = Math.floor(Date.now() / HOUR_MS) * HOUR_MS + HOUR_MS;
    await waitUntil(async () => {
      const s = await stateOf(slow);
      const f = await stateOf(fast);
      return (
        f.every((m) => m.status === 'sent') &&
        s.filter((m) => m.status === 'sent').length === 2 &&
        s.filter((m) => m.waitsFor !== undefined).length === 3
      );
    });
    const delayed = (await stateOf(slow)).filter((m) => m.status !== 'sent');
    // Waiting, not failed: queued, no attempt spent, each job starting with a window that has
    // room: two in the next hour, the third in the hour after.
    for (const m of delayed) expect(m).toMatchObject({ status: 'queued', attempts: 0 });
    expect(delayed.map((m) => m.waitsFor!.getTime()).sort()).toEqual([
      nextHour,
      nextHour,
      nextHour + HOUR_MS,
    ]);
    expect(smtp.received.filter((m) => m.to[0]!.endsWith('@fast.test'))).toHaveLength(5);
    expect(smtp.received.filter((m) => m.to[0]!.endsWith('@slow.test'))).toHaveLength(2);

    // The hour passes: its counter is gone and the waiting jobs are due. Two more fit in the
    // new window; the last waits again for the one after it.
    await sql(`delete from rate_limits where bucket = 'mail:slow.test'`);
    await sql(
      `update pgboss.job set start_after = now() where name = $1 and state = 'created' and data->>'mail_key' = any($2)`,
      [sendMailJob.name, slow],
    );
    await waitUntil(async () => {
      const s = await stateOf(slow);
      return (
        s.filter((m) => m.status === 'sent').length === 4 &&
        s.filter((m) => m.waitsFor !== undefined).length === 1
      );
    });
    const [last] = (await stateOf(slow)).filter((m) => m.status !== 'sent');
    expect(last).toMatchObject({ status: 'queued', attempts: 0 });
    expect(last!.waitsFor!.getTime()).toBeGreaterThan(Date.now());
    expect(last!.waitsFor!.getTime() % HOUR_MS).toBe(0);

    await sql(`delete from rate_limits where bucket = 'mail:slow.test'`);
    await sql(`update pgboss.job set start_after = now() where name = $1 and state = 'created'`, [
      sendMailJob.name,
    ]);
    await waitUntil(async () => (await stateOf(slow)).every((m) => m.status === 'sent'));
    const slowReceived = smtp.received.filter((m) => m.to[0]!.endsWith('@slow.test'));
    expect(slowReceived.map((m) => m.to[0]).sort()).toEqual(
      [0, 1, 2, 3, 4].map((i) => `s${i}@slow.test`),
    );
  }, 60_000);
});
