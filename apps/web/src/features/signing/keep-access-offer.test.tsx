import {
  DEFAULT_PASSWORD_MIN_LENGTH,
  POST_SIGN_PASSWORD_MESSAGES,
  passwordTooShortMessage,
} from '@quire/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../app/api-client.ts';
import { readSession } from '../../app/session-storage.ts';
import { requestsTo } from '../../test/fake-fetch.ts';
import { aLogin } from '../../test/fixtures.ts';
import { stubLoggedInServer } from '../../test/logged-in-server.ts';
import { clearNotices, renderApp } from '../../test/render-app.tsx';

afterEach(() => {
  api.endSession();
  clearNotices();
  vi.unstubAllGlobals();
});

const EMAIL = encodeURIComponent('n•••@example.com');
const SIGNED = `#post_sign?document_key=pack-1&copy_channel=email&copy_to=${EMAIL}&copy_complete=false`;
const OFFERED = `${SIGNED}&password_offer=true&password_for=${EMAIL}`;

const REFUSALS = {
  exists: {
    status: 409,
    body: { success: false, message: POST_SIGN_PASSWORD_MESSAGES.accountExists },
  },
  // An instance configured for longer passwords than the default.
  short: { status: 400, body: { success: false, message: passwordTooShortMessage(12) } },
};

const server = (answer: 'ok' | keyof typeof REFUSALS = 'ok') =>
  stubLoggedInServer({
    'POST /app/auth/post_sign_password': () =>
      answer === 'ok'
        ? { body: { ...aLogin(), message: POST_SIGN_PASSWORD_MESSAGES.accountReady } }
        : REFUSALS[answer],
    'DELETE /app/auth/post_sign_password': () => ({ body: { success: true } }),
    'GET /app/documents': () => ({ body: { success: true, documents: [], cursor: null } }),
  });

describe('#post_sign: the post-signing password offer', () => {
  it('keeps the thank-you, and creates the account with the chosen password', async () => {
    const fetch = server();
    const { user } = renderApp(OFFERED);
    expect(await screen.findByRole('heading', { name: 'Thank you for signing' })).toBeTruthy();
    expect(screen.getByText(/We'll email the signed copy/)).toBeTruthy();
    const offer = screen.getByRole('region', { name: 'Keep your documents' });
    expect(within(offer).getByText('n•••@example.com')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(
      await screen.findByText(passwordTooShortMessage(DEFAULT_PASSWORD_MIN_LENGTH)),
    ).toBeTruthy();
    expect(requestsTo(fetch, 'POST /app/auth/post_sign_password')).toHaveLength(0);

    const field = screen.getByLabelText('Choose a password');
    await user.type(field, 'a long password');
    await user.click(screen.getByRole('button', { name: 'Show or hide the characters' }));
    expect(field.getAttribute('type')).toBe('text');
    await user.type(field, '{Enter}');
    await vi.waitFor(() => expect(window.location.hash).toMatch(/^#\/?documents$/));
    expect(requestsTo(fetch, 'POST /app/auth/post_sign_password')[0]?.body).toEqual({
      password: 'a long password',
    });
    expect(readSession().sessionToken).toBe(aLogin().session_token);
  });

  it('respects "No thanks"', async () => {
    const fetch = server();
    const { user } = renderApp(OFFERED);
    await user.click(await screen.findByRole('button', { name: 'No thanks' }));
    expect(screen.queryByLabelText('Choose a password')).toBeNull();
    expect(screen.getByText(/You can sign up later/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Thank you for signing' })).toBeTruthy();
    expect(requestsTo(fetch, 'POST /app/auth/post_sign_password')).toHaveLength(0);
    // The offer is used up on the server, so the same browser cannot take it up later.
    await waitFor(() =>
      expect(requestsTo(fetch, 'DELETE /app/auth/post_sign_password')).toHaveLength(1),
    );
  });

  it("shows the server's refusal, with a way to log in", async () => {
    server('exists');
    const { user } = renderApp(OFFERED);
    await user.type(await screen.findByLabelText('Choose a password'), 'a long password{Enter}');
    expect(await screen.findByText(POST_SIGN_PASSWORD_MESSAGES.accountExists)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('#/login');
    // No other password would change that: the form gives way.
    expect(screen.queryByLabelText('Choose a password')).toBeNull();
  });

  it("keeps the form for the server's configured minimum", async () => {
    server('short');
    const { user } = renderApp(OFFERED);
    await user.type(await screen.findByLabelText('Choose a password'), 'a long pw{Enter}');
    expect(await screen.findByText(passwordTooShortMessage(12))).toBeTruthy();
    expect(screen.getByLabelText('Choose a password')).toBeTruthy();
  });

  it('is offered to no one else: a rejection, or a page without an offer', async () => {
    server();
    renderApp(`${OFFERED}&is_rejected=true`);
    expect(await screen.findByRole('heading', { name: 'You rejected the document' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Keep your documents' })).toBeNull();
  });

  it('tells a signer whose address has an account to log in', async () => {
    server();
    renderApp(`${SIGNED}&has_account=true`);
    expect(
      await screen.findByText(/You have a Quire account with this email address/),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Choose a password')).toBeNull();
  });
});
