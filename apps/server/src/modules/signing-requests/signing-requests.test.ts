// @postgres: the request job run twice at once asks each signer once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { HEADERS, MESSAGES, SIGNER_XSRF_COOKIE, SIGNING_REQUEST_MESSAGES } from '@quire/domain';
import { sessions, signingTokens, users } from '../../db/schema.ts';
import { call } from '../../../test/test-app.ts';
import { notifyNextSigners, sendSignatureRequestsHandler } from './notify-next-signers.ts';
import { startSigningTestApp, type SigningTestApp } from './signing-test-app.ts';

let s: SigningTestApp;
let t: SigningTestApp['t'];
let f: SigningTestApp['f'];
let ann: SigningTestApp['ann'];
let smtp: SigningTestApp['smtp'];

beforeAll(async () => {
  s = await startSigningTestApp();
  ({ t, f, ann, smtp } = s);
});
afterAll(async () => {
  await s?.close();
});

const mailsTo = (to: string) => s.mailsTo(to);
const handlerRun = (key: string) => s.runSendJob(key);
const meta = { id: 'test', retryCount: 0, retryLimit: 5 };

describe('sending signature requests', () => {
  it('mails each signer a link that opens a non-browsing session on the pack', async () => {
    const pack = await f.readyPack([
      { name: 'Sid Signer', email: 'sid@example.com' },
      { name: 'Sue Second', email: 'sue@example.com' },
    ]);
    expect((await f.request(pack.key)).statusCode).toBe(200);
    const link = await f.mailedLink('sid@example.com');
    await f.mailedLink('sue@example.com');
    expect(link).toMatchObject({ key: pack.key, uuid: pack.signatoryUuids[0] });
    expect(link.mail).toMatchObject({
      status: 'sent',
      subject: 'Ann Archer has sent you “Lease agreement” to sign',
    });
    expect(link.mail.html).toContain('Review and sign');
    const got = smtp.received.find((m) => m.to.includes('sid@example.com'));
    const decoded = got!.raw.replace(/=\r\n/g, '').replace(/=3D/g, '=');
    expect(decoded).toContain(`switch_user/${link.uuid}?session_token=${link.token}`);
    expect((await f.signatoryRow(link.uuid)).email_send_count).toBe(1);

    // Only the hash is stored.
    const tokens = await t.ctx.db
      .select()
      .from(signingTokens)
      .where(eq(signingTokens.document_key, pack.key));
    expect(tokens).toHaveLength(2);
    expect(JSON.stringify(tokens)).not.toContain(link.token);
    expect(tokens.map((r) => r.token_hash)).toContain(
      createHash('sha256').update(link.token).digest('hex'),
    );

    const { response, cookie } = await f.open(link.path);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`/#documents/${pack.key}`);
    expect(cookie).toBeTruthy();
    const view = await call(t.app, 'GET', `/app/documents/${pack.key}`, f.withCookie(cookie!));
    expect(view.statusCode).toBe(200);
    expect((view.data.document as { key: string }).key).toBe(pack.key);
    const me = await call(t.app, 'GET', '/app/user', f.withCookie(cookie!));
    expect(me.data.user_can_browse).toBe(false);
    const list = await call(t.app, 'GET', '/app/documents', f.withCookie(cookie!));
    expect(list.statusCode).toBe(401);
    expect(list.data.message).toBe(MESSAGES.notAuthorized);
    const other = await f.readyPack([{ name: 'Zed', email: 'zed@example.com' }]);
    expect(
      (await call(t.app, 'GET', `/app/documents/${other.key}`, f.withCookie(cookie!))).statusCode,
    ).toBe(404);

    // What the signer's screen reads and records goes through with the signer session.
    for (const read of ['get_data_fields', 'field_rules'])
      expect(
        (await call(t.app, 'GET', `/app/documents/${pack.key}/${read}`, f.withCookie(cookie!)))
          .statusCode,
        read,
      ).toBe(200);
    const xsrf = response.cookies.find((c) => c.name === SIGNER_XSRF_COOKIE)?.value;
    const opened = await call(
      t.app,
      'POST',
      `/app/documents/${pack.key}/audit_document_opened_event`,
      {
        headers: { ...f.withCookie(cookie!).headers, [HEADERS.xsrfToken]: xsrf! },
        body: {},
      },
    );
    expect(opened.statusCode).toBe(200);
    expect(opened.data.recorded).toBe(true);

    // The signer without an account is a user of their own, linked, that cannot log in.
    const sid = await f.signatoryRow(link.uuid);
    const [signerUser] = await t.ctx.db.select().from(users).where(eq(users.key, sid.user_key!));
    expect(signerUser).toMatchObject({ password_hash: null, verified: false });
    expect(signerUser!.email_address).toMatch(/@signers\.quire\.invalid$/);
    const [session] = await t.ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.user_key, signerUser!.key));
    expect(session!.can_browse).toBe(false);
    expect(session!.expires_at.getTime() - Date.now()).toBeLessThan(13 * 3_600_000);
  });

  it('asks no signer twice in one round, however often the job runs', async () => {
    const pack = await f.readyPack([{ name: 'Once Only', email: 'once@example.com' }]);
    await f.request(pack.key);
    await f.mailedLink('once@example.com');
    const handler = sendSignatureRequestsHandler(t.ctx);
    await Promise.all([
      handler({ document_key: pack.key }, meta),
      handler({ document_key: pack.key }, meta),
    ]);
    await t.ctx.db.transaction((tx) => notifyNextSigners(tx, t.ctx.queue, pack.key));
    await new Promise((r) => setTimeout(r, 1500));
    expect(await mailsTo('once@example.com')).toHaveLength(1);
    expect((await f.signatoryRow(pack.signatoryUuids[0]!)).email_send_count).toBe(1);
  });

  it('mails only the signer whose turn it is, then the next when they finish', async () => {
    const pack = await f.readyPack(
      [
        { name: 'First', email: 'first@example.com' },
        { name: 'Second', email: 'second@example.com' },
      ],
      true,
    );
    await f.request(pack.key);
    await f.mailedLink('first@example.com');
    const [first, second] = pack.signatoryUuids as [string, string];
    const next = (uuid: string) =>
      call(t.app, 'GET', `/app/documents/${pack.key}/is_next_signer/${uuid}`, { session: ann });
    expect((await next(first)).data.user_is_next_signer).toBe(true);
    expect((await next(second)).data.user_is_next_signer).toBe(false);
    await handlerRun(pack.key);
    expect(await mailsTo('second@example.com')).toHaveLength(0);

    await f.setSignatory(first, { status: 'complete' });
    await t.ctx.db.transaction((tx) => notifyNextSigners(tx, t.ctx.queue, pack.key));
    await f.mailedLink('second@example.com');
    expect((await next(second)).data.user_is_next_signer).toBe(true);
    expect(await mailsTo('first@example.com')).toHaveLength(1);
  });

  it('refuses tampered, expired, revoked and misdirected links with a clear page', async () => {
    const pack = await f.readyPack([{ name: 'Tess', email: 'tess@example.com' }]);
    await f.request(pack.key);
    const link = await f.mailedLink('tess@example.com');
    const refused = async (path: string) => {
      const { response, cookie } = await f.open(path);
      expect(response.statusCode, path).toBe(410);
      expect(response.body).toContain(SIGNING_REQUEST_MESSAGES.linkInvalid);
      expect(cookie).toBeUndefined();
    };
    const flipped = `${link.token.slice(0, -1)}${link.token.endsWith('A') ? 'B' : 'A'}`;
    await refused(link.path.replace(link.token, flipped));
    await refused(link.path.replace(`?session_token=${link.token}`, ''));
    await refused(link.path.replace(link.uuid, pack.key));
    await refused(`${link.path}x`);
    // A browser that prefers Afrikaans reads the page in Afrikaans.
    const inAfrikaans = await f.open(`${link.path}x`, { 'accept-language': 'af-ZA,en;q=0.8' });
    expect(inAfrikaans.response.statusCode).toBe(410);
    expect(inAfrikaans.response.body).toContain('<html lang="af">');
    expect(inAfrikaans.response.body).toContain(
      'Hierdie ondertekeningskakel is nie meer geldig nie.',
    );

    const hash = createHash('sha256').update(link.token).digest('hex');
    await t.ctx.db
      .update(signingTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(signingTokens.token_hash, hash));
    await refused(link.path);
    await t.ctx.db
      .update(signingTokens)
      .set({ expires_at: new Date(Date.now() + 3_600_000) })
      .where(eq(signingTokens.token_hash, hash));
    expect((await f.open(link.path)).response.statusCode).toBe(302);

    // Revert to setup revokes every link of the pack.
    expect((await f.revert(pack.key)).statusCode).toBe(200);
    const [row] = await t.ctx.db
      .select()
      .from(signingTokens)
      .where(eq(signingTokens.token_hash, hash));
    expect(row!.revoked_at).not.toBeNull();
    await refused(link.path);
  });
});
