import { MESSAGES, passwordTooShortMessage } from '@quire/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../app/api-client.ts';
import { readSession } from '../../app/session-storage.ts';
import { requestsTo, stubServer } from '../../test/fake-fetch.ts';
import { aLogin, aUser, aUserAccount, instanceSettingsRoute } from '../../test/fixtures.ts';
import { clearNotices, renderApp, shownNotices } from '../../test/render-app.tsx';
import { isLoopbackHost } from './local-mailbox-hint.tsx';

const signedInServer = {
  'GET /app/user': () => ({
    body: { success: true, user: aUser(), user_can_browse: true, user_account_key: 'ua-personal' },
  }),
  'GET /app/user/user_accounts': () => ({
    body: { success: true, user_accounts: [aUserAccount()] },
  }),
  'GET /app/notifications': () => ({
    body: { success: true, notifications: [], cursor: null, unread_count: 0 },
  }),
};

afterEach(() => {
  api.endSession();
  clearNotices();
  vi.unstubAllGlobals();
});

describe('login', () => {
  it('stores the tokens and opens #documents', async () => {
    const fetch = stubServer({
      ...signedInServer,
      'POST /app/auth/login': () => ({
        body: { success: true, message: MESSAGES.loggedIn, ...aLogin() },
      }),
    });
    const { user } = renderApp('#login');

    await user.type(await screen.findByLabelText('Email address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('heading', { name: 'Documents' })).toBeTruthy();
    expect(requestsTo(fetch, 'POST /app/auth/login')[0]?.body).toEqual({
      email_address: 'ada@example.com',
      password: 'secret',
    });
    expect(readSession()).toMatchObject({
      sessionToken: 'session-token',
      xsrfToken: 'xsrf-token',
      userKey: 'user-1',
      userAccountKey: 'ua-personal',
    });
    expect(window.location.hash).toBe('#documents');
  });

  it("shows the server's refusal beside the form, once", async () => {
    stubServer({
      'POST /app/auth/login': () => ({
        status: 401,
        body: { success: false, message: MESSAGES.loginFailed },
      }),
    });
    const { user } = renderApp('#login');

    await user.type(await screen.findByLabelText('Email address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText(MESSAGES.loginFailed)).toBeTruthy();
    expect(shownNotices()).toEqual([]);
    expect(window.location.hash).toBe('#login');
  });

  it('has exactly one thing labelled "Password" (its show/hide toggle is named otherwise)', async () => {
    stubServer({});
    renderApp('#login');
    await screen.findByRole('button', { name: 'Log in' });
    expect(screen.getAllByLabelText(/password/i)).toHaveLength(1);
  });

  it('checks the fields before calling the server', async () => {
    const fetch = stubServer({});
    const { user } = renderApp('#login');

    await user.click(await screen.findByRole('button', { name: 'Log in' }));

    expect(screen.getByText(MESSAGES.validEmailRequired)).toBeTruthy();
    expect(requestsTo(fetch, 'POST /app/auth/login')).toHaveLength(0);
  });
});

describe('sign up', () => {
  it('sends full name, email and password, then asks to check the email', async () => {
    const fetch = stubServer({
      'POST /app/auth/sign_up': () => ({
        body: { success: true, message: MESSAGES.signUpCheckEmail },
      }),
    });
    const { user } = renderApp('#sign_up');

    await user.type(await screen.findByLabelText('Full name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email address'), 'Ada@Example.com');
    await user.type(screen.getByLabelText('Password'), 'engine');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByText(MESSAGES.signUpCheckEmail)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(requestsTo(fetch, 'POST /app/auth/sign_up')[0]?.body).toEqual({
      full_name: 'Ada Lovelace',
      email_address: 'ada@example.com',
      password: 'engine',
    });
  });

  it('applies the password rule of spec §5', async () => {
    stubServer({});
    const { user } = renderApp('#sign_up');

    await user.type(await screen.findByLabelText('Full name'), 'Ada');
    await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(screen.getByText(passwordTooShortMessage(5))).toBeTruthy();
  });

  it("says and checks the instance's PASSWORD_MIN_LENGTH", async () => {
    const fetch = stubServer({
      ...instanceSettingsRoute({ password_min_length: 10 }),
      'POST /app/auth/sign_up': () => ({
        body: { success: true, message: MESSAGES.signUpCheckEmail },
      }),
    });
    const { user } = renderApp('#sign_up');

    expect(await screen.findByText('At least 10 characters')).toBeTruthy();
    await user.type(screen.getByLabelText('Full name'), 'Ada');
    await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), '123456789');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByText(passwordTooShortMessage(10))).toBeTruthy();
    expect(requestsTo(fetch, 'POST /app/auth/sign_up')).toHaveLength(0);

    await user.type(screen.getByLabelText('Password'), '0');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText(MESSAGES.signUpCheckEmail)).toBeTruthy();
    expect(requestsTo(fetch, 'POST /app/auth/sign_up')[0]?.body).toMatchObject({
      password: '1234567890',
    });
  });

  it('points local installs at the mailbox, when the server keeps one', async () => {
    stubServer(instanceSettingsRoute({ local_mailbox: true }));
    const { unmount } = renderApp('#sign_up');
    const link = await screen.findByRole('link', { name: 'Open the local mailbox' });
    expect(link.getAttribute('href')).toBe('/mailbox');
    unmount();

    // With SMTP_URL the mails leave and /mailbox does not exist.
    const fetch = stubServer(instanceSettingsRoute({ local_mailbox: false }));
    renderApp('#sign_up');
    await screen.findByRole('button', { name: 'Sign up' });
    await vi.waitFor(() => expect(requestsTo(fetch, 'GET /app/instance_settings')).toHaveLength(1));
    expect(screen.queryByRole('link', { name: 'Open the local mailbox' })).toBeNull();
  });
});

describe('password reset', () => {
  it('requests a link for an address', async () => {
    const fetch = stubServer({
      'POST /app/auth/request_password_reset': () => ({
        body: { success: true, message: MESSAGES.passwordResetRequested },
      }),
    });
    const { user } = renderApp('#forgot_password');

    await user.type(await screen.findByLabelText('Email address'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByText(MESSAGES.passwordResetRequested)).toBeTruthy();
    expect(requestsTo(fetch, 'POST /app/auth/request_password_reset')[0]?.body).toEqual({
      email_address: 'ada@example.com',
    });
  });

  it("sets the new password with the link's token", async () => {
    const fetch = stubServer({
      'POST /app/auth/reset_password': () => ({
        body: { success: true, message: MESSAGES.passwordUpdated },
      }),
    });
    const { user } = renderApp('#reset_password/tok-123');

    await user.type(await screen.findByLabelText('New password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(await screen.findByText(MESSAGES.passwordUpdated, { selector: 'p' })).toBeTruthy();
    expect(requestsTo(fetch, 'POST /app/auth/reset_password')[0]?.body).toEqual({
      token: 'tok-123',
      password: 'new-secret',
    });
    expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();
  });
});

describe('verify email', () => {
  it('verifies the token once and offers to log in', async () => {
    const fetch = stubServer({
      'GET /app/auth/verify_email/tok-9': () => ({
        body: { success: true, message: MESSAGES.emailVerified },
      }),
    });
    renderApp('#verify_email/tok-9');

    expect(await screen.findByText(MESSAGES.emailVerified)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();
    expect(requestsTo(fetch, 'GET /app/auth/verify_email/tok-9')).toHaveLength(1);
  });

  it("shows the server's message for a bad link", async () => {
    stubServer({
      'GET /app/auth/verify_email/old': () => ({
        status: 400,
        body: { success: false, message: MESSAGES.verificationLinkInvalid },
      }),
    });
    renderApp('#verify_email/old');

    expect(await screen.findByText(MESSAGES.verificationLinkInvalid)).toBeTruthy();
    expect(shownNotices()).toEqual([]);
  });
});

describe('isLoopbackHost', () => {
  it('knows the loopback names', () => {
    expect(isLoopbackHost('localhost')).toBe(true);
    expect(isLoopbackHost('127.0.0.1')).toBe(true);
    expect(isLoopbackHost('[::1]')).toBe(true);
    expect(isLoopbackHost('quire.example.com')).toBe(false);
  });
});
