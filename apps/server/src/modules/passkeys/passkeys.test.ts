import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES, PASSKEY_MESSAGES, SESSION_COOKIE } from '@quire/domain';
import { loginChallenges, passkeys } from '../../db/schema.ts';
import { hashSecret } from '../../lib/ids.ts';
import { call, signUpVerifiedUser, useTestApp, type Session } from '../../../test/test-app.ts';
import { openTwoStepLogin, softAuthenticator, type SoftAuthenticator } from './passkey-test-kit.ts';

const t = useTestApp();
const ORIGIN = 'http://localhost:3000';

type Options = { challenge: string; rp: { id: string }; user: { id: string }; rpId: string };

const registrationOptions = async (session: Session) => {
  const r = await call(t.app, 'POST', '/app/user/passkeys/options', { session });
  expect(r.statusCode).toBe(200);
  return r.data.options as Options & { excludeCredentials: { id: string }[] };
};

const register = async (session: Session, device = softAuthenticator(ORIGIN), name = 'Laptop') => {
  const response = device.register(await registrationOptions(session));
  const r = await call(t.app, 'POST', '/app/user/passkeys', { session, body: { response, name } });
  expect(r.statusCode).toBe(200);
  return device;
};

const loginOptions = async (challenge_token?: string) => {
  const r = await call(t.app, 'POST', '/app/auth/passkey/options', {
    body: challenge_token ? { challenge_token } : {},
  });
  return r.data.options as Options & { allowCredentials?: { id: string }[] };
};

const passkeyLogin = async (
  device: SoftAuthenticator,
  overrides: Parameters<SoftAuthenticator['assert']>[1] = {},
  challenge_token?: string,
) => {
  const response = device.assert(await loginOptions(challenge_token), overrides);
  return call(t.app, 'POST', '/app/auth/passkey/verify', {
    body: { response, ...(challenge_token ? { challenge_token } : {}) },
  });
};

describe('adding and managing passkeys', () => {
  it('adds a named passkey, lists it, renames it and offers it as excluded next time', async () => {
    const user = await signUpVerifiedUser(t);
    const options = await registrationOptions(user);
    expect(options).toMatchObject({
      rp: { id: 'localhost', name: 'Quire' },
      user: { name: user.email_address },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    const device = softAuthenticator(ORIGIN);
    const added = await call(t.app, 'POST', '/app/user/passkeys', {
      session: user,
      body: { response: device.register(options), name: '  Work laptop ' },
    });
    expect(added.data).toMatchObject({
      success: true,
      message: PASSKEY_MESSAGES.added,
      passkey: { credential_id: device.credentialId, name: 'Work laptop', last_used_at: null },
    });
    expect((await registrationOptions(user)).excludeCredentials).toEqual([
      { id: device.credentialId, transports: ['internal'], type: 'public-key' },
    ]);

    const renamed = await call(t.app, 'PUT', `/app/user/passkeys/${device.credentialId}`, {
      session: user,
      body: { data: { name: 'Phone' } },
    });
    expect(renamed.data).toMatchObject({
      message: PASSKEY_MESSAGES.renamed,
      passkey: { name: 'Phone' },
    });
    const list = await call(t.app, 'GET', '/app/user/passkeys', { session: user });
    expect(list.data.passkeys).toEqual([
      {
        credential_id: device.credentialId,
        name: 'Phone',
        date_created: expect.any(String),
        last_used_at: null,
      },
    ]);
  });

  it('refuses a nameless passkey, a wrong origin, a replayed or foreign challenge, and a duplicate', async () => {
    const user = await signUpVerifiedUser(t);
    const other = await signUpVerifiedUser(t);
    const device = softAuthenticator(ORIGIN);
    const post = (session: Session, response: unknown, name = 'Key') =>
      call(t.app, 'POST', '/app/user/passkeys', { session, body: { response, name } });

    const nameless = await post(user, device.register(await registrationOptions(user)), ' ');
    expect(nameless.data).toEqual({ success: false, message: PASSKEY_MESSAGES.nameRequired });

    const evil = await post(
      user,
      device.register(await registrationOptions(user), { origin: 'https://evil.example' }),
    );
    expect(evil.statusCode).toBe(400);
    expect(evil.data.message).toBe(PASSKEY_MESSAGES.notVerified);

    const unverified = await post(
      user,
      device.register(await registrationOptions(user), { userVerified: false }),
    );
    expect(unverified.data.message).toBe(PASSKEY_MESSAGES.notVerified);

    // A ceremony opened for one user cannot add a passkey to another.
    const foreign = await post(other, device.register(await registrationOptions(user)));
    expect(foreign.data.message).toBe(PASSKEY_MESSAGES.ceremonyExpired);

    const response = device.register(await registrationOptions(user));
    expect((await post(user, response)).statusCode).toBe(200);
    const replay = await post(user, response);
    expect(replay.data.message).toBe(PASSKEY_MESSAGES.ceremonyExpired);

    const again = await post(user, device.register(await registrationOptions(user)));
    expect(again.data.message).toBe(PASSKEY_MESSAGES.alreadyRegistered);
    const rows = await t.ctx.db.select().from(passkeys).where(eq(passkeys.user_key, user.user_key));
    expect(rows).toHaveLength(1);
  });

  it('removes a passkey only with the password, and never another user’s', async () => {
    const user = await signUpVerifiedUser(t);
    const other = await signUpVerifiedUser(t);
    const device = await register(user);
    const url = `/app/user/passkeys/${device.credentialId}`;

    const foreign = await call(t.app, 'DELETE', url, {
      session: other,
      body: { password: other.password },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.data.message).toBe(PASSKEY_MESSAGES.notFound);
    const renameForeign = await call(t.app, 'PUT', url, {
      session: other,
      body: { data: { name: 'Mine now' } },
    });
    expect(renameForeign.statusCode).toBe(404);

    const none = await call(t.app, 'DELETE', url, { session: user, body: {} });
    expect(none.data).toEqual({ success: false, message: PASSKEY_MESSAGES.passwordRequired });
    const wrong = await call(t.app, 'DELETE', url, { session: user, body: { password: 'nope' } });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.data.message).toBe(PASSKEY_MESSAGES.passwordIncorrect);

    const removed = await call(t.app, 'DELETE', url, {
      session: user,
      body: { password: user.password },
    });
    expect(removed.data).toEqual({ success: true, message: PASSKEY_MESSAGES.removed });
    const login = await passkeyLogin(device);
    expect(login.data.message).toBe(PASSKEY_MESSAGES.unknownCredential);
  });

  it('needs a session', async () => {
    const r = await call(t.app, 'GET', '/app/user/passkeys');
    expect(r.statusCode).toBe(401);
    expect(r.data.message).toBe(MESSAGES.loginRequired);
  });
});

describe('password-less login with a passkey', () => {
  it('logs in with a discoverable, user-verified passkey: the same answer and cookie as a password login', async () => {
    const user = await signUpVerifiedUser(t);
    const device = await register(user);
    const options = await loginOptions();
    expect(options).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
    expect(options.allowCredentials ?? []).toEqual([]);

    const login = await passkeyLogin(device);
    expect(login.statusCode).toBe(200);
    expect(login.data).toEqual({
      success: true,
      message: MESSAGES.loggedIn,
      session_token: expect.any(String),
      xsrf_token: expect.any(String),
      user_key: user.user_key,
      user_account_key: user.user_account_key,
    });
    const cookie = login.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      value: login.data.session_token,
    });
    const me = await call(t.app, 'GET', '/app/user', { session: login.data as never });
    expect(me.data).toMatchObject({ user: { email_address: user.email_address } });

    const [row] = await t.ctx.db
      .select()
      .from(passkeys)
      .where(eq(passkeys.credential_id, device.credentialId));
    expect(row).toMatchObject({ counter: 1, last_used_at: expect.any(Date) });
  });

  it('refuses a wrong origin, a wrong RP ID, a replay, an unverified user and an unknown passkey', async () => {
    const user = await signUpVerifiedUser(t);
    const device = await register(user);

    const evil = await passkeyLogin(device, { origin: 'https://evil.example' });
    expect(evil.statusCode).toBe(401);
    expect(evil.data.message).toBe(PASSKEY_MESSAGES.notVerified);
    const otherRp = await passkeyLogin(device, { rpId: 'evil.example' });
    expect(otherRp.data.message).toBe(PASSKEY_MESSAGES.notVerified);
    const unverified = await passkeyLogin(device, { userVerified: false });
    expect(unverified.data.message).toBe(PASSKEY_MESSAGES.notVerified);

    const response = device.assert(await loginOptions());
    const first = await call(t.app, 'POST', '/app/auth/passkey/verify', { body: { response } });
    expect(first.statusCode).toBe(200);
    const replay = await call(t.app, 'POST', '/app/auth/passkey/verify', { body: { response } });
    expect(replay.statusCode).toBe(401);
    expect(replay.data.message).toBe(PASSKEY_MESSAGES.ceremonyExpired);

    // A clone of the authenticator gives itself away by a signature counter that did not grow.
    const clone = await passkeyLogin(device, { counter: 1 });
    expect(clone.statusCode).toBe(401);
    expect(clone.data.message).toBe(PASSKEY_MESSAGES.notVerified);

    const stranger = await passkeyLogin(softAuthenticator(ORIGIN));
    expect(stranger.statusCode).toBe(401);
    expect(stranger.data.message).toBe(PASSKEY_MESSAGES.unknownCredential);
    expect(stranger.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
  });
});

describe('a passkey as the second step of a password login', () => {
  it('offers only the user’s passkeys, refuses another user’s, then opens one session and closes the login', async () => {
    const user = await signUpVerifiedUser(t);
    const other = await signUpVerifiedUser(t);
    const own = await register(user);
    const foreign = await register(other);
    const token = await openTwoStepLogin(t.ctx.db, user.user_key);

    const options = await loginOptions(token);
    expect(options.allowCredentials?.map((c) => c.id)).toEqual([own.credentialId]);

    const wrongUser = await passkeyLogin(foreign, {}, token);
    expect(wrongUser.statusCode).toBe(401);
    expect(wrongUser.data.message).toBe(PASSKEY_MESSAGES.notVerified);
    const [counted] = await t.ctx.db
      .select()
      .from(loginChallenges)
      .where(eq(loginChallenges.token_hash, hashSecret(token)));
    expect(counted?.attempts).toBe(1);

    const login = await passkeyLogin(own, {}, token);
    expect(login.statusCode).toBe(200);
    expect(login.data).toMatchObject({ success: true, user_key: user.user_key });

    const again = await call(t.app, 'POST', '/app/auth/passkey/options', {
      body: { challenge_token: token },
    });
    expect(again.statusCode).toBe(401);
    expect(again.data.message).toBe(PASSKEY_MESSAGES.ceremonyExpired);
  });

  it('locks the login after five failed passkey answers', async () => {
    const user = await signUpVerifiedUser(t);
    const own = await register(user);
    const token = await openTwoStepLogin(t.ctx.db, user.user_key);
    const messages = [];
    for (let i = 0; i < 5; i++)
      messages.push(
        (await passkeyLogin(own, { origin: 'https://evil.example' }, token)).data.message,
      );
    expect(messages.at(-1)).toBe(PASSKEY_MESSAGES.loginLocked);
    const after = await call(t.app, 'POST', '/app/auth/passkey/options', {
      body: { challenge_token: token },
    });
    expect(after.data.message).toBe(PASSKEY_MESSAGES.ceremonyExpired);
  });
});
