import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  HEADERS,
  OWNER_NOTICE_TEXT,
  SIGNER_XSRF_COOKIE,
  SIGNING_EXPIRY_MESSAGES,
} from '@quire/domain';
import { dataFields, documents, notifications } from '../../db/schema.ts';
import { call } from '../../../test/test-app.ts';
import { seedPack } from '../../../test/seed-documents.ts';
import { startSigningTestApp, type SigningTestApp } from '../signing-requests/signing-test-app.ts';
import { runNotificationSweep } from '../notification-runs/notification-sweep.ts';

let s: SigningTestApp;
beforeAll(async () => {
  s = await startSigningTestApp();
});
afterAll(async () => {
  await s?.close();
});

const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

const setExpiry = (key: string, value: string | null, session = s.ann) =>
  call(s.t.app, 'POST', `/app/documents/${key}/set_signing_expiry`, {
    session,
    body: { data: { signing_expires_at: value } },
  });

/** Moves a pack's deadline into the past, as time passing would. */
const passDeadline = (key: string) =>
  s.t.ctx.db
    .update(documents)
    .set({ signing_expires_at: new Date(Date.now() - 1000) })
    .where(eq(documents.key, key));

const expiryNotices = async (key: string) =>
  (
    await s.t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.related_key, key), eq(notifications.user_key, s.ann.user_key)))
  ).map((n) => n.message);

describe('the signing deadline of a pack (issue 16)', () => {
  it('is set in setup, checked, shown on the document, and refused to others', async () => {
    const pack = await s.f.readyPack([{ name: 'Dee Deadline', email: 'dee@example.com' }]);
    const deadline = inHours(48);
    const saved = await setExpiry(pack.key, deadline);
    expect(saved.statusCode).toBe(200);
    expect(saved.data.signing_expires_at).toBe(new Date(deadline).toISOString());
    const view = await call(s.t.app, 'GET', `/app/documents/${pack.key}`, { session: s.ann });
    expect((view.data.document as { signing_expires_at: string }).signing_expires_at).toBe(
      new Date(deadline).toISOString(),
    );

    const past = await setExpiry(pack.key, inHours(-1));
    expect([past.statusCode, past.data.message]).toEqual([
      400,
      SIGNING_EXPIRY_MESSAGES.mustBeFuture,
    ]);
    expect((await setExpiry(pack.key, 'next tuesday')).statusCode).toBe(400);
    expect((await setExpiry(pack.key, deadline, s.bob)).statusCode).toBe(404);

    const template = await seedPack(s.t.ctx, {
      createdBy: s.ann.user_key,
      accountKey: s.annAccount,
      documentType: 'template',
    });
    const refused = await setExpiry(template.key, deadline);
    expect([refused.statusCode, refused.data.message]).toEqual([
      409,
      SIGNING_EXPIRY_MESSAGES.notOnTemplates,
    ]);
    expect((await setExpiry(pack.key, null)).data.signing_expires_at).toBeNull();
  });

  it('stops links and submissions after it, tells the owner once, and a later deadline reopens them', async () => {
    const pack = await s.f.readyPack([{ name: 'Lee Late', email: 'lee@example.com' }]);
    expect((await setExpiry(pack.key, inHours(24))).statusCode).toBe(200);
    expect((await s.f.request(pack.key)).statusCode).toBe(200);
    const link = await s.f.mailedLink('lee@example.com');
    expect(link.mail.html).toContain('Please sign before');

    // A session opened before the deadline...
    const { response, cookie } = await s.f.open(link.path);
    expect(response.statusCode).toBe(302);
    const xsrf = response.cookies.find((c) => c.name === SIGNER_XSRF_COOKIE)!.value;
    await passDeadline(pack.key);

    // ...cannot sign after it, and the link now says why.
    const [field] = await s.t.ctx.db
      .select()
      .from(dataFields)
      .where(eq(dataFields.signatory_uuid, link.uuid));
    const submit = await call(s.t.app, 'POST', `/app/documents/${pack.key}/add_update_signatory`, {
      headers: { ...s.f.withCookie(cookie!).headers, [HEADERS.xsrfToken]: xsrf },
      body: {
        data: {
          uuid: link.uuid,
          data_fields: [{ uuid: field!.uuid, data: 'Lee' }],
          update_status_to: 'complete',
        },
      },
    });
    expect([submit.statusCode, submit.data.message]).toEqual([
      410,
      SIGNING_EXPIRY_MESSAGES.expired,
    ]);
    const reopened = await s.f.open(link.path);
    expect(reopened.response.statusCode).toBe(410);
    expect(reopened.response.body).toContain(SIGNING_EXPIRY_MESSAGES.expired);
    expect(reopened.cookie).toBeUndefined();

    await runNotificationSweep(s.t.ctx, new Date());
    await runNotificationSweep(s.t.ctx, new Date());
    const notice = OWNER_NOTICE_TEXT.expired('Lease agreement');
    expect(await expiryNotices(pack.key)).toEqual([notice]);

    // Extended: the link works again, and a deadline that passes again is told again.
    expect((await setExpiry(pack.key, inHours(2))).statusCode).toBe(200);
    expect((await s.f.open(link.path)).response.statusCode).toBe(302);
    await passDeadline(pack.key);
    await runNotificationSweep(s.t.ctx, new Date());
    expect(await expiryNotices(pack.key)).toEqual([notice, notice]);

    // Reverted with the deadline passed, it cannot be sent until the deadline moves.
    expect((await s.f.revert(pack.key)).statusCode).toBe(200);
    const resend = await s.f.request(pack.key);
    expect([resend.statusCode, resend.data.message]).toEqual([
      400,
      SIGNING_EXPIRY_MESSAGES.passedBeforeSending,
    ]);
  });
});
