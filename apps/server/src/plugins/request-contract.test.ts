import { beforeAll, describe, expect, it } from 'vitest';
import { HEADERS, MESSAGES, SESSION_COOKIE } from '@quire/domain';
import {
  TEST_VERSION,
  call,
  useTestApp,
  signUpVerifiedUser,
  type Session,
} from '../../test/test-app.ts';

const t = useTestApp();
let user: Session;
let other: Session;

beforeAll(async () => {
  // A route that fails the way a bug would, to prove what a 500 looks like from outside.
  t.app.get('/app/test/boom', async () => {
    throw new Error('secret detail: connection string postgres://admin:hunter2@db');
  });
  user = await signUpVerifiedUser(t);
  other = await signUpVerifiedUser(t);
});

describe('the request contract of spec §7 and §8', () => {
  it('puts current_app_version on every response, failures included', async () => {
    for (const r of [
      await call(t.app, 'GET', '/app/user', { session: user }),
      await call(t.app, 'GET', '/app/user'),
      await call(t.app, 'GET', '/app/no-such-route', { session: user }),
      await call(t.app, 'POST', '/app/auth/login', { body: { email_address: 'x', password: '' } }),
    ]) {
      expect(r.headers[HEADERS.currentAppVersion]).toBe(TEST_VERSION);
    }
  });

  it('answers 401 with redirect_url to the login page without a session', async () => {
    const r = await call(t.app, 'GET', '/app/user/user_accounts');
    expect(r.statusCode).toBe(401);
    expect(r.data).toEqual({
      success: false,
      message: MESSAGES.loginRequired,
      redirect_url: '/#login',
    });
  });

  it('answers 401 for a session token that is not (or no longer) valid', async () => {
    const r = await call(t.app, 'GET', '/app/user', {
      session: { ...user, session_token: 'forged-token' },
    });
    expect(r.statusCode).toBe(401);
    expect(r.data).toMatchObject({ message: MESSAGES.sessionExpired, redirect_url: '/#login' });
  });

  it('refuses a state-changing call without the xsrf token, and with a wrong one', async () => {
    const without = await call(t.app, 'POST', '/app/accounts', {
      session: user,
      omitXsrf: true,
      body: { data: { name: 'Should not exist' } },
    });
    expect(without.statusCode).toBe(403);
    expect(without.data).toEqual({ success: false, message: MESSAGES.xsrfInvalid });
    const wrong = await call(t.app, 'POST', '/app/accounts', {
      session: { ...user, xsrf_token: other.xsrf_token },
      body: { data: { name: 'Should not exist' } },
    });
    expect(wrong.statusCode).toBe(403);
    const accounts = await call(t.app, 'GET', '/app/user/user_accounts', { session: user });
    expect((accounts.data.user_accounts as unknown[]).length).toBe(1);
  });

  it('accepts the cookie for reads (downloads, page loads) but never alone for a change', async () => {
    const cookie = `${SESSION_COOKIE}=${user.session_token}`;
    const read = await t.app.inject({ method: 'GET', url: '/app/user', headers: { cookie } });
    expect(read.statusCode).toBe(200);
    const write = await t.app.inject({
      method: 'POST',
      url: '/app/accounts',
      headers: { cookie, 'content-type': 'application/json' },
      payload: { data: { name: 'CSRF attempt' } },
    });
    expect(write.statusCode).toBe(403);
  });

  it('refuses a user_account_key that is not one of the caller’s', async () => {
    const r = await call(t.app, 'GET', '/app/user', {
      session: user,
      headers: { [HEADERS.userAccountKey]: other.user_account_key },
    });
    expect(r.statusCode).toBe(403);
    expect(r.data).toEqual({ success: false, message: MESSAGES.notWorkspaceMember });
  });

  it('answers an unexpected error with 500 and the generic message, never the details', async () => {
    const r = await call(t.app, 'GET', '/app/test/boom', { session: user });
    expect(r.statusCode).toBe(500);
    expect(r.data).toEqual({ success: false, message: MESSAGES.genericServerError });
    expect(r.body).not.toContain('hunter2');
    expect(r.body).not.toContain('at ');
  });

  it('answers malformed JSON with 400 and a plain message', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/app/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email_address": ',
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ success: false, message: 'The request is not valid.' });
  });

  it('answers unknown /app routes with a JSON 404', async () => {
    const r = await call(t.app, 'GET', '/app/does/not/exist', { session: user });
    expect(r.statusCode).toBe(404);
    expect(r.data).toEqual({ success: false, message: MESSAGES.notFound });
  });
});
