import {
  MESSAGES,
  canUpdateAccount,
  hasPermission,
  type Account,
  type AccountMember,
  type UserAccount,
} from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import { forbidden } from '../../lib/app-error.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { createAccountWithAdmin, listMembers, renameAccount } from './account-repository.ts';
import { membershipOrNotFound } from './member-service.ts';

export const getAccount = async (
  ctx: AppContext,
  auth: Auth,
  accountKey: string,
): Promise<Account & { account_user_accounts: AccountMember[] }> => {
  const { account, membership } = await membershipOrNotFound(ctx, auth, accountKey);
  // The member list follows the rule of GET .../user_accounts: admins, or can_view_teams.
  const mayList = membership.is_admin || hasPermission(membership.permissions, 'can_view_teams');
  return {
    ...account,
    account_user_accounts: mayList ? await listMembers(ctx.db, accountKey) : [],
  };
};

export const createTeamAccount = async (
  ctx: AppContext,
  auth: Auth,
  name: string,
): Promise<{ account: Account; user_account: UserAccount }> => {
  if (auth.userAccount && !auth.userAccount.permissions.can_create_teams)
    throw forbidden(MESSAGES.mayNotCreateTeams);
  const userAccount = await ctx.db.transaction((tx) =>
    createAccountWithAdmin(tx, { name, isPersonal: false, userKey: auth.user.key }),
  );
  const { account } = await membershipOrNotFound(ctx, auth, userAccount.account_key);
  return { account, user_account: userAccount };
};

export const updateAccount = async (
  ctx: AppContext,
  auth: Auth,
  accountKey: string,
  name: string,
): Promise<{ account: Account; user_account: UserAccount }> => {
  const { membership } = await membershipOrNotFound(ctx, auth, accountKey);
  if (!canUpdateAccount(membership)) throw forbidden(MESSAGES.onlyAdminsMayUpdate);
  const account = await renameAccount(ctx.db, accountKey, name);
  return { account, user_account: { ...membership, account_name: account.name } };
};
