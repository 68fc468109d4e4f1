import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SIGNING_MESSAGES } from '@quire/domain';
import { mails, users } from '../../db/schema.ts';
import { call, createTestApp, type Session, type TestApp } from '../../../test/test-app.ts';
import { startSmtpSink } from '../../../test/smtp-sink.ts';
import { signingKit } from '../signing/signing-test-kit.ts';
import { PACK_ACTIVITY_MAIL_KINDS } from './mail-pack-activity.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let k: Awaited<ReturnType<typeof signingKit>>;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  k = await signingKit(t);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});
beforeEach(async () => {
  // Every test starts from the defaults: views off, the rest on.
  await t.ctx.db.update(users).set({ mail_notifications: {} }).where(eq(users.key, k.ann.user_key));
});

type Kind = keyof typeof PACK_ACTIVITY_MAIL_KINDS;

const choose = (session: Session, mail_notifications: Record<string, boolean>) =>
  call(t.app, 'POST', '/app/user', { session, body: { data: { mail_notifications } } });

/** The activity mails of one kind queued for Ann about the pack (its key is in the link). */
const mailsToAnn = async (kind: Kind, packKey: string) =>
  (
    await t.ctx.db
      .select()
      .from(mails)
      .where(
        and(
          eq(mails.to_address, k.ann.email_address),
          eq(mails.kind, PACK_ACTIVITY_MAIL_KINDS[kind]),
        ),
      )
  ).filter((m) => m.html.includes(`#documents/${packKey}`));

/** Waits until the SMTP server received the mail, and answers what went over the wire. */
const delivered = async (mailKey: string) => {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const got = smtp.received.find((r) => r.raw.includes(`<${mailKey}@quire.mail>`));
    if (got) return got;
    if (Date.now() > deadline) throw new Error(`mail ${mailKey} was not delivered`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

const opened = (session: Session, key: string) =>
  call(t.app, 'POST', `/app/documents/${key}/audit_document_opened_event`, {
    session,
    body: {},
  });

const sign = (p: Awaited<ReturnType<typeof k.pack>>, who: 'sam' | 'tia') =>
  k.submit(who === 'sam' ? k.sam : k.tia, p.key, {
    uuid: p[who],
    data_fields: [
      { uuid: p.field(`${who}_sig`), data: who },
      ...(who === 'sam' ? [{ uuid: p.field('sam_text'), data: 'Sam' }] : []),
    ],
    update_status_to: 'complete',
  });

describe('the owner hears by mail that a signer opened the pack', () => {
  it('once per signer, only when they chose it, never for their own opening', async () => {
    const off = await k.pack();
    expect((await opened(k.sam, off.key)).data.recorded).toBe(true);
    expect(await mailsToAnn('viewed', off.key)).toHaveLength(0);

    await choose(k.ann, { viewed: true });
    const p = await k.pack();
    expect((await opened(k.ann, p.key)).data.recorded).toBe(true);
    expect(await mailsToAnn('viewed', p.key)).toHaveLength(0);

    expect((await opened(k.sam, p.key)).data.recorded).toBe(true);
    const [mail] = await mailsToAnn('viewed', p.key);
    expect(mail).toMatchObject({ subject: 'Sam Signer opened “Seeded pack”' });
    expect(mail!.text).toContain('Sam Signer opened “Seeded pack” for the first time.');
    expect(mail!.text).toContain(k.sam.email_address);
    expect(mail!.text).toContain(`http://localhost:3000/#documents/${p.key}`);
    expect((await delivered(mail!.key)).to).toEqual([k.ann.email_address]);

    // Another visit (another of its documents, recorded as opened) mails nothing more.
    expect((await opened(k.sam, p.childKeys[0]!)).data.recorded).toBe(true);
    expect((await opened(k.sam, p.key)).data.recorded).toBe(false);
    expect(await mailsToAnn('viewed', p.key)).toHaveLength(1);

    // The second signer's first opening is news again.
    await opened(k.tia, p.key);
    const both = await mailsToAnn('viewed', p.key);
    expect(both.map((m) => m.subject).sort()).toEqual([
      'Sam Signer opened “Seeded pack”',
      'Tia Second opened “Seeded pack”',
    ]);
  });
});

describe('the owner hears by mail that a signer signed', () => {
  it('with the progress, once however often the submission is retried', async () => {
    const p = await k.pack();
    const [first, again] = await Promise.all([sign(p, 'sam'), sign(p, 'sam')]);
    expect(first.statusCode).toBe(200);
    expect(again.data).toEqual(first.data);
    const [mail, ...more] = await mailsToAnn('signed', p.key);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('Sam Signer signed “Seeded pack”');
    expect(mail!.text).toContain('1 of 2 signers have signed so far.');
    await delivered(mail!.key);

    expect((await sign(p, 'tia')).statusCode).toBe(200);
    const last = (await mailsToAnn('signed', p.key)).find((m) => m.subject.startsWith('Tia'));
    expect(last!.text).toContain('Every signer has now signed.');
  });

  it('sends nothing when the owner switched it off', async () => {
    expect((await choose(k.ann, { signed: false })).statusCode).toBe(200);
    const p = await k.pack();
    expect((await sign(p, 'sam')).statusCode).toBe(200);
    expect(await mailsToAnn('signed', p.key)).toHaveLength(0);
  });

  it('sends nothing about what the owner did themselves', async () => {
    const p = await k.ownPack();
    await choose(k.ann, { viewed: true });
    await opened(k.ann, p.key);
    const r = await k.submit(k.ann, p.key, {
      uuid: p.ann,
      data_fields: [{ uuid: p.field, data: 'Ann' }],
      update_status_to: 'complete',
    });
    expect(r.statusCode).toBe(200);
    const toAnn = await t.ctx.db
      .select()
      .from(mails)
      .where(eq(mails.to_address, k.ann.email_address));
    expect(toAnn.filter((m) => m.kind.startsWith('pack_') && m.html.includes(p.key))).toEqual([]);
  });

  it('sends nothing when the owner hosts a signer signing in person on their own session', async () => {
    const p = await k.pack();
    const r = await k.submit(k.ann, p.key, {
      uuid: p.sam,
      data_fields: [
        { uuid: p.field('sam_sig'), data: 'Sam' },
        { uuid: p.field('sam_text'), data: 'Sam' },
      ],
      update_status_to: 'complete',
      signed_in_presence: true,
    });
    expect(r.statusCode).toBe(200);
    expect((await k.signatoryRow(p.sam)).status).toBe('complete');
    expect(await mailsToAnn('signed', p.key)).toHaveLength(0);
    // Tia, signing on her own afterwards, is news again.
    expect((await sign(p, 'tia')).statusCode).toBe(200);
    expect((await mailsToAnn('signed', p.key)).map((m) => m.subject)).toEqual([
      'Tia Second signed “Seeded pack”',
    ]);
  });
});

describe('the owner hears by mail that a signer declined', () => {
  it('with the reason given, once', async () => {
    const p = await k.pack();
    const reject = () =>
      k.submit(k.tia, p.key, {
        uuid: p.tia,
        update_status_to: 'rejected',
        rejection_reason: 'The rent is wrong',
      });
    expect((await reject()).statusCode).toBe(200);
    expect((await reject()).statusCode).toBe(200);
    const [mail, ...more] = await mailsToAnn('declined', p.key);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('Tia Second declined to sign “Seeded pack”');
    expect(mail!.text).toContain('The rent is wrong');
    expect(mail!.text).toContain('It can no longer be signed');
    const wire = await delivered(mail!.key);
    expect(wire.raw).toContain('The rent is wrong');
  });

  it('the default reason when none was given, and which document of the pack', async () => {
    const p = await k.pack({ flags: { can_reject_individual_documents: true } });
    const url = `/app/documents/${p.childKeys[0]}/reject_child_document/${p.sam}`;
    const r = await call(t.app, 'POST', url, { session: k.sam, body: {} });
    expect(r.statusCode).toBe(200);
    const [mail] = await mailsToAnn('declined', p.key);
    expect(mail!.text).toContain(SIGNING_MESSAGES.defaultRejectionReason);
    expect(mail!.text).toMatch(
      /Sam Signer declined “[^”]+”, one of the documents of “Seeded pack”/,
    );
  });

  it('sends nothing when the owner switched it off', async () => {
    await choose(k.ann, { declined: false });
    const p = await k.pack();
    await k.submit(k.tia, p.key, { uuid: p.tia, update_status_to: 'rejected' });
    expect(await mailsToAnn('declined', p.key)).toHaveLength(0);
  });
});
