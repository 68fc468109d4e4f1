import { MESSAGES } from '@quire/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../app/api-client.ts';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { readSession } from '../../../app/session-storage.ts';
import { requestsTo } from '../../../test/fake-fetch.ts';
import { stubLoggedInServer } from '../../../test/logged-in-server.ts';
import { aLogin } from '../../../test/fixtures.ts';
import { clearNotices, renderApp } from '../../../test/render-app.tsx';
import {
  anAssertion,
  browserWithPasskeys,
  PASSKEY_OPTIONS_ANSWER,
} from '../test-support/fake-webauthn.ts';
import { PasskeySignInButton } from './passkey-sign-in-button.tsx';

const server = (verify: () => { status?: number; body: unknown }) =>
  stubLoggedInServer({
    'POST /app/auth/passkey/options': () => ({ body: PASSKEY_OPTIONS_ANSWER }),
    'POST /app/auth/passkey/verify': verify,
  });

afterEach(() => {
  api.endSession();
  clearNotices();
  vi.unstubAllGlobals();
});

describe('sign in with a passkey (password-less)', () => {
  it('is not offered where the browser has no WebAuthn', async () => {
    server(() => ({ body: {} }));
    renderApp('#login');
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).toBeNull();
  });

  it('sends the authenticator’s answer, keeps the session and opens #documents', async () => {
    const get = browserWithPasskeys(async () => anAssertion({ userHandle: 'user' }));
    const fetch = server(() => ({
      body: { success: true, message: MESSAGES.loggedIn, ...aLogin() },
    }));
    const { user } = renderApp('#login');
    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));

    expect(await screen.findByRole('heading', { name: 'Documents' })).toBeTruthy();
    expect(get).toHaveBeenCalledOnce();
    expect(requestsTo(fetch, 'POST /app/auth/passkey/options')[0]?.body).toEqual({});
    expect(requestsTo(fetch, 'POST /app/auth/passkey/verify')[0]?.body).toMatchObject({
      response: { id: 'Y3JlZA', type: 'public-key', response: { userHandle: 'dXNlcg' } },
    });
    expect(readSession()).toMatchObject({ sessionToken: 'session-token' });
  });

  it('shows the server’s refusal and stays on the login page', async () => {
    browserWithPasskeys(async () => anAssertion());
    const refusal = 'This passkey is not registered with Quire.';
    server(() => ({ status: 401, body: { success: false, message: refusal } }));
    const { user } = renderApp('#login');
    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Log in to Quire' })).toBeTruthy();
    expect(readSession().sessionToken).toBeNull();
  });
});

describe('a passkey as the second step (the component the second-step screen uses)', () => {
  it('sends the login’s challenge_token with the options and the answer', async () => {
    browserWithPasskeys(async () => anAssertion());
    const fetch = server(() => ({
      body: { success: true, message: MESSAGES.loggedIn, ...aLogin() },
    }));
    const onLoggedIn = vi.fn();
    render(
      <AppProviders queryClient={createQueryClient()} env="test">
        <PasskeySignInButton
          challengeToken="login-token"
          label="Use a passkey"
          onLoggedIn={onLoggedIn}
        />
      </AppProviders>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Use a passkey' }));
    await vi.waitFor(() => expect(onLoggedIn).toHaveBeenCalledOnce());
    expect(onLoggedIn.mock.calls[0]?.[0]).toMatchObject({ session_token: 'session-token' });
    expect(requestsTo(fetch, 'POST /app/auth/passkey/options')[0]?.body).toEqual({
      challenge_token: 'login-token',
    });
    expect(requestsTo(fetch, 'POST /app/auth/passkey/verify')[0]?.body).toMatchObject({
      challenge_token: 'login-token',
      response: { id: 'Y3JlZA' },
    });
  });
});
