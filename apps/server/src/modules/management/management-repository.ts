import { asc, desc, inArray, sql } from 'drizzle-orm';
import type { PermissionChange, PermissionOverrides } from '@quire/domain';
import type { Db } from '../../db/database.ts';
import { accounts, permissionChanges, userAccounts, users } from '../../db/schema.ts';
import { newKey } from '../../lib/ids.ts';

export type UserRowLite = { key: string; email_address: string; full_name: string };

/** The users with these (lower-case) addresses; addresses are unique whatever their case. */
export const findUsersByEmails = async (
  db: Db,
  emails: readonly string[],
): Promise<UserRowLite[]> =>
  db
    .select({ key: users.key, email_address: users.email_address, full_name: users.full_name })
    .from(users)
    .where(inArray(sql`lower(${users.email_address})`, [...emails]));

export type MembershipRow = {
  key: string;
  user_key: string;
  account_key: string;
  account_name: string;
  is_personal_account: boolean;
  is_admin: boolean;
  status: 'active' | 'invited';
  overrides: PermissionOverrides;
};

const membershipColumns = {
  key: userAccounts.key,
  user_key: userAccounts.user_key,
  account_key: userAccounts.account_key,
  account_name: accounts.name,
  is_personal_account: accounts.is_personal_account,
  is_admin: userAccounts.is_admin,
  status: userAccounts.status,
  overrides: userAccounts.permissions,
};

/** Every membership of these users, personal workspace first, then by workspace name. */
export const listMembershipsOf = async (
  db: Db,
  userKeys: readonly string[],
): Promise<MembershipRow[]> =>
  userKeys.length === 0
    ? []
    : db
        .select(membershipColumns)
        .from(userAccounts)
        .innerJoin(accounts, sql`${accounts.key} = ${userAccounts.account_key}`)
        .where(inArray(userAccounts.user_key, [...userKeys]))
        .orderBy(desc(accounts.is_personal_account), asc(accounts.name), asc(userAccounts.key));

/**
 * The same memberships locked for the caller's transaction, so two operators saving at once
 * apply their changes one after the other instead of one overwriting the other's overrides.
 */
export const lockMembershipsOf = async (
  tx: Db,
  userKeys: readonly string[],
): Promise<MembershipRow[]> =>
  tx
    .select(membershipColumns)
    .from(userAccounts)
    .innerJoin(accounts, sql`${accounts.key} = ${userAccounts.account_key}`)
    .where(inArray(userAccounts.user_key, [...userKeys]))
    .orderBy(asc(userAccounts.key))
    .for('update', { of: userAccounts });

export const saveOverrides = async (
  tx: Db,
  userAccountKey: string,
  overrides: PermissionOverrides,
): Promise<void> => {
  await tx
    .update(userAccounts)
    .set({ permissions: overrides, date_updated: new Date() })
    .where(sql`${userAccounts.key} = ${userAccountKey}`);
};

export type NewPermissionChange = Omit<PermissionChange, 'key' | 'date_created'> & {
  operator_user_key: string;
};

export const insertPermissionChanges = async (
  tx: Db,
  rows: readonly NewPermissionChange[],
): Promise<void> => {
  if (rows.length === 0) return;
  await tx.insert(permissionChanges).values(rows.map((r) => ({ ...r, key: newKey() })));
};

/** The newest changes made to any of these users' memberships. */
export const listPermissionChanges = async (
  db: Db,
  emails: readonly string[],
  limit: number,
): Promise<PermissionChange[]> => {
  const rows = await db
    .select()
    .from(permissionChanges)
    .where(inArray(sql`lower(${permissionChanges.user_email})`, [...emails]))
    .orderBy(
      desc(permissionChanges.date_created),
      asc(permissionChanges.user_email),
      asc(permissionChanges.account_name),
      asc(permissionChanges.flag),
    )
    .limit(limit);
  return rows.map((r) => ({
    key: r.key,
    operator_email: r.operator_email,
    user_email: r.user_email,
    account_name: r.account_name,
    user_account_key: r.user_account_key,
    flag: r.flag,
    old_value: r.old_value,
    new_value: r.new_value,
    date_created: r.date_created.toISOString(),
  }));
};
