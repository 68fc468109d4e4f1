import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  POST_SIGN_OFFER_COOKIE,
  POST_SIGN_PASSWORD_MESSAGES as M,
  POST_SIGN_PASSWORD_PATH,
  SESSION_COOKIE,
  maskEmail,
  passwordTooShortMessage,
  signerUserEmail,
} from '@quire/domain';
import { dataFields, users } from '../../db/schema.ts';
import { call, useTestApp, type Session } from '../../../test/test-app.ts';
import { seedPack } from '../../../test/seed-documents.ts';
import { signingKit } from '../signing/signing-test-kit.ts';
import { openSignerSession } from '../signer-uploads/signer-upload-test-kit.ts';
import { countSignatureRequest } from '../signing-requests/signing-request-repository.ts';
import { issueAuthToken } from './auth-token-repository.ts';

const t = useTestApp();
let k: Awaited<ReturnType<typeof signingKit>>;
beforeAll(async () => {
  k = await signingKit(t);
});

let counter = 0;
const PASSWORD = 'a good long password';

/**
 * A pack sent to someone with no Quire account, then to Tia: the request reached them by
 * `channel` (or by a link the owner shared, or in person), and they opened it.
 */
const newcomer = async (channel: 'email' | 'sms' | 'both' = 'email') => {
  const email = `newcomer${counter++}-${Date.now()}@example.com`;
  const seeded = await seedPack(t.ctx, {
    createdBy: k.ann.user_key,
    accountKey: k.annAccount,
    name: `Lease ${counter}`,
    status: 'awaiting_signatures',
    signatories: [
      { name: 'Nia Newcomer', email },
      { name: 'Tia Second', email: k.tia.email_address },
    ],
    children: [{ fields: [{ type: 'text', custom_id: 'nia_text', signatory: 0 }] }],
  });
  const uuid = seededUuid(seeded.signatoryUuids);
  if (channel !== 'sms') await countSignatureRequest(t.ctx.db, uuid, 'email');
  if (channel !== 'email') await countSignatureRequest(t.ctx.db, uuid, 'sms');
  const [field] = await t.ctx.db
    .select()
    .from(dataFields)
    .where(eq(dataFields.document_key, seeded.childKeys[0]!));
  const signer = await openSignerSession(t, seeded.key, uuid);
  const sign = async () => {
    const r = await k.submit(signer, seeded.key, {
      uuid,
      data_fields: [{ uuid: field!.uuid, data: 'Nia' }],
      update_status_to: 'complete',
    });
    expect(r.statusCode, r.body).toBe(200);
  };
  return { key: seeded.key, uuid, email, signer, sign };
};
const seededUuid = (uuids: string[]) => uuids[0]!;

/** The thank-you page's query after /post_sign_logout (and the offer's cookie as `offer`). */
const leave = async (p: { key: string; uuid: string }, signer: Session, extra = {}) => {
  const r = await t.app.inject({
    method: 'GET',
    url: `/post_sign_logout?${new URLSearchParams({
      document_key: p.key,
      signatory_key: p.uuid,
      is_rejected: 'false',
      sign_later: 'false',
      ...extra,
    })}`,
    cookies: { [SESSION_COOKIE]: signer.session_token },
  });
  expect(r.statusCode).toBe(302);
  const location = r.headers.location as string;
  const query = new URLSearchParams(location.split('?')[1] ?? '');
  const cookie = r.cookies.find((c) => c.name === POST_SIGN_OFFER_COOKIE);
  if (cookie) {
    expect(cookie).toMatchObject({
      path: POST_SIGN_PASSWORD_PATH,
      httpOnly: true,
      sameSite: 'Strict',
    });
    // The page's address carries no secret: only that there is an offer.
    expect(location).not.toContain(cookie.value);
    query.set('offer', cookie.value);
  }
  return query;
};

/** Whether the page offers a password: in its query, or by setting the offer's cookie. */
const offered = (query: URLSearchParams) => query.has('password_offer') || query.has('offer');

const choose = (token: string | null, password = PASSWORD, remoteAddress?: string) =>
  call(t.app, 'POST', POST_SIGN_PASSWORD_PATH, {
    body: { password },
    ...(token ? { headers: { cookie: `${POST_SIGN_OFFER_COOKIE}=${token}` } } : {}),
    ...(remoteAddress ? { remoteAddress } : {}),
  });

const userRow = async (key: string) =>
  (await t.ctx.db.select().from(users).where(eq(users.key, key)))[0]!;

/** An offer token made directly, as if the thank-you page had been reached (for refusals). */
const tokenFor = (userKey: string) =>
  issueAuthToken(t.ctx.db, userKey, 'post_sign_password', 60_000);

describe('POST /app/auth/post_sign_password (post-signing password, ADR 0032)', () => {
  it('turns a signer who signed from a mailed link into an account that sees the pack', async () => {
    const p = await newcomer();
    const before = await call(t.app, 'GET', '/app/user', { session: p.signer });
    expect(before.data.user).toMatchObject({ request_password: true, verified: false });

    await p.sign();
    const query = await leave(p, p.signer);
    expect(query.get('password_offer')).toBe('true');
    const token = query.get('offer');
    expect(token).toBeTruthy();
    expect(query.get('password_for')).toBe(maskEmail(p.email));
    // The signer session ended as always: the offer is the token, not the session.
    expect((await call(t.app, 'GET', '/app/user', { session: p.signer })).statusCode).toBe(401);

    const weak = await choose(token!, 'abc');
    expect(weak.statusCode).toBe(400);
    expect(weak.data.message).toBe(passwordTooShortMessage(t.ctx.config.passwordMinLength));

    const r = await choose(token!);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.data.message).toBe(M.accountReady);
    expect(r.cookies.find((c) => c.name === POST_SIGN_OFFER_COOKIE)?.value).toBe('');
    expect(r.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe(r.data.session_token);
    expect(r.data.user_account_key).toBeTruthy();
    const session = r.data as unknown as Session;

    const me = await call(t.app, 'GET', '/app/user', { session });
    expect(me.statusCode).toBe(200);
    expect(me.data.user).toMatchObject({
      email_address: p.email,
      verified: true,
      request_password: false,
      // Accepted in the #documents gate, as after a sign-up.
      has_accepted_terms: false,
    });
    const list = await call(t.app, 'GET', '/app/documents', { session });
    expect((list.data.documents as { key: string }[]).map((d) => d.key)).toContain(p.key);
    expect((await call(t.app, 'GET', `/app/documents/${p.key}`, { session })).statusCode).toBe(200);

    const login = await call(t.app, 'POST', '/app/auth/login', {
      body: { email_address: p.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);

    // A replay, or a second submission, creates nothing and changes nothing.
    const hash = (await userRow(p.signer.user_key)).password_hash;
    const again = await choose(token!, 'another long password');
    expect(again.statusCode).toBe(400);
    expect(again.data.message).toBe(M.offerInvalid);
    expect((await userRow(p.signer.user_key)).password_hash).toBe(hash);
  });

  it('offers nothing before signing, and refuses a token of a signer who has not signed', async () => {
    const p = await newcomer();
    const later = await leave(p, p.signer, { sign_later: 'true' });
    expect(offered(later)).toBe(false);
    const r = await choose(await tokenFor(p.signer.user_key));
    expect(r.statusCode).toBe(403);
    expect(r.data.message).toBe(M.notSigned);
    expect((await userRow(p.signer.user_key)).email_address).toBe(signerUserEmail(p.uuid));
  });

  it('offers nothing to a signer who rejected', async () => {
    const p = await newcomer();
    const rejected = await leave(p, p.signer, { is_rejected: 'true' });
    expect(offered(rejected)).toBe(false);
  });

  it('is not for a signer the request reached by text message', async () => {
    for (const channel of ['sms', 'both'] as const) {
      const p = await newcomer(channel);
      await p.sign();
      expect(offered(await leave(p, p.signer))).toBe(false);
      const r = await choose(await tokenFor(p.signer.user_key));
      expect(r.statusCode).toBe(403);
      expect(r.data.message).toBe(M.notMailed);
    }
  });

  it('never takes over an account that already has the address: it says to log in', async () => {
    const p = await newcomer();
    await p.sign();
    const token = await tokenFor(p.signer.user_key);
    // Someone signs up with the address after the link was opened (not verified yet).
    const signUp = await call(t.app, 'POST', '/app/auth/sign_up', {
      body: { full_name: 'Nia Elsewhere', email_address: p.email, password: 'theirs is theirs' },
    });
    expect(signUp.statusCode).toBe(200);
    const [holder] = await t.ctx.db.select().from(users).where(eq(users.email_address, p.email));
    const query = await leave(p, p.signer);
    expect(offered(query)).toBe(false);
    expect(query.get('has_account')).toBe('true');

    const r = await choose(token);
    expect(r.statusCode).toBe(409);
    expect(r.data.message).toBe(M.accountExists);
    expect(await userRow(holder!.key)).toEqual(holder);
    expect((await userRow(p.signer.user_key)).password_hash).toBeNull();
  });

  it("is the signer's own: another pack's signer gets no offer and no one else's account", async () => {
    const first = await newcomer();
    const second = await newcomer();
    await first.sign();
    // The second signer, not signed, leaves naming the first pack: nothing to offer them.
    expect(offered(await leave(first, second.signer))).toBe(false);
    const token = (await leave(first, first.signer)).get('offer')!;
    const r = await choose(token);
    expect(r.statusCode).toBe(200);
    const me = await call(t.app, 'GET', '/app/user', { session: r.data as unknown as Session });
    expect((me.data.user as { email_address: string }).email_address).toBe(first.email);
    const list = await call(t.app, 'GET', '/app/documents', {
      session: r.data as unknown as Session,
    });
    expect((list.data.documents as { key: string }[]).map((d) => d.key)).not.toContain(second.key);
    expect((await userRow(second.signer.user_key)).email_address).toBe(
      signerUserEmail(second.uuid),
    );
    // Nor is an account someone already uses turned into anything.
    const own = await choose(await tokenFor(k.sam.user_key));
    expect(own.statusCode).toBe(400);
    expect(own.data.message).toBe(M.offerInvalid);
  });

  it('"No thanks" uses the offer up: the same browser cannot take it up afterwards', async () => {
    const p = await newcomer('email');
    await p.sign();
    const token = (await leave(p, p.signer)).get('offer');
    expect(token).toBeTruthy();
    const declined = await call(t.app, 'DELETE', POST_SIGN_PASSWORD_PATH, {
      headers: { cookie: `${POST_SIGN_OFFER_COOKIE}=${token}` },
    });
    expect(declined.statusCode).toBe(200);
    const cleared = declined.headers['set-cookie'];
    expect(String(cleared)).toContain(`${POST_SIGN_OFFER_COOKIE}=;`);
    const late = await choose(token);
    expect(late.statusCode).toBe(400);
    expect(late.data.message).toBe(M.offerInvalid);
    const [still] = await t.ctx.db.select().from(users).where(eq(users.email_address, p.email));
    expect(still).toBeUndefined();
  });

  it('refuses an unknown or missing offer, and limits tries per address like sign-up', async () => {
    for (const token of ['not-a-token', null]) {
      const unknown = await choose(token);
      expect(unknown.statusCode).toBe(400);
      expect(unknown.data.message).toBe(M.offerInvalid);
    }
    const statuses: number[] = [];
    for (let i = 0; i < 21 * t.ctx.config.rateLimitPerIpScale; i++)
      statuses.push((await choose('guess', PASSWORD, '203.0.113.9')).statusCode);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(400));
  });
});
