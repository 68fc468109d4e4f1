import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api-client.ts';
import { readSession } from '../session-storage.ts';
import { shouldShowWorkspacePicker } from './workspace-picker.tsx';
import { requestsTo, stubServer } from '../../test/fake-fetch.ts';
import { aLogin, aUser, aUserAccount } from '../../test/fixtures.ts';
import { clearNotices, renderApp } from '../../test/render-app.tsx';

const personal = aUserAccount();
const team = aUserAccount({
  key: 'ua-team',
  account_key: 'acc-team',
  account_name: 'Acme Legal',
  is_personal_account: false,
});

const serverWith = (accounts: ReturnType<typeof aUserAccount>[]) =>
  stubServer({
    'GET /app/user': () => ({
      body: { success: true, user: aUser(), user_can_browse: true, user_account_key: personal.key },
    }),
    'GET /app/user/user_accounts': () => ({ body: { success: true, user_accounts: accounts } }),
    'GET /app/notifications': () => ({
      body: { success: true, notifications: [], cursor: null, unread_count: 0 },
    }),
    'POST /app/notifications/mark_all_as_read': () => ({ body: { success: true, message: 'ok' } }),
  });

afterEach(() => {
  api.endSession();
  clearNotices();
  vi.unstubAllGlobals();
});

describe('workspace picker', () => {
  it('is only worth showing with more than one account', () => {
    expect(shouldShowWorkspacePicker(undefined)).toBe(false);
    expect(shouldShowWorkspacePicker([personal])).toBe(false);
    expect(shouldShowWorkspacePicker([personal, team])).toBe(true);
  });

  it('is hidden when the user has one account', async () => {
    api.startSession(aLogin());
    const fetch = serverWith([personal]);
    renderApp('#documents');

    expect(await screen.findByRole('heading', { name: 'Documents' })).toBeTruthy();
    await vi.waitFor(() =>
      expect(requestsTo(fetch, 'GET /app/user/user_accounts')).toHaveLength(1),
    );
    expect(screen.queryByRole('combobox', { name: 'Workspace' })).toBeNull();
  });

  it('switches through #documents?user_account: stores it and marks its notifications read', async () => {
    api.startSession(aLogin());
    const fetch = serverWith([personal, team]);
    const { user } = renderApp('#documents');

    const picker = await screen.findByRole('combobox', { name: 'Workspace' });
    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: 'Acme Legal' }));

    await vi.waitFor(() => expect(readSession().userAccountKey).toBe('ua-team'));
    await vi.waitFor(() =>
      expect(requestsTo(fetch, 'POST /app/notifications/mark_all_as_read')).toEqual([
        expect.objectContaining({ body: { related_key: 'ua-team' } }),
      ]),
    );
    // The command is carried out once, then dropped from the address.
    await vi.waitFor(() => expect(window.location.hash).toBe('#documents'));
    const lastUserCall = requestsTo(fetch, 'GET /app/user').at(-1);
    expect(lastUserCall?.headers.get('user_account_key')).toBe('ua-team');
  });
});
