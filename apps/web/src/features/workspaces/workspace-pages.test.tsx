import { stubLoggedInServer } from '../../test/logged-in-server.ts';
import { MESSAGES, teamPageHeading } from '@quire/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../app/api-client.ts';
import { requestsTo, type FakeHandlers } from '../../test/fake-fetch.ts';
import { aLogin, aMember, aUserAccount } from '../../test/fixtures.ts';
import { clearNotices, renderApp } from '../../test/render-app.tsx';

const team = { key: 'acc-team', name: 'Acme Legal', is_personal_account: false, date_created: '' };
const me = aMember({
  key: 'ua-team',
  account_key: 'acc-team',
  is_admin: true,
  is_personal_account: false,
});
const colleague = aMember({
  key: 'ua-2',
  user_key: 'user-2',
  account_key: 'acc-team',
  is_admin: false,
  is_personal_account: false,
  full_name: 'Charles Babbage',
  email_address: 'charles@example.com',
});

/** The user's workspaces: their personal one and the team, where they are `admin` or not. */
const workspaces = (admin: boolean) => ({
  'GET /app/user/user_accounts': () => ({
    body: {
      success: true,
      user_accounts: [
        aUserAccount(),
        aUserAccount({ ...me, account_name: 'Acme Legal', is_admin: admin }),
      ],
    },
  }),
});

const server = (handlers: FakeHandlers, admin = true) =>
  stubLoggedInServer({
    'GET /app/accounts/acc-team': () => ({ body: { success: true, data: { account: team } } }),
    ...workspaces(admin),
    ...handlers,
  });

afterEach(() => {
  api.endSession();
  clearNotices();
  vi.unstubAllGlobals();
});

describe('#team/new', () => {
  it('creates a workspace and opens its page', async () => {
    api.startSession(aLogin());
    const fetch = server({
      'POST /app/accounts/': () => ({
        body: {
          success: true,
          message: MESSAGES.workspaceCreated,
          data: { account: team, user_account: me },
        },
      }),
      'GET /app/accounts/acc-team/user_accounts': () => ({
        body: { success: true, user_accounts: [me] },
      }),
    });
    const { user } = renderApp('#team/new');

    expect(await screen.findByRole('heading', { name: teamPageHeading(null) })).toBeTruthy();
    await user.type(screen.getByLabelText('Workspace name'), '  Acme Legal ');
    await user.click(screen.getByRole('button', { name: 'Create workspace' }));

    expect(await screen.findByRole('heading', { name: teamPageHeading(team) })).toBeTruthy();
    expect(requestsTo(fetch, 'POST /app/accounts/')[0]?.body).toEqual({
      data: { name: 'Acme Legal' },
    });
    expect(window.location.hash).toBe('#team/acc-team');
  });

  it('asks for a name before calling the server', async () => {
    api.startSession(aLogin());
    const fetch = server({});
    const { user } = renderApp('#team/new');

    await user.click(await screen.findByRole('button', { name: 'Create workspace' }));

    expect(screen.getByText(MESSAGES.workspaceNameRequired)).toBeTruthy();
    expect(requestsTo(fetch, 'POST /app/accounts/')).toHaveLength(0);
  });
});

describe('#team/{key}', () => {
  it('lists members with their emails and Admin badges, and lets an admin rename', async () => {
    api.startSession(aLogin());
    const fetch = server({
      'GET /app/accounts/acc-team/user_accounts': () => ({
        body: { success: true, user_accounts: [me, colleague] },
      }),
      'POST /app/accounts/acc-team': (request) => {
        const { data } = request.body as { data: { name: string } };
        return {
          body: {
            success: true,
            message: MESSAGES.workspaceUpdated,
            data: { account: { ...team, name: data.name }, user_account: me },
          },
        };
      },
    });
    const { user } = renderApp('#team/acc-team');

    expect(await screen.findByRole('heading', { name: 'Update Acme Legal' })).toBeTruthy();
    const members = await screen.findByRole('list', { name: 'Members' });
    const rows = within(members).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('Admin')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('charles@example.com')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).queryByText('Admin')).toBeNull();

    const name = screen.getByLabelText('Workspace name');
    await user.clear(name);
    await user.type(name, 'Acme Law');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('heading', { name: 'Update Acme Law' })).toBeTruthy();
    expect(requestsTo(fetch, 'POST /app/accounts/acc-team')[0]?.body).toEqual({
      data: { name: 'Acme Law' },
    });
  });

  it('shows the name read-only to members who are not admins', async () => {
    api.startSession(aLogin());
    server(
      {
        'GET /app/accounts/acc-team/user_accounts': () => ({
          body: {
            success: true,
            user_accounts: [
              { ...me, is_admin: false },
              { ...colleague, is_admin: true },
            ],
          },
        }),
      },
      false,
    );
    renderApp('#team/acc-team');

    expect(await screen.findByText(MESSAGES.onlyAdminsMayUpdate)).toBeTruthy();
    expect(screen.queryByLabelText('Workspace name')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('says so when the workspace cannot be fetched', async () => {
    api.startSession(aLogin());
    server({
      'GET /app/accounts/nope': () => ({
        status: 404,
        body: { success: false, message: MESSAGES.workspaceNotFound },
      }),
    });
    renderApp('#team/nope');

    expect(await screen.findByText(MESSAGES.fetchWorkspaceFailed)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to documents' })).toBeTruthy();
  });
});
