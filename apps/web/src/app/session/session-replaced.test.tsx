import { MESSAGES } from '@quire/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api-client.ts';
import { SESSION_STORAGE_KEYS } from '../session-storage.ts';
import { aLogin, aUser } from '../../test/fixtures.ts';
import { stubLoggedInServer } from '../../test/logged-in-server.ts';
import { clearNotices, renderApp, shownNotices } from '../../test/render-app.tsx';

afterEach(() => {
  api.endSession();
  clearNotices();
  vi.unstubAllGlobals();
});

/** Another tab logs in: the shared stored login changes under this tab (a storage event). */
const loginInAnotherTab = (token: string) => {
  localStorage.setItem(SESSION_STORAGE_KEYS.sessionToken, token);
  window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEYS.sessionToken }));
};

const serverOfTwoUsers = () =>
  stubLoggedInServer({
    'GET /app/user': (request) => ({
      body: {
        success: true,
        user:
          request.headers.get('session_token') === 'token-of-bob'
            ? aUser({ key: 'user-bob', full_name: 'Bob Other' })
            : aUser(),
        user_can_browse: true,
        user_account_key: 'ua-personal',
      },
    }),
    'GET /app/documents': () => ({ body: { success: true, documents: [], cursor: null } }),
  });

describe('a login in another tab (spec §8)', () => {
  it('says this session was logged out and goes to the login page', async () => {
    api.startSession(aLogin());
    serverOfTwoUsers();
    renderApp('#documents');
    expect(await screen.findByText('No documents yet', {}, { timeout: 8_000 })).toBeTruthy();

    loginInAnotherTab('token-of-bob');
    await vi.waitFor(() => expect(window.location.hash).toBe('#login'), { timeout: 5_000 });
    expect(shownNotices().map((n) => n.message)).toContain(MESSAGES.loggedOutOfPreviousSession);
  });

  it('carries on quietly when the other tab logged in as the same user', async () => {
    api.startSession(aLogin());
    const fetch = serverOfTwoUsers();
    renderApp('#documents');
    expect(await screen.findByText('No documents yet', {}, { timeout: 8_000 })).toBeTruthy();
    const asked = () => fetch.mock.calls.filter(([url]) => String(url) === '/app/user').length;
    const before = asked();

    loginInAnotherTab('a-newer-token-of-ada');
    await vi.waitFor(() => expect(asked()).toBe(before + 1), { timeout: 5_000 });
    expect(window.location.hash).toMatch(/^#\/?documents$/);
    expect(shownNotices()).toHaveLength(0);
  });
});
