import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DOCUMENT_FLAG_DEFAULTS,
  EMAIL_SIGNATURE_MESSAGES,
  MESSAGES,
  SESSION_COOKIE,
} from '@quire/domain';
import type { Db } from '../../db/database.ts';
import { mails, users } from '../../db/schema.ts';
import { call, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { setPermissions } from '../../../test/seed-documents.ts';
import { startSmtpSink } from '../../../test/smtp-sink.ts';
import { decodedMail } from '../branding/pack-branding-fixtures.ts';
import { enqueueFinalMails } from '../sealing/enqueue-final-mails.ts';
import { seedCompletePack } from '../sealing/seal-test-helpers.ts';
import { findChildrenToSeal, findPackToSeal } from '../sealing/sealing-repository.ts';
import { signingKit } from '../signing/signing-test-kit.ts';
import { sendSignatureRequestsHandler } from '../signing-requests/notify-next-signers.ts';

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

const SIGNATURE = {
  full_name: 'Ann Archer',
  credentials: 'LL.B <b>Hons</b>',
  job_title: 'Partner & Head of "Deals"',
  mobile_number: '+27 82 555 1234',
  office_number: '(021) 555-0000',
  address_line_1: '1 Long Street <script>alert(1)</script>',
  address_line_2: 'Cape Town',
};

const save = (data: object, session = k.ann) =>
  call(t.app, 'POST', '/app/user/email_signature', { session, body: { data } });

const preview = (query: string, cookie: string | null = k.ann.session_token) =>
  t.app.inject({
    method: 'GET',
    url: `/test/mail/email_signature_preview?${query}`,
    ...(cookie ? { cookies: { [SESSION_COOKIE]: cookie } } : {}),
  });

/** The signature block is there, every line escaped (the tags show as text, none as markup). */
const expectEscapedBlock = (html: string) => {
  expect(html).toContain('data-email-signature');
  expect(html).toContain('Ann Archer, LL.B &lt;b&gt;Hons&lt;/b&gt;');
  expect(html).toContain('Partner &amp; Head of &quot;Deals&quot;');
  expect(html).toContain('Mobile: +27 82 555 1234');
  expect(html).toContain('Office: (021) 555-0000');
  expect(html).toContain('1 Long Street &lt;script&gt;alert(1)&lt;/script&gt;');
  expect(html).not.toContain('<script>');
  expect(html).not.toContain('<b>Hons');
};

describe('POST /app/user/email_signature', () => {
  it('saves the fields (trimmed, merged with what is stored) and answers them', async () => {
    const first = await save({ full_name: '  Ann Archer ', job_title: 'Partner' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.data.message).toBe(EMAIL_SIGNATURE_MESSAGES.saved);
    expect(first.data.email_signature).toMatchObject({
      full_name: 'Ann Archer',
      job_title: 'Partner',
      office_number: '',
    });
    const second = await save({ office_number: '021 555 0000' });
    expect(second.data.email_signature).toMatchObject({
      full_name: 'Ann Archer',
      office_number: '021 555 0000',
    });
    const read = await call(t.app, 'GET', '/app/user/email_signature', { session: k.ann });
    expect(read.data.email_signature).toEqual(second.data.email_signature);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.key, k.ann.user_key));
    expect(row!.email_signature).toEqual(second.data.email_signature);
  });

  it('refuses lines too long, line breaks and letters in phone numbers, writing nothing', async () => {
    const before = (await call(t.app, 'GET', '/app/user/email_signature', { session: k.ann })).data;
    for (const [data, message] of [
      [{ job_title: 'x'.repeat(121) }, EMAIL_SIGNATURE_MESSAGES.tooLong],
      [{ address_line_1: 'one\ntwo' }, EMAIL_SIGNATURE_MESSAGES.oneLine],
      [{ mobile_number: 'call me' }, EMAIL_SIGNATURE_MESSAGES.phone],
    ] as const) {
      const r = await save({ full_name: 'Changed', ...data });
      expect(r.statusCode).toBe(400);
      expect(r.data.message).toContain(message);
    }
    const after = (await call(t.app, 'GET', '/app/user/email_signature', { session: k.ann })).data;
    expect(after.email_signature).toEqual(before.email_signature);
  });

  it('needs can_update_details and a session', async () => {
    await setPermissions(t.ctx, k.carolMembership, {
      user_profile_permissions: { can_update_details: false },
    });
    const refused = await call(t.app, 'POST', '/app/user/email_signature', {
      session: k.carol,
      headers: { user_account_key: k.carolMembership },
      body: { data: { full_name: 'Carol' } },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.data.message).toBe(MESSAGES.notAuthorized);
    const anonymous = await call(t.app, 'POST', '/app/user/email_signature', {
      body: { data: { full_name: 'x' } },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /test/mail/email_signature_preview', () => {
  it('renders the signature-request mail ending with the block, escaped, framable by the app only', async () => {
    const r = await preview(new URLSearchParams(SIGNATURE).toString());
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-type']).toContain('text/html');
    expect(r.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(r.headers['cache-control']).toBe('private, no-store');
    expect(r.body).toContain('Ann Archer has sent you a document to sign');
    expectEscapedBlock(r.body);
  });

  it('shows no block without fields, refuses bad fields, and needs a session', async () => {
    const empty = await preview('');
    expect(empty.statusCode).toBe(200);
    expect(empty.body).not.toContain('data-email-signature');
    expect((await preview('mobile_number=abc')).statusCode).toBe(400);
    expect((await preview('full_name=Ann', null)).statusCode).toBe(401);
  });
});

describe('the sender’s signature on the mails their packs send', () => {
  it('a signature request through the SMTP sink ends with the sender’s block, escaped', async () => {
    expect((await save(SIGNATURE)).statusCode).toBe(200);
    const p = await k.pack();
    await sendSignatureRequestsHandler(t.ctx)(
      { document_key: p.key },
      { id: 'test', retryCount: 0, retryLimit: 5 },
    );
    const [row] = (
      await t.ctx.db
        .select()
        .from(mails)
        .where(and(eq(mails.kind, 'signature_request'), eq(mails.to_address, k.sam.email_address)))
    ).filter((m) => m.html.includes(p.key));
    expect(row).toBeDefined();
    const deadline = Date.now() + 15_000;
    let raw: string | undefined;
    while (!raw && Date.now() < deadline) {
      raw = smtp.received.find((m) => m.raw.includes(`<${row!.key}@quire.mail>`))?.raw;
      if (!raw) await new Promise((r) => setTimeout(r, 100));
    }
    expect(raw, 'delivered through SMTP').toBeDefined();
    // The HTML part (the plain-text part shows the same lines as the text they are).
    const html = decodedMail(raw!).split('Content-Type: text/html')[1]!;
    expect(html).toBeDefined();
    expectEscapedBlock(html);
    const text = decodedMail(raw!).split('Content-Type: text/html')[0]!;
    expect(text).toContain('Partner & Head of "Deals"');
  });

  it('the completed-documents mail: on the signers’ copies, not on the sender’s own', async () => {
    expect((await save(SIGNATURE)).statusCode).toBe(200);
    const seeded = await seedCompletePack(t.ctx, {
      createdBy: k.ann.user_key,
      creatorName: 'Ann Archer',
      creatorEmail: k.ann.email_address,
      accountKey: k.annAccount,
      children: 1,
    });
    await t.ctx.db.transaction(async (tx: Db) => {
      const pack = (await findPackToSeal(tx, seeded.key))!;
      await enqueueFinalMails(t.ctx, tx, pack, await findChildrenToSeal(tx, pack.key), {
        ...DOCUMENT_FLAG_DEFAULTS,
        ...pack.flags,
        include_attachments: false,
      });
    });
    const finalTo = async (to: string) =>
      (
        await t.ctx.db
          .select()
          .from(mails)
          .where(and(eq(mails.kind, 'final_documents'), eq(mails.to_address, to)))
      ).filter((m) => m.html.includes(seeded.key));
    const [toDan] = await finalTo('dan@example.com');
    expectEscapedBlock(toDan!.html);
    const [toAnn] = await finalTo(k.ann.email_address);
    expect(toAnn).toBeDefined();
    expect(toAnn!.html).not.toContain('data-email-signature');
  });
});
