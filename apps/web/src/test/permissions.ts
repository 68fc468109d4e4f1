import {
  DEFAULT_PERMISSIONS,
  withOverride,
  type PermissionOverrides,
  type PermissionPath,
  type Permissions,
  type UserAccount,
} from '@quire/domain';
import { aUserAccount } from './fixtures.ts';

/** The §6 defaults with some flags set: what the server answers for a member with overrides. */
export const permissionsWith = (changes: Partial<Record<PermissionPath, boolean>>): Permissions =>
  Object.entries(changes).reduce<PermissionOverrides>(
    (permissions, [path, value]) => withOverride(permissions, path as PermissionPath, value),
    structuredClone(DEFAULT_PERMISSIONS),
  ) as Permissions;

/**
 * A team workspace membership (not an admin, so can_delete_other_users_documents counts) with
 * the given flags set, and the answer GET /app/user/user_accounts gives for it.
 */
export const aRestrictedMember = (
  changes: Partial<Record<PermissionPath, boolean>>,
  overrides: Partial<UserAccount> = {},
): UserAccount =>
  aUserAccount({
    key: 'ua-personal',
    account_key: 'acc-personal',
    is_admin: false,
    is_personal_account: false,
    account_name: 'Acme Legal',
    permissions: permissionsWith(changes),
    ...overrides,
  });

export const userAccountsAnswer = (...accounts: UserAccount[]) => ({
  body: { success: true, user_accounts: accounts },
});
