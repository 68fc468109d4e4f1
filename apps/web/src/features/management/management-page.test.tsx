import {
  DEFAULT_PERMISSIONS,
  LOGIN_URL,
  MESSAGES,
  type ManagedPermissions,
  type ManagedUser,
  type PermissionChange,
} from '@quire/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../app/api-client.ts';
import { readSession } from '../../app/session-storage.ts';
import { requestsTo, type FakeHandlers } from '../../test/fake-fetch.ts';
import { aLogin, aUser } from '../../test/fixtures.ts';
import { stubLoggedInServer } from '../../test/logged-in-server.ts';
import { clearNotices, renderApp, shownNotices } from '../../test/render-app.tsx';

const ann: ManagedUser = {
  user_key: 'user-ann',
  email_address: 'ann@example.com',
  full_name: 'Ann Archer',
  memberships: [
    {
      user_account_key: 'ua-ann-personal',
      account_key: 'acc-ann',
      account_name: 'Ann Archer (personal)',
      is_personal_account: true,
      is_admin: true,
      status: 'active',
      permissions: DEFAULT_PERMISSIONS,
    },
    {
      user_account_key: 'ua-ann-team',
      account_key: 'acc-team',
      account_name: 'Baker & Co',
      is_personal_account: false,
      is_admin: false,
      status: 'active',
      permissions: { ...DEFAULT_PERMISSIONS, can_move_documents: false },
    },
  ],
};
const bob: ManagedUser = { ...ann, user_key: 'user-bob', email_address: 'bob@example.com' };

const change: PermissionChange = {
  key: 'pc-1',
  operator_email: 'ada@example.com',
  user_email: 'ann@example.com',
  account_name: 'Ann Archer (personal)',
  user_account_key: 'ua-ann-personal',
  flag: 'can_delete_documents',
  old_value: true,
  new_value: false,
  date_created: '2026-11-24T10:00:00.000Z',
};

const answer = (users: ManagedUser[], notFound: string[] = []) => ({
  body: {
    success: true,
    message: '',
    redirect: null,
    data: {
      email_addresses: [...users.map((u) => u.email_address), ...notFound],
      users,
      not_found: notFound,
    } satisfies ManagedPermissions,
  },
});

const operatorServer = (handlers: FakeHandlers) =>
  stubLoggedInServer({
    'GET /app/management/ensure_logged_in': () => ({
      body: { success: true, message: 'Logged in as an operator', redirect: null },
    }),
    'GET /app/management/permission_changes': () => ({
      body: { success: true, permission_changes: [] },
    }),
    ...handlers,
  });

const noticeTexts = () => shownNotices().map((n) => n.message);

afterEach(() => {
  api.endSession();
  clearNotices();
  vi.unstubAllGlobals();
});

describe('#management access', () => {
  it('sends a logged-out browser to the login page', async () => {
    api.startSession(aLogin());
    stubLoggedInServer({
      'GET /app/management/ensure_logged_in': () => ({
        status: 401,
        body: {
          success: false,
          message: MESSAGES.loginRequired,
          redirect: LOGIN_URL,
          redirect_url: LOGIN_URL,
        },
      }),
    });
    renderApp('#management');
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(readSession().sessionToken).toBeNull();
  });

  it('tells a non-operator they may not, without reloading the page over and over', async () => {
    api.startSession(aLogin());
    const fetch = stubLoggedInServer({
      'GET /app/management/ensure_logged_in': () => ({
        status: 401,
        body: { success: false, message: MESSAGES.notAuthorized, redirect: null },
      }),
    });
    renderApp('#management');
    expect(await screen.findByText(MESSAGES.notAuthorized)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to documents' })).toBeTruthy();
    expect(screen.queryByLabelText('Email addresses')).toBeNull();
    expect(requestsTo(fetch, 'GET /app/management/get_all_permissions')).toHaveLength(0);
  });

  it("says 'An error occurred' when the check itself fails", async () => {
    api.startSession(aLogin());
    stubLoggedInServer({
      'GET /app/management/ensure_logged_in': () => ({ status: 500, body: null }),
    });
    renderApp('#management');
    expect(await screen.findByText(MESSAGES.managementCheckFailed)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('the way in', () => {
  it('offers Management in the user menu to operators only', async () => {
    api.startSession(aLogin());
    operatorServer({
      'GET /app/user': () => ({
        body: {
          success: true,
          user: aUser(),
          user_can_browse: true,
          user_account_key: 'ua-personal',
          user_is_operator: true,
        },
      }),
    });
    const { user } = renderApp('#team/new');
    await user.click(await screen.findByRole('button', { name: /User menu/ }));
    await user.click(await screen.findByRole('link', { name: 'Management' }));
    expect(await screen.findByLabelText('Email addresses')).toBeTruthy();
    expect(window.location.hash).toBe('#management');
  });

  it('does not offer it to anyone else', async () => {
    api.startSession(aLogin());
    stubLoggedInServer({});
    const { user } = renderApp('#team/new');
    await user.click(await screen.findByRole('button', { name: /User menu/ }));
    expect(await screen.findByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Management' })).toBeNull();
  });
});

describe('#management for an operator', () => {
  it('saves only the flags changed on one membership, then refetches with the history', async () => {
    api.startSession(aLogin());
    let saved = false;
    const fetch = operatorServer({
      'GET /app/management/get_all_permissions': () => answer([ann]),
      'GET /app/management/permission_changes': () => ({
        body: { success: true, permission_changes: saved ? [change] : [] },
      }),
      'POST /app/management/update_permissions': () => {
        saved = true;
        return {
          body: { success: true, message: MESSAGES.permissionsUpdated, data: { changed: 1 } },
        };
      },
    });
    const { user } = renderApp('#management');

    await user.type(await screen.findByLabelText('Email addresses'), ' Ann@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Fetch permissions' }));
    expect(await screen.findByText('Ann Archer')).toBeTruthy();
    expect(requestsTo(fetch, 'GET /app/management/get_all_permissions')[0]?.search).toBe(
      '?email_address=ann%40example.com',
    );
    expect(await screen.findByText(/No permission of these users/)).toBeTruthy();

    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toHaveProperty('disabled', true);
    const deleteSwitch = screen.getByRole('switch', { name: 'Delete documents' });
    expect(deleteSwitch).toHaveProperty('checked', true);
    expect(screen.getByText('can_delete_documents')).toBeTruthy();

    await user.click(deleteSwitch);
    await user.click(screen.getByRole('switch', { name: 'Send by WhatsApp' }));
    await user.click(screen.getByRole('switch', { name: 'Send by WhatsApp' }));
    expect(screen.getByText('1 change not saved')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save 1 change' }));

    await waitFor(() => expect(noticeTexts()).toContain(MESSAGES.permissionsUpdated));
    const [post] = requestsTo(fetch, 'POST /app/management/update_permissions');
    expect(post?.search).toBe('?email_address=ann%40example.com');
    expect(post?.body).toEqual({
      data: { permissions: { can_delete_documents: false }, user_account_key: 'ua-ann-personal' },
    });
    expect(
      await screen.findByText('ann@example.com in Ann Archer (personal)', { exact: false }),
    ).toBeTruthy();
    expect(requestsTo(fetch, 'GET /app/management/get_all_permissions')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
  });

  it('shows the flags of the membership chosen', async () => {
    api.startSession(aLogin());
    operatorServer({ 'GET /app/management/get_all_permissions': () => answer([ann]) });
    const { user } = renderApp('#management');
    await user.type(await screen.findByLabelText('Email addresses'), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Fetch permissions' }));

    const move = await screen.findByRole('switch', { name: 'Move documents' });
    expect(move).toHaveProperty('checked', true);
    await user.selectOptions(screen.getByLabelText('Workspace'), 'ua-ann-team');
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Move documents' })).toHaveProperty(
        'checked',
        false,
      ),
    );
  });

  it('starts every flag at Leave for several users and saves the chosen ones to all of them', async () => {
    api.startSession(aLogin());
    const fetch = operatorServer({
      'GET /app/management/get_all_permissions': () => answer([ann, bob], ['ghost@example.com']),
      'POST /app/management/update_permissions': () => ({
        body: { success: true, message: MESSAGES.permissionsUpdated, data: { changed: 4 } },
      }),
    });
    const { user } = renderApp('#management');
    await user.type(
      await screen.findByLabelText('Email addresses'),
      'ann@example.com, bob@example.com, ghost@example.com',
    );
    await user.click(screen.getByRole('button', { name: 'Fetch permissions' }));

    expect(
      await screen.findByText('No Quire user has the address ghost@example.com.'),
    ).toBeTruthy();
    const group = screen.getByRole('radiogroup', { name: 'Delete documents' });
    expect(within(group).getByRole('radio', { name: 'Leave' })).toHaveProperty('checked', true);
    expect(screen.queryByRole('switch')).toBeNull();

    await user.click(within(group).getByRole('radio', { name: 'Off' }));
    const otp = screen.getByRole('radiogroup', { name: 'Use one-time PIN verification' });
    await user.click(within(otp).getByRole('radio', { name: 'On' }));
    await user.click(screen.getByRole('button', { name: 'Save 2 changes' }));

    await waitFor(() =>
      expect(requestsTo(fetch, 'POST /app/management/update_permissions')).toHaveLength(1),
    );
    const [post] = requestsTo(fetch, 'POST /app/management/update_permissions');
    expect(post?.search).toBe('?email_address=ann%40example.com%2Cbob%40example.com');
    expect(post?.body).toEqual({
      data: {
        permissions: { can_delete_documents: false, 'document_permissions.can_use_otp': true },
      },
    });
  });

  it("shows 'Failure updating permissions' and refetches when saving fails", async () => {
    api.startSession(aLogin());
    const fetch = operatorServer({
      'GET /app/management/get_all_permissions': () => answer([ann]),
      'POST /app/management/update_permissions': () => ({
        status: 400,
        body: { success: false, message: "'x' is not a permission." },
      }),
    });
    const { user } = renderApp('#management');
    await user.type(await screen.findByLabelText('Email addresses'), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Fetch permissions' }));
    await user.click(await screen.findByRole('switch', { name: 'Delete documents' }));
    await user.click(screen.getByRole('button', { name: 'Save 1 change' }));

    await waitFor(() => expect(noticeTexts()).toContain(MESSAGES.updatePermissionsFailed));
    await waitFor(() =>
      expect(requestsTo(fetch, 'GET /app/management/get_all_permissions')).toHaveLength(2),
    );
    // The change is kept for another try.
    expect(screen.getByRole('button', { name: 'Save 1 change' })).toBeTruthy();
  });

  it("shows 'Error fetching user permissions' with the reason when the fetch fails", async () => {
    api.startSession(aLogin());
    operatorServer({
      'GET /app/management/get_all_permissions': () => ({
        status: 400,
        body: { success: false, message: `${MESSAGES.validEmailRequired}: nope` },
      }),
    });
    const { user } = renderApp('#management');
    await user.type(await screen.findByLabelText('Email addresses'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Fetch permissions' }));
    expect(await screen.findByText(MESSAGES.fetchPermissionsFailed)).toBeTruthy();
    expect(screen.getByText(`${MESSAGES.validEmailRequired}: nope`)).toBeTruthy();
  });
});
