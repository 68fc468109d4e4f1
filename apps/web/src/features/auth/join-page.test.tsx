import { MEMBER_MESSAGES, type InvitationSummary } from '@quire/domain';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../app/api-client.ts';
import { readSession } from '../../app/session-storage.ts';
import { requestsTo, stubServer, type FakeHandlers } from '../../test/fake-fetch.ts';
import { aLogin, aUser, aUserAccount } from '../../test/fixtures.ts';
import { stubLoggedInServer } from '../../test/logged-in-server.ts';
import { clearNotices, renderApp } from '../../test/render-app.tsx';

const invitation = (overrides: Partial<InvitationSummary> = {}): InvitationSummary => ({
  email_address: 'dee@example.com',
  full_name: 'Dee Dunn',
  account_names: ['Acme Legal'],
  invited_by_name: 'Ann Archer',
  has_account: false,
  ...overrides,
});

const teamUa = aUserAccount({
  key: 'ua-team',
  account_key: 'acc-team',
  account_name: 'Acme Legal',
  is_personal_account: false,
});

/** The calls of joining and of the documents page it lands on. */
const joining = (summary: InvitationSummary): FakeHandlers => ({
  'GET /app/invitations/tok': () => ({ body: { success: true, invitation: summary } }),
  'POST /app/auth/sign_up': () => ({ body: { success: true, message: 'ok' } }),
  'POST /app/auth/login': () => ({ body: { success: true, ...aLogin({ user_key: 'user-1' }) } }),
  'POST /app/invitations/tok/accept': () => ({
    body: {
      success: true,
      message: MEMBER_MESSAGES.invitationAccepted,
      user_account_key: 'ua-team',
      user_accounts: [aUserAccount(), teamUa],
    },
  }),
  'GET /app/user/user_accounts': () => ({
    body: { success: true, user_accounts: [aUserAccount(), teamUa] },
  }),
  'GET /app/documents': () => ({ body: { success: true, documents: [], cursor: null } }),
  'POST /app/notifications/mark_all_as_read': () => ({ body: { success: true } }),
});

afterEach(() => {
  api.endSession();
  clearNotices();
  vi.unstubAllGlobals();
});

describe('#join/{token}', () => {
  it('signs a new person up with the address fixed, joins, and switches to the workspace', async () => {
    const fetch = stubLoggedInServer(joining(invitation()));
    // Logged out until the sign-up: only the join calls may be made before it.
    api.endSession();
    const { user } = renderApp('#join/tok');
    expect(await screen.findByRole('heading', { name: 'Join Acme Legal' })).toBeTruthy();
    expect(screen.getByText('Ann Archer invited dee@example.com to Quire.')).toBeTruthy();
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe(
      'dee@example.com',
    );
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Dee Dunn');

    await user.type(screen.getByLabelText('Choose a password'), 'secret pass');
    await user.click(screen.getByRole('button', { name: 'Create account and join' }));

    await waitFor(() => expect(readSession().userAccountKey).toBe('ua-team'));
    await waitFor(() => expect(window.location.hash).toMatch(/^#documents/));
    expect(requestsTo(fetch, 'POST /app/auth/sign_up')[0]?.body).toEqual({
      full_name: 'Dee Dunn',
      password: 'secret pass',
      email_address: 'dee@example.com',
      invitation_token: 'tok',
    });
    expect(requestsTo(fetch, 'POST /app/invitations/tok/accept')).toHaveLength(1);
  });

  it('asks an address that has an account for its password instead', async () => {
    const fetch = stubLoggedInServer(joining(invitation({ has_account: true })));
    api.endSession();
    const { user } = renderApp('#join/tok');
    await user.type(await screen.findByLabelText('Password'), 'secret pass');
    await user.click(screen.getByRole('button', { name: 'Log in and join' }));
    await waitFor(() => expect(readSession().userAccountKey).toBe('ua-team'));
    expect(requestsTo(fetch, 'POST /app/auth/sign_up')).toHaveLength(0);
    expect(requestsTo(fetch, 'POST /app/auth/login')[0]?.body).toEqual({
      email_address: 'dee@example.com',
      password: 'secret pass',
    });
  });

  it('joins in one click when logged in as the invited address', async () => {
    api.startSession(aLogin());
    const fetch = stubLoggedInServer({
      ...joining(invitation({ email_address: 'ada@example.com' })),
      'GET /app/user': () => ({
        body: {
          success: true,
          user: aUser(),
          user_can_browse: true,
          user_account_key: 'ua-personal',
        },
      }),
    });
    const { user } = renderApp('#join/tok');
    await user.click(await screen.findByRole('button', { name: 'Join Acme Legal' }));
    await waitFor(() => expect(readSession().userAccountKey).toBe('ua-team'));
    expect(requestsTo(fetch, 'POST /app/auth/login')).toHaveLength(0);
  });

  it('refuses a login of another address, offering to log out', async () => {
    api.startSession(aLogin());
    stubLoggedInServer(joining(invitation()));
    const { user } = renderApp('#join/tok');
    expect(await screen.findByText(MEMBER_MESSAGES.invitationForAnotherAddress)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Log out and continue' }));
    expect(await screen.findByLabelText('Choose a password')).toBeTruthy();
  });

  it('says so when the link is no longer valid', async () => {
    stubServer({
      'GET /app/invitations/tok': () => ({
        status: 400,
        body: { success: false, message: MEMBER_MESSAGES.invitationInvalid },
      }),
    });
    renderApp('#join/tok');
    expect(await screen.findByText(MEMBER_MESSAGES.invitationInvalid)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to log in' })).toBeTruthy();
  });
});
