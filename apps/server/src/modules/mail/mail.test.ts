// @postgres: runs of one mail's job at once claim it once (many connections).
import { appendFile } from 'node:fs/promises';
import { createElement } from 'react';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mails } from '../../db/schema.ts';
import { sendMailJob } from '../../jobs/send-mail.job.ts';
import { call, createTestApp, waitForMail, type TestApp } from '../../../test/test-app.ts';
import { startSmtpSink } from '../../../test/smtp-sink.ts';
import { newKey } from '../../lib/ids.ts';
import { insertBlob } from '../storage/blob-repository.ts';
import { enqueueMail } from './enqueue-mail.ts';
import { insertMail } from './mail-repository.ts';
import { acceptedBefore, mailJournalPath } from './mail-acceptance-journal.ts';
import { messageIdOf, sendMailHandler } from './send-mail-handler.ts';
import { VerifyEmailMail } from './templates/verify-email-mail.tsx';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'Quire Tests <sign@quire.test>' },
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const waitUntil = async (check: () => Promise<boolean> | boolean, timeoutMs = 15_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
};

const jobsOf = async (mailKey: string) =>
  (
    await t.ctx.database.executor.executeSql(
      `select state, retry_count, start_after > now() as later from pgboss.job where name = $1 and data->>'mail_key' = $2`,
      [sendMailJob.name, mailKey],
    )
  ).rows as { state: string; retry_count: number; later: boolean }[];

/** A send-mail handler on the test app's database and SMTP transport, as workers.ts makes it. */
const handlerOfTheApp = (extra: Partial<Parameters<typeof sendMailHandler>[0]> = {}) =>
  sendMailHandler({
    db: t.ctx.db,
    transport: t.ctx.mailTransport,
    mailFrom: t.ctx.config.mailFrom,
    publicUrl: t.ctx.config.publicUrl,
    log: t.ctx.log,
    ...extra,
  });

describe('mail through SMTP', () => {
  it('delivers the sign-up verification mail over a real SMTP exchange', async () => {
    await call(t.app, 'POST', '/app/auth/sign_up', {
      body: { full_name: 'Mia Mailer', email_address: 'mia@example.com', password: 'abcdef' },
    });
    const mail = await waitForMail(t.ctx, 'mia@example.com', 'verify_email');
    expect(mail.status).toBe('sent');
    const got = smtp.received.find((m) => m.to.includes('mia@example.com'));
    expect(got?.from).toBe('sign@quire.test');
    expect(got?.raw).toContain('Subject: Verify your email address for Quire');
    expect(got?.raw).toContain(`Message-ID: <${mail.key}@quire.mail>`);
    const decoded = got?.raw.replace(/=\r\n/g, '').replace(/=3D/g, '=');
    expect(decoded).toMatch(/#verify_email\/[A-Za-z0-9_-]{43}/);
  });

  it('enqueues nothing when the transaction that caused the mail rolls back', async () => {
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await enqueueMail(tx, t.ctx.queue, {
          to: 'rollback@example.com',
          kind: 'test',
          subject: 'Never sent',
          body: createElement(VerifyEmailMail, { fullName: 'R', verifyUrl: 'http://x' }),
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const rows = await t.ctx.db
      .select()
      .from(mails)
      .where(eq(mails.to_address, 'rollback@example.com'));
    expect(rows).toEqual([]);
    const jobs = await t.ctx.database.executor.executeSql(
      `select count(*)::int as n from pgboss.job where data->>'mail_key' is not null and name = $1 and data::text like $2`,
      [sendMailJob.name, '%rollback%'],
    );
    expect(jobs.rows[0]?.n).toBe(0);
  });

  it('retries with backoff when the SMTP server refuses for a while', async () => {
    smtp.failNext(1);
    const key = await t.ctx.db.transaction((tx) =>
      enqueueMail(tx, t.ctx.queue, {
        to: 'retry@example.com',
        kind: 'test',
        subject: 'Retried',
        body: createElement(VerifyEmailMail, { fullName: 'R', verifyUrl: 'http://x' }),
      }),
    );
    await waitUntil(async () => (await jobsOf(key))[0]?.state === 'retry');
    const [job] = await jobsOf(key);
    // pg-boss counts the retry when it fetches the job again; until then it waits, later.
    expect(job).toMatchObject({ state: 'retry', later: true });
    const [row] = await t.ctx.db.select().from(mails).where(eq(mails.key, key));
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row?.last_error).toContain('Try again later');

    // Bring the retry forward rather than wait out the backoff, then let the worker take it.
    await t.ctx.database.executor.executeSql(
      `update pgboss.job set start_after = now() where name = $1 and data->>'mail_key' = $2`,
      [sendMailJob.name, key],
    );
    await waitUntil(
      async () =>
        (await t.ctx.db.select().from(mails).where(eq(mails.key, key)))[0]?.status === 'sent',
    );
    expect(smtp.received.filter((m) => m.to.includes('retry@example.com'))).toHaveLength(1);
    const [after] = await t.ctx.db
      .select({ attempts: mails.attempts })
      .from(mails)
      .where(eq(mails.key, key));
    expect(after?.attempts).toBe(2);
  });

  it('sends a mail once even when its job runs twice', async () => {
    const key = await insertMail(t.ctx.db, {
      to: 'twice@example.com',
      kind: 'test',
      subject: 'Once',
      html: '<p>x</p>',
      text: 'x',
    });
    const handler = handlerOfTheApp();
    await Promise.all([
      handler({ mail_key: key }, { id: 'a', retryCount: 0, retryLimit: 8 }),
      handler({ mail_key: key }, { id: 'b', retryCount: 0, retryLimit: 8 }),
    ]);
    await handler({ mail_key: key }, { id: 'c', retryCount: 0, retryLimit: 8 });
    expect(smtp.received.filter((m) => m.to.includes('twice@example.com'))).toHaveLength(1);
  });

  it('does not send again a mail the server accepted before its process was killed', async () => {
    const journal = mailJournalPath(t.ctx.config.dataDir);
    const handler = handlerOfTheApp();
    // The process's own SMTP thread writes each accepted Message-ID as the server answers.
    await call(t.app, 'POST', '/app/auth/sign_up', {
      body: { full_name: 'Jo Journal', email_address: 'jo@example.com', password: 'abcdef' },
    });
    const first = await waitForMail(t.ctx, 'jo@example.com', 'verify_email');
    expect(await acceptedBefore(journal, messageIdOf(first.key))).toBe(true);

    // Killed after the server's 250 and before the mark: the mail stays 'sending', its job is
    // retried. One the server has is marked sent; one it never got is sent by the retry.
    const orphaned = async (to: string, accepted: boolean) => {
      const key = await insertMail(t.ctx.db, {
        to,
        kind: 'test',
        subject: 'Killed mid-send',
        html: '<p>x</p>',
        text: 'x',
      });
      await t.ctx.db
        .update(mails)
        .set({ status: 'sending', claimed_at: new Date(), attempts: 1 })
        .where(eq(mails.key, key));
      if (accepted) await appendFile(journal, `${messageIdOf(key)}\n`);
      await handler({ mail_key: key }, { id: `retry-${key}`, retryCount: 1, retryLimit: 8 });
      return (await t.ctx.db.select().from(mails).where(eq(mails.key, key)))[0]!;
    };
    const had = await orphaned('had-it@example.com', true);
    const never = await orphaned('never-got-it@example.com', false);
    expect([had.status, never.status]).toEqual(['sent', 'sent']);
    expect(smtp.received.filter((m) => m.to.includes('had-it@example.com'))).toHaveLength(0);
    expect(smtp.received.filter((m) => m.to.includes('never-got-it@example.com'))).toHaveLength(1);
  });

  it('carries the attachments a mail names over a real SMTP exchange', async () => {
    const pdf = Buffer.from('%PDF-1.7 attachment body Quokka\n%%EOF\n');
    await t.ctx.blobStore.put('mail-test/final.pdf', pdf, 'application/pdf');
    const blobKey = newKey();
    await insertBlob(t.ctx.db, {
      key: blobKey,
      storage: t.ctx.blobStore.kind,
      object_key: 'mail-test/final.pdf',
      content_type: 'application/pdf',
      size_bytes: pdf.length,
      purpose: 'final_pdf',
    });
    const key = await insertMail(t.ctx.db, {
      to: 'attached@example.com',
      kind: 'test',
      subject: 'With a file',
      html: '<p>x</p>',
      text: 'x',
    });
    const attachment = {
      filename: 'Final.pdf',
      file_key: blobKey,
      content_type: 'application/pdf',
    };
    await t.ctx.db
      .update(mails)
      .set({ attachments: [attachment] })
      .where(eq(mails.key, key));
    const handler = handlerOfTheApp({ blobStore: t.ctx.blobStore });
    await handler({ mail_key: key }, { id: 'a', retryCount: 0, retryLimit: 8 });
    const got = smtp.received.find((m) => m.to.includes('attached@example.com'));
    expect(got?.raw).toContain('Content-Type: application/pdf; name=Final.pdf');
    expect(got?.raw).toContain('Content-Disposition: attachment; filename=Final.pdf');
    expect(got?.raw.replace(/\r\n/g, '')).toContain(pdf.toString('base64'));
  });
});
