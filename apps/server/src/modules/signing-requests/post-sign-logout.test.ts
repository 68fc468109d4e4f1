// @postgres: sessions ended by SQL sent as written.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE, SIGNER_XSRF_COOKIE, maskEmail } from '@quire/domain';
import { documents, sessions, signatories } from '../../db/schema.ts';
import { hashSecret } from '../../lib/ids.ts';
import { call, useTestApp, type Session } from '../../../test/test-app.ts';
import { signingKit } from '../signing/signing-test-kit.ts';
import { openSignerSession } from '../signer-uploads/signer-upload-test-kit.ts';

const t = useTestApp();
let k: Awaited<ReturnType<typeof signingKit>>;
beforeAll(async () => {
  k = await signingKit(t);
});

const CONFIGURED = 'https://example.com/thanks?from=quire';

const packWithPostSigningUrl = async () => {
  const p = await k.pack();
  await t.ctx.db
    .update(documents)
    .set({ post_signing_url: CONFIGURED })
    .where(eq(documents.key, p.key));
  return p;
};

const leave = (query: Record<string, string>, cookies: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: `/post_sign_logout?${new URLSearchParams(query)}`,
    cookies,
  });

/** The cookies a response clears (set empty and already expired). */
const cleared = (r: Awaited<ReturnType<typeof leave>>) =>
  r.cookies
    .filter((c) => c.value === '' && c.expires !== undefined && c.expires.getTime() <= Date.now())
    .map((c) => c.name)
    .sort();

const sessionRow = async (token: string) =>
  (
    await t.ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.token_hash, hashSecret(token)))
  )[0]!;
const stillWorks = async (session: Session) =>
  (await call(t.app, 'GET', '/app/user', { session })).statusCode === 200;

describe('GET /post_sign_logout (§2)', () => {
  it("ends a signer session, clears its cookies and goes to the pack's post-signing URL", async () => {
    const p = await packWithPostSigningUrl();
    const signer = await openSignerSession(t, p.key, p.sam);
    expect(await stillWorks(signer)).toBe(true);
    const r = await leave(
      { post_sign_url: CONFIGURED, document_key: p.key, is_rejected: 'false', sign_later: 'false' },
      { [SESSION_COOKIE]: signer.cookie, [SIGNER_XSRF_COOKIE]: signer.xsrf_token },
    );
    expect(r.statusCode).toBe(302);
    expect(r.headers.location).toBe(CONFIGURED);
    expect(r.headers['cache-control']).toBe('no-store');
    expect(cleared(r)).toEqual([SESSION_COOKIE, SIGNER_XSRF_COOKIE].sort());
    expect((await sessionRow(signer.session_token)).revoked_at).not.toBeNull();
    expect(await stillWorks(signer)).toBe(false);
    // Sam's own browsing login is another session and goes on.
    expect(await stillWorks(k.sam)).toBe(true);
  });

  it('never redirects to an address the pack did not configure', async () => {
    const p = await packWithPostSigningUrl();
    const signer = await openSignerSession(t, p.key, p.sam);
    const r = await leave(
      {
        post_sign_url: 'https://evil.example/phish',
        document_key: p.key,
        is_rejected: 'true',
        sign_later: 'false',
        signatory_key: p.sam,
        is_embedded: 'false',
      },
      { [SESSION_COOKIE]: signer.cookie },
    );
    expect(r.statusCode).toBe(302);
    expect(r.headers.location).toBe(
      `/#post_sign?document_key=${p.key}&is_rejected=true&sign_later=false`,
    );
    expect(await stillWorks(signer)).toBe(false);
    expect((await leave({})).headers.location).toBe('/#post_sign');
  });

  it('leaves a browsing session alone, and tells another workspace nothing', async () => {
    const p = await packWithPostSigningUrl();
    const query = { post_sign_url: CONFIGURED, document_key: p.key, sign_later: 'true' };
    const team = await leave(query, { [SESSION_COOKIE]: k.ann.session_token });
    expect(team.headers.location).toBe(CONFIGURED);
    expect(cleared(team)).toEqual([]);
    expect(await stillWorks(k.ann)).toBe(true);

    const bob = await leave(query, { [SESSION_COOKIE]: k.bob.session_token });
    expect(bob.headers.location).toBe(`/#post_sign?document_key=${p.key}&sign_later=true`);
    expect(cleared(bob)).toEqual([]);
    expect(await stillWorks(k.bob)).toBe(true);
    // A browsing token in the query is not ended either.
    await leave({ ...query, session_token: k.bob.session_token });
    expect(await stillWorks(k.bob)).toBe(true);
  });

  it('ends the signer session named by session_token (an embedded page without the cookie)', async () => {
    const p = await packWithPostSigningUrl();
    const signer = await openSignerSession(t, p.key, p.tia);
    const r = await leave({
      session_token: signer.session_token,
      document_key: p.key,
      post_sign_url: CONFIGURED,
    });
    expect(r.headers.location).toBe(CONFIGURED);
    expect(await stillWorks(signer)).toBe(false);
  });

  it('tells a signer who finished how their signed copy will arrive (the seal job’s decision)', async () => {
    const p = await k.pack();
    const finish = async (uuid: string) => {
      const signer = await openSignerSession(t, p.key, uuid);
      const r = await leave(
        { document_key: p.key, signatory_key: uuid, is_rejected: 'false', sign_later: 'false' },
        { [SESSION_COOKIE]: signer.cookie },
      );
      return new URLSearchParams(r.headers.location!.split('?')[1]);
    };
    const sam = await finish(p.sam);
    expect(sam.get('copy_channel')).toBe('email');
    expect(sam.get('copy_to')).toBe(maskEmail(k.sam.email_address));
    expect(sam.get('copy_complete')).toBe('false');

    // Tia reached by SMS only, and the pack complete: her copy is on its way by SMS.
    await t.ctx.db
      .update(signatories)
      .set({ primary_communication_channel: 'sms', mobile_number: '+27825551234' })
      .where(eq(signatories.uuid, p.tia));
    const tiaSession = await openSignerSession(t, p.key, p.tia);
    await t.ctx.db.update(documents).set({ status: 'complete' }).where(eq(documents.key, p.key));
    const r = await leave(
      { document_key: p.key, is_rejected: 'false', sign_later: 'false' },
      { [SESSION_COOKIE]: tiaSession.cookie },
    );
    const tia = new URLSearchParams(r.headers.location!.split('?')[1]);
    expect([tia.get('copy_channel'), tia.get('copy_to'), tia.get('copy_complete')]).toEqual([
      'sms',
      '+27 ••• ••34',
      'true',
    ]);

    // Nothing is promised to someone who is not that signer, nor on rejecting.
    const bob = await leave(
      { document_key: p.key, signatory_key: p.sam },
      { [SESSION_COOKIE]: k.bob.session_token },
    );
    expect(bob.headers.location).not.toContain('copy_');
  });

  it('clears a stale signer cookie whose session is gone', async () => {
    const r = await leave({}, { [SESSION_COOKIE]: 'gone', [SIGNER_XSRF_COOKIE]: 'stale' });
    expect(cleared(r)).toEqual([SESSION_COOKIE, SIGNER_XSRF_COOKIE].sort());
  });

  it('a login clears the signer xsrf cookie, so the web app stops acting as a signer', async () => {
    const r = await call(t.app, 'POST', '/app/auth/login', {
      body: { email_address: k.sam.email_address, password: k.sam.password },
    });
    expect(r.statusCode).toBe(200);
    const xsrf = r.cookies.find((c) => c.name === SIGNER_XSRF_COOKIE);
    expect(xsrf?.value).toBe('');
    expect(xsrf?.expires!.getTime()).toBeLessThanOrEqual(Date.now());
    expect(xsrf?.path).toBe('/');
  });
});
