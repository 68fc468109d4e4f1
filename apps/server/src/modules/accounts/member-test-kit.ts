import { eq } from 'drizzle-orm';
import type { AccountMember, UserAccount } from '@quire/domain';
import { userAccounts } from '../../db/schema.ts';
import { call, type Session, type TestApp } from '../../../test/test-app.ts';

/** Shared steps of the member and invitation tests: a team, its members, calls as the web makes them. */
export const memberKit = (t: TestApp) => {
  const createTeam = async (owner: Session, name: string) => {
    const r = await call(t.app, 'POST', '/app/accounts', {
      session: owner,
      body: { data: { name } },
    });
    return r.data.data as { account: { key: string }; user_account: UserAccount };
  };
  const add = (
    session: Session,
    accountKey: string,
    data: Partial<{
      first_name: string;
      last_name: string;
      email_address: string;
      is_admin: boolean;
    }>,
  ) =>
    call(t.app, 'POST', `/app/accounts/${accountKey}/add_user_account`, {
      session,
      body: { data: { first_name: 'New', last_name: 'Member', is_admin: false, ...data } },
    });
  const update = (
    session: Session,
    accountKey: string,
    user_account_key: string,
    is_admin: boolean,
  ) =>
    call(t.app, 'POST', `/app/accounts/${accountKey}/update_user_account`, {
      session,
      body: { data: { user_account_key, is_admin } },
    });
  const remove = (session: Session, accountKey: string, user_account_key: string) =>
    call(t.app, 'POST', `/app/accounts/${accountKey}/remove_user_account`, {
      session,
      body: { data: { user_account_key } },
    });
  const members = async (session: Session, accountKey: string) => {
    const r = await call(t.app, 'GET', `/app/accounts/${accountKey}/user_accounts`, { session });
    return r.data.user_accounts as AccountMember[];
  };
  const workspacesOf = async (session: Session) =>
    (
      (await call(t.app, 'GET', '/app/user/user_accounts', { session })).data
        .user_accounts as UserAccount[]
    ).map((u) => u.account_key);
  const setPermissions = (userAccountKey: string, permissions: Record<string, boolean>) =>
    t.ctx.db.update(userAccounts).set({ permissions }).where(eq(userAccounts.key, userAccountKey));
  return { createTeam, add, update, remove, members, workspacesOf, setPermissions };
};
