import { MEMBER_MESSAGES, MESSAGES, type AccountMember } from '@quire/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../app/api-client.ts';
import { readSession } from '../../app/session-storage.ts';
import { requestsTo, type FakeHandlers } from '../../test/fake-fetch.ts';
import { aLogin, aMember, aUserAccount } from '../../test/fixtures.ts';
import { stubLoggedInServer } from '../../test/logged-in-server.ts';
import { clearNotices, renderApp, shownNotices } from '../../test/render-app.tsx';

const team = { key: 'acc-team', name: 'Acme Legal', is_personal_account: false, date_created: '' };
const me = aMember({ key: 'ua-team', account_key: 'acc-team', is_personal_account: false });
const bob = aMember({
  key: 'ua-bob',
  user_key: 'user-bob',
  account_key: 'acc-team',
  is_admin: false,
  is_personal_account: false,
  full_name: 'Bob Baker',
  email_address: 'bob@example.com',
});
const dee = aMember({
  ...bob,
  key: 'ua-dee',
  user_key: 'user-dee',
  full_name: 'Dee Dunn',
  email_address: 'dee@example.com',
  status: 'invited',
});

const server = (
  handlers: FakeHandlers,
  opts: { admin?: boolean; members?: AccountMember[] } = {},
) =>
  stubLoggedInServer({
    'GET /app/accounts/acc-team': () => ({ body: { success: true, data: { account: team } } }),
    'GET /app/user/user_accounts': () => ({
      body: {
        success: true,
        user_accounts: [
          aUserAccount(),
          aUserAccount({ ...me, account_name: 'Acme Legal', is_admin: opts.admin ?? true }),
        ],
      },
    }),
    'GET /app/accounts/acc-team/user_accounts': () => ({
      body: { success: true, user_accounts: opts.members ?? [me, bob, dee] },
    }),
    ...handlers,
  });

/** A member's row, once the list has loaded (it shows skeleton rows until then). */
const row = async (name: string) =>
  within(await screen.findByRole('list', { name: 'Members' })).findByRole('listitem', { name });

const notices = () => shownNotices().map((n) => n.message);

afterEach(() => {
  api.endSession();
  clearNotices();
  vi.unstubAllGlobals();
});

describe('#team/{key} as an admin', () => {
  it('adds a user, checking the §5 rules first and showing the server refusal', async () => {
    api.startSession(aLogin());
    let calls = 0;
    const fetch = server({
      'POST /app/accounts/acc-team/add_user_account': () =>
        ++calls === 1
          ? { status: 400, body: { success: false, message: MESSAGES.sameUserTwice } }
          : { body: { success: true, message: MEMBER_MESSAGES.userInvited, user_account: dee } },
    });
    const { user } = renderApp('#team/acc-team');
    await user.click(await screen.findByRole('button', { name: 'Add user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add user' });
    await user.click(within(dialog).getByRole('button', { name: 'Add user' }));
    expect(within(dialog).getByText(MESSAGES.validNameRequired)).toBeTruthy();
    expect(within(dialog).getByText(MESSAGES.validEmailRequired)).toBeTruthy();

    await user.type(within(dialog).getByLabelText('First name'), 'Dee');
    await user.type(within(dialog).getByLabelText('Last name'), 'Dunn');
    await user.type(within(dialog).getByLabelText('Email address'), 'Dee@Example.com');
    await user.click(within(dialog).getByRole('switch', { name: /Administrator/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add user' }));
    expect(await within(dialog).findByText(MESSAGES.sameUserTwice)).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Add user' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add user' })).toBeNull());
    expect(notices()).toContain(MEMBER_MESSAGES.userInvited);
    expect(requestsTo(fetch, 'POST /app/accounts/acc-team/add_user_account')[1]?.body).toEqual({
      data: {
        first_name: 'Dee',
        last_name: 'Dunn',
        email_address: 'dee@example.com',
        is_admin: true,
      },
    });
  });

  it("falls back to §8's wording when adding fails for another reason", async () => {
    api.startSession(aLogin());
    server({
      'POST /app/accounts/acc-team/add_user_account': () => ({
        status: 500,
        body: { success: false },
      }),
    });
    const { user } = renderApp('#team/acc-team');
    await user.click(await screen.findByRole('button', { name: 'Add user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add user' });
    await user.type(within(dialog).getByLabelText('First name'), 'Dee');
    await user.type(within(dialog).getByLabelText('Email address'), 'dee@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Add user' }));
    expect(await within(dialog).findByText(MESSAGES.addUserFailed)).toBeTruthy();
  });

  it('shows Invited and Admin badges, resends, and makes a member admin', async () => {
    api.startSession(aLogin());
    const fetch = server({
      'POST /app/accounts/acc-team/resend_invitation': () => ({
        body: { success: true, message: MEMBER_MESSAGES.invitationResent },
      }),
      'POST /app/accounts/acc-team/update_user_account': () => ({
        body: {
          success: true,
          message: MESSAGES.teamUserUpdated,
          user_account: { ...bob, is_admin: true },
        },
      }),
    });
    const { user } = renderApp('#team/acc-team');
    const deeRow = await row('Dee Dunn');
    expect(within(deeRow).getByText('Invited')).toBeTruthy();
    expect(within(await row('Ada Lovelace')).getByText('Admin')).toBeTruthy();

    await user.click(within(deeRow).getByRole('button', { name: 'Actions for Dee Dunn' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Resend invitation' }));
    await waitFor(() => expect(notices()).toContain(MEMBER_MESSAGES.invitationResent));

    await user.click(
      within(await row('Bob Baker')).getByRole('button', { name: 'Actions for Bob Baker' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Make administrator' }));
    await waitFor(() => expect(notices()).toContain('User has been updated.'));
    expect(requestsTo(fetch, 'POST /app/accounts/acc-team/update_user_account')[0]?.body).toEqual({
      data: { user_account_key: 'ua-bob', is_admin: true },
    });
  });

  it('asks before removing your own admin rights, and shows the last-admin refusal', async () => {
    api.startSession(aLogin());
    const fetch = server({
      'POST /app/accounts/acc-team/update_user_account': () => ({
        status: 400,
        body: { success: false, message: MESSAGES.lastAdmin },
      }),
    });
    const { user } = renderApp('#team/acc-team');
    await user.click(
      within(await row('Ada Lovelace')).getByRole('button', { name: 'Actions for Ada Lovelace' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Remove administrator rights' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove your administrator rights?' });
    expect(requestsTo(fetch, 'POST /app/accounts/acc-team/update_user_account')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Remove my rights' }));
    await waitFor(() => expect(notices()).toContain(MESSAGES.lastAdmin));
  });

  it('removes a member after confirming, with the §8 fallback when it fails', async () => {
    api.startSession(aLogin());
    let calls = 0;
    server({
      'POST /app/accounts/acc-team/remove_user_account': () =>
        ++calls === 1
          ? { status: 500, body: { success: false } }
          : { body: { success: true, message: MESSAGES.teamUserRemoved } },
    });
    const { user } = renderApp('#team/acc-team');
    const removeBob = async () => {
      await user.click(
        within(await row('Bob Baker')).getByRole('button', { name: 'Actions for Bob Baker' }),
      );
      await user.click(await screen.findByRole('menuitem', { name: 'Remove from workspace' }));
      const dialog = await screen.findByRole('dialog', { name: 'Remove user' });
      expect(within(dialog).getByText(/Remove Bob Baker from Acme Legal\?/)).toBeTruthy();
      await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    };
    await removeBob();
    await waitFor(() => expect(notices()).toContain(MESSAGES.removeUserFailed));
    await removeBob();
    await waitFor(() => expect(notices()).toContain('User has been removed from the team.'));
  });
});

describe('#team/{key} as a member', () => {
  it('shows the list read-only', async () => {
    api.startSession(aLogin());
    server(
      {},
      {
        admin: false,
        members: [
          { ...me, is_admin: false },
          { ...bob, is_admin: true },
        ],
      },
    );
    renderApp('#team/acc-team');
    expect(await row('Bob Baker')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add user' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Actions for/ })).toBeNull();
  });

  it('explains when the member list is not theirs to see', async () => {
    api.startSession(aLogin());
    server(
      {
        'GET /app/accounts/acc-team/user_accounts': () => ({
          status: 403,
          body: { success: false, message: MESSAGES.notAuthorized },
        }),
      },
      { admin: false },
    );
    renderApp('#team/acc-team');
    expect(await screen.findByText('Members are hidden')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Members' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Leave workspace' })).toBeTruthy();
  });

  it('leaves the workspace and lands on another one', async () => {
    api.startSession(aLogin({ user_account_key: 'ua-team' }));
    const fetch = server(
      {
        'POST /app/accounts/acc-team/remove_user_account': () => ({
          body: { success: true, message: MESSAGES.teamUserRemoved },
        }),
        'GET /app/documents': () => ({ body: { success: true, documents: [], cursor: null } }),
        'POST /app/notifications/mark_all_as_read': () => ({ body: { success: true } }),
      },
      { admin: false },
    );
    const { user } = renderApp('#team/acc-team');
    await user.click(await screen.findByRole('button', { name: 'Leave workspace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave workspace' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave workspace' }));
    await waitFor(() => expect(window.location.hash).toMatch(/^#documents/));
    expect(readSession().userAccountKey).toBe('ua-personal');
    expect(requestsTo(fetch, 'POST /app/accounts/acc-team/remove_user_account')[0]?.body).toEqual({
      data: { user_account_key: 'ua-team' },
    });
  });
});
