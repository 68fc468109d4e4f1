// @postgres: sessions are read by SQL sent as written (node-postgres types the rows).
import { describe, expect, it } from 'vitest';
import { MESSAGES, SESSION_COOKIE } from '@quire/domain';
import {
  call,
  useTestApp,
  linkToken,
  signUpVerifiedUser,
  waitForMail,
} from '../../../test/test-app.ts';

const t = useTestApp();

describe('sign-up, verification and login', () => {
  it('signs up, mails a verification link, verifies and logs in with a session and xsrf token', async () => {
    const email = 'ada@example.com';
    const signUp = await call(t.app, 'POST', '/app/auth/sign_up', {
      body: {
        full_name: 'Ada Lovelace',
        email_address: ' Ada@Example.com ',
        password: 'analytical',
      },
    });
    expect(signUp.statusCode).toBe(200);
    expect(signUp.data).toEqual({ success: true, message: MESSAGES.signUpCheckEmail });

    const mail = await waitForMail(t.ctx, email, 'verify_email');
    expect(mail.subject).toBe('Verify your email address for Quire');
    expect(mail.html).toContain('Ada Lovelace');
    const token = linkToken(mail.text, '#verify_email/');
    expect(token.length).toBeGreaterThanOrEqual(43);

    const login = await call(t.app, 'POST', '/app/auth/login', {
      body: { email_address: email, password: 'analytical' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.data).toMatchObject({
      success: true,
      session_token: expect.any(String),
      xsrf_token: expect.any(String),
    });
    const cookie = login.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.value).toBe(login.data.session_token);

    const session = login.data as never;
    const before = await call(t.app, 'GET', '/app/user', { session });
    expect(before.data).toMatchObject({
      user: { verified: false, full_name: 'Ada Lovelace', name: 'Ada', last_name: 'Lovelace' },
    });

    const verify = await call(t.app, 'GET', `/app/auth/verify_email/${token}`);
    expect(verify.data).toEqual({ success: true, message: MESSAGES.emailVerified });
    const again = await call(t.app, 'GET', `/app/auth/verify_email/${token}`);
    expect(again.data).toEqual({ success: true, message: MESSAGES.alreadyVerified });

    const after = await call(t.app, 'GET', '/app/user', { session });
    expect(after.data).toMatchObject({
      user: { verified: true, email_address: email },
      user_can_browse: true,
    });
  });

  it('refuses a verification token that does not exist', async () => {
    const r = await call(t.app, 'GET', '/app/auth/verify_email/not-a-real-token');
    expect(r.statusCode).toBe(400);
    expect(r.data).toEqual({ success: false, message: MESSAGES.verificationLinkInvalid });
  });

  it('refuses a short password with the spec message and writes nothing', async () => {
    const r = await call(t.app, 'POST', '/app/auth/sign_up', {
      body: { full_name: 'Short', email_address: 'short@example.com', password: 'abcd' },
    });
    expect(r.statusCode).toBe(400);
    expect(r.data).toEqual({
      success: false,
      message: 'Please enter a password at least 5 characters long',
    });
    const login = await call(t.app, 'POST', '/app/auth/login', {
      body: { email_address: 'short@example.com', password: 'abcd' },
    });
    expect(login.data.message).toBe(MESSAGES.loginFailed);
  });

  it('refuses a bad email address and a missing name with their messages', async () => {
    const badEmail = await call(t.app, 'POST', '/app/auth/sign_up', {
      body: { full_name: 'X', email_address: 'not-an-email', password: 'abcdef' },
    });
    expect(badEmail.data).toEqual({ success: false, message: MESSAGES.validEmailRequired });
    const noName = await call(t.app, 'POST', '/app/auth/sign_up', {
      body: { full_name: '  ', email_address: 'x@example.com', password: 'abcdef' },
    });
    expect(noName.data).toEqual({ success: false, message: MESSAGES.fullNameRequired });
  });

  it('says the same for a wrong password and for an unknown address', async () => {
    const user = await signUpVerifiedUser(t);
    const wrong = await call(t.app, 'POST', '/app/auth/login', {
      body: { email_address: user.email_address, password: 'not the password' },
    });
    const unknown = await call(t.app, 'POST', '/app/auth/login', {
      body: { email_address: 'nobody-here@example.com', password: 'not the password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.data).toEqual({ success: false, message: MESSAGES.loginFailed });
    expect(unknown.data).toEqual(wrong.data);
  });

  it('answers a second sign-up with the same address like the first, and mails the owner instead', async () => {
    const user = await signUpVerifiedUser(t, { full_name: 'First Owner' });
    const second = await call(t.app, 'POST', '/app/auth/sign_up', {
      body: { full_name: 'Someone Else', email_address: user.email_address, password: 'different' },
    });
    expect(second.data).toEqual({ success: true, message: MESSAGES.signUpCheckEmail });
    const mail = await waitForMail(t.ctx, user.email_address, 'account_exists');
    expect(mail.html).toContain('First Owner');
    const stillOld = await call(t.app, 'POST', '/app/auth/login', {
      body: { email_address: user.email_address, password: 'different' },
    });
    expect(stillOld.statusCode).toBe(401);
  });

  it('logs out: the session stops working', async () => {
    const user = await signUpVerifiedUser(t);
    const out = await call(t.app, 'POST', '/app/auth/logout', { session: user });
    expect(out.data).toEqual({ success: true, message: MESSAGES.loggedOut });
    const after = await call(t.app, 'GET', '/app/user', { session: user });
    expect(after.statusCode).toBe(401);
    expect(after.data).toMatchObject({ success: false, redirect_url: '/#login' });
  });

  it('resends a verification link to an unverified user', async () => {
    await call(t.app, 'POST', '/app/auth/sign_up', {
      body: { full_name: 'Late Verifier', email_address: 'late@example.com', password: 'abcdef' },
    });
    await waitForMail(t.ctx, 'late@example.com', 'verify_email');
    const login = await call(t.app, 'POST', '/app/auth/login', {
      body: { email_address: 'late@example.com', password: 'abcdef' },
    });
    const session = login.data as never;
    const resend = await call(t.app, 'POST', '/app/auth/resend_verification', { session });
    expect(resend.data).toEqual({ success: true, message: MESSAGES.verificationSent });
  });
});

describe('password reset', () => {
  it('mails a single-use link, sets the new password and ends the old sessions', async () => {
    const user = await signUpVerifiedUser(t);
    const request = await call(t.app, 'POST', '/app/auth/request_password_reset', {
      body: { email_address: user.email_address },
    });
    expect(request.data).toEqual({ success: true, message: MESSAGES.passwordResetRequested });
    const mail = await waitForMail(t.ctx, user.email_address, 'reset_password');
    const token = linkToken(mail.text, '#reset_password/');

    const short = await call(t.app, 'POST', '/app/auth/reset_password', {
      body: { token, password: '123' },
    });
    expect(short.data.message).toBe('Please enter a password at least 5 characters long');

    const reset = await call(t.app, 'POST', '/app/auth/reset_password', {
      body: { token, password: 'brand new pw' },
    });
    expect(reset.data).toEqual({ success: true, message: MESSAGES.passwordUpdated });
    const reused = await call(t.app, 'POST', '/app/auth/reset_password', {
      body: { token, password: 'another pw' },
    });
    expect(reused.data).toEqual({ success: false, message: MESSAGES.resetLinkInvalid });

    expect((await call(t.app, 'GET', '/app/user', { session: user })).statusCode).toBe(401);
    const oldPw = await call(t.app, 'POST', '/app/auth/login', {
      body: { email_address: user.email_address, password: user.password },
    });
    expect(oldPw.statusCode).toBe(401);
    const newPw = await call(t.app, 'POST', '/app/auth/login', {
      body: { email_address: user.email_address, password: 'brand new pw' },
    });
    expect(newPw.statusCode).toBe(200);
  });

  it('answers an unknown address exactly like a known one', async () => {
    const r = await call(t.app, 'POST', '/app/auth/request_password_reset', {
      body: { email_address: 'ghost@example.com' },
    });
    expect(r.data).toEqual({ success: true, message: MESSAGES.passwordResetRequested });
  });
});

describe('rate limits', () => {
  it('limits login attempts per address', async () => {
    const user = await signUpVerifiedUser(t);
    const attempt = () =>
      call(t.app, 'POST', '/app/auth/login', {
        body: { email_address: user.email_address, password: 'guess' },
        remoteAddress: '198.51.100.1',
      });
    // signUpVerifiedUser logged in once: nine more attempts make ten, the eleventh is refused.
    for (let i = 0; i < 9; i++) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.data.message).toBe(MESSAGES.tooManyAttempts);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right password waits: the limit is on attempts, not on failures.
    const right = await call(t.app, 'POST', '/app/auth/login', {
      body: { email_address: user.email_address, password: user.password },
      remoteAddress: '198.51.100.2',
    });
    expect(right.statusCode).toBe(429);
  });

  it('limits login attempts per IP address, whatever addresses are tried', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 51; i++) {
      const r = await call(t.app, 'POST', '/app/auth/login', {
        body: { email_address: `spray${i}@example.com`, password: 'guess' },
        remoteAddress: '203.0.113.7',
      });
      statuses.push(r.statusCode);
    }
    expect(statuses.slice(0, 50).every((s) => s === 401)).toBe(true);
    expect(statuses[50]).toBe(429);
    const otherIp = await call(t.app, 'POST', '/app/auth/login', {
      body: { email_address: 'spray0@example.com', password: 'guess' },
      remoteAddress: '203.0.113.8',
    });
    expect(otherIp.statusCode).toBe(401);
  });

  it('limits password-reset requests per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const r = await call(t.app, 'POST', '/app/auth/request_password_reset', {
        body: { email_address: 'reset-flood@example.com' },
      });
      statuses.push(r.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
