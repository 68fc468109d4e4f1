import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS, SIGNER_XSRF_COOKIE } from '@quire/domain';
import { mails } from '../../db/schema.ts';
import { call } from '../../../test/test-app.ts';
import { startSigningTestApp, type SigningTestApp } from '../signing-requests/signing-test-app.ts';
import { PACK_ACTIVITY_MAIL_KINDS } from './mail-pack-activity.ts';

let s: SigningTestApp;

beforeAll(async () => {
  s = await startSigningTestApp();
});
afterAll(async () => {
  await s?.close();
});

/**
 * The usual signer has no account: they open the mailed link, which links the signatory to a
 * signer user of their own. Their first opening reaches the owner, by mail over SMTP.
 */
describe('a signer without an account opens the mailed link', () => {
  it('mails the owner once, however often the signer comes back', async () => {
    const { t, f, ann, smtp } = s;
    await call(t.app, 'POST', '/app/user', {
      session: ann,
      body: { data: { mail_notifications: { viewed: true } } },
    });
    const pack = await f.readyPack([{ name: 'Lee Linkonly', email: 'lee@example.com' }]);
    expect((await f.request(pack.key)).statusCode).toBe(200);
    const link = await f.mailedLink('lee@example.com');

    const visit = async (key: string) => {
      const { response, cookie } = await f.open(link.path);
      const xsrf = response.cookies.find((c) => c.name === SIGNER_XSRF_COOKIE)?.value;
      return call(t.app, 'POST', `/app/documents/${key}/audit_document_opened_event`, {
        headers: { ...f.withCookie(cookie!).headers, [HEADERS.xsrfToken]: xsrf! },
        body: {},
      });
    };
    const viewedMails = () =>
      t.ctx.db
        .select()
        .from(mails)
        .where(
          and(
            eq(mails.to_address, ann.email_address),
            eq(mails.kind, PACK_ACTIVITY_MAIL_KINDS.viewed),
          ),
        );

    expect((await visit(pack.key)).data.recorded).toBe(true);
    const [mail, ...more] = await viewedMails();
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('Lee Linkonly opened “Lease agreement”');
    expect(mail!.text).toContain('lee@example.com');
    await s.waitUntil(async () =>
      smtp.received.some((r) => r.raw.includes(`<${mail!.key}@quire.mail>`)),
    );

    // A later visit on a document of the pack is recorded, and mails nothing.
    expect((await visit(pack.childKeys[0]!)).data.recorded).toBe(true);
    expect(await viewedMails()).toHaveLength(1);
  });
});
