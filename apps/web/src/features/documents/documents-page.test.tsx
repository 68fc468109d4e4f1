import { MESSAGES } from '@quire/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../app/api-client.ts';
import { readSession } from '../../app/session-storage.ts';
import { requestsTo, stubServer } from '../../test/fake-fetch.ts';
import { aLogin, aUser, aUserAccount } from '../../test/fixtures.ts';
import { clearNotices, renderApp } from '../../test/render-app.tsx';
import type { User } from '@quire/domain';

const serverFor = (user: User, userCanBrowse = true) => {
  let current = user;
  return stubServer({
    'GET /app/user': () => ({
      body: {
        success: true,
        user: current,
        user_can_browse: userCanBrowse,
        user_account_key: 'ua-personal',
      },
    }),
    'POST /app/user': (request) => {
      const { data } = request.body as { data: { has_accepted_terms?: boolean } };
      current = {
        ...current,
        has_accepted_terms: data.has_accepted_terms ?? current.has_accepted_terms,
        request_password: false,
      };
      return { body: { success: true, message: MESSAGES.userUpdated, user: current } };
    },
    'GET /app/user/user_accounts': () => ({
      body: { success: true, user_accounts: [aUserAccount()] },
    }),
    'GET /app/notifications': () => ({
      body: { success: true, notifications: [], cursor: null, unread_count: 0 },
    }),
    'POST /app/auth/logout': () => ({ body: { success: true, message: MESSAGES.loggedOut } }),
    'GET /app/documents': () => ({ body: { success: true, documents: [], cursor: null } }),
  });
};

afterEach(() => {
  api.endSession();
  clearNotices();
  vi.unstubAllGlobals();
});

describe('#documents gates (spec §2, §6)', () => {
  it('shows the list (empty for a newcomer) when no gate applies', async () => {
    api.startSession(aLogin());
    const fetch = serverFor(aUser());
    renderApp('#documents');

    expect(await screen.findByText('No documents yet')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('radio', { name: 'Templates' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeTruthy();
    expect(requestsTo(fetch, 'GET /app/documents')).toHaveLength(1);
  });

  it('asks to accept the terms, and only accepting closes the dialog', async () => {
    api.startSession(aLogin());
    const fetch = serverFor(aUser({ has_accepted_terms: false }));
    const { user } = renderApp('#documents');

    const dialog = await screen.findByRole('dialog', { name: 'Terms of use' });
    expect(within(dialog).queryByLabelText('Password')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(within(dialog).getByText(MESSAGES.termsMustBeAccepted)).toBeTruthy();
    expect(requestsTo(fetch, 'POST /app/user')).toHaveLength(0);

    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Terms of use' })).toBeTruthy();

    await user.click(within(dialog).getByLabelText('I accept'));
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));

    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsTo(fetch, 'POST /app/user')[0]?.body).toEqual({
      data: { has_accepted_terms: true },
    });
  });

  it('asks for a password too when the server requests one', async () => {
    api.startSession(aLogin());
    const fetch = serverFor(aUser({ request_password: true }));
    const { user } = renderApp('#documents');

    const dialog = await screen.findByRole('dialog', { name: 'Terms of use' });
    await user.type(within(dialog).getByLabelText('Password'), 'secret-pass');
    await user.click(within(dialog).getByLabelText('I accept'));
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));

    await vi.waitFor(() =>
      expect(requestsTo(fetch, 'POST /app/user')[0]?.body).toEqual({
        data: { has_accepted_terms: true, password: 'secret-pass' },
      }),
    );
  });

  it('logs out a user who may not browse', async () => {
    api.startSession(aLogin());
    const fetch = serverFor(aUser(), false);
    renderApp('#documents');

    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(requestsTo(fetch, 'POST /app/auth/logout')).toHaveLength(1);
    expect(readSession().sessionToken).toBeNull();
  });
});
