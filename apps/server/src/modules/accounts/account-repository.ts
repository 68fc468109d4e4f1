import { and, asc, desc, eq } from 'drizzle-orm';
import {
  effectivePermissions,
  type Account,
  type AccountMember,
  type UserAccount,
} from '@quire/domain';
import type { Database, Db, Statement } from '../../db/database.ts';
import { accounts, userAccounts, users } from '../../db/schema.ts';
import { newKey } from '../../lib/ids.ts';
import { TEAM_COUNT_OF_USER } from '../auth/user-in-workspace.ts';

type AccountRow = typeof accounts.$inferSelect;
type UserAccountRow = typeof userAccounts.$inferSelect;

export const toAccount = (row: AccountRow): Account => ({
  key: row.key,
  name: row.name,
  is_personal_account: row.is_personal_account,
  date_created: row.date_created.toISOString(),
});

export const toUserAccount = (ua: UserAccountRow, account: AccountRow): UserAccount => ({
  key: ua.key,
  account_key: ua.account_key,
  user_key: ua.user_key,
  is_admin: ua.is_admin,
  permissions: effectivePermissions(ua.permissions),
  account_name: account.name,
  is_personal_account: account.is_personal_account,
});

export const createAccountWithAdmin = async (
  tx: Db,
  input: { name: string; isPersonal: boolean; userKey: string },
): Promise<UserAccount> => {
  const [account] = await tx
    .insert(accounts)
    .values({
      key: newKey(),
      name: input.name,
      is_personal_account: input.isPersonal,
      created_by: input.userKey,
    })
    .returning();
  const [ua] = await tx
    .insert(userAccounts)
    .values({ key: newKey(), user_key: input.userKey, account_key: account!.key, is_admin: true })
    .returning();
  return toUserAccount(ua!, account!);
};

/** Only an accepted membership is ever used: an 'invited' one grants nothing (ADR 0026). */
export const isActive = eq(userAccounts.status, 'active');

/** A user's (active) memberships, personal account first, then by name. */
export const listUserAccountsOf = async (db: Db, userKey: string): Promise<UserAccount[]> => {
  const rows = await db
    .select({ ua: userAccounts, account: accounts })
    .from(userAccounts)
    .innerJoin(accounts, eq(accounts.key, userAccounts.account_key))
    .where(and(eq(userAccounts.user_key, userKey), isActive))
    .orderBy(desc(accounts.is_personal_account), asc(accounts.name), asc(accounts.key));
  return rows.map((r) => toUserAccount(r.ua, r.account));
};

/** The user's active membership of `accountKey`, or undefined when they are not a member. */
export const findMembershipOfAccount = async (
  db: Db,
  userKey: string,
  accountKey: string,
): Promise<{ membership: UserAccount; account: Account } | undefined> => {
  const [row] = await db
    .select({ ua: userAccounts, account: accounts })
    .from(userAccounts)
    .innerJoin(accounts, eq(accounts.key, userAccounts.account_key))
    .where(
      and(eq(userAccounts.account_key, accountKey), eq(userAccounts.user_key, userKey), isActive),
    )
    .limit(1);
  return row && { membership: toUserAccount(row.ua, row.account), account: toAccount(row.account) };
};

export const listMembers = async (db: Db, accountKey: string): Promise<AccountMember[]> => {
  const rows = await db
    .select({ ua: userAccounts, account: accounts, user: users })
    .from(userAccounts)
    .innerJoin(accounts, eq(accounts.key, userAccounts.account_key))
    .innerJoin(users, eq(users.key, userAccounts.user_key))
    .where(eq(userAccounts.account_key, accountKey))
    .orderBy(asc(users.full_name), asc(users.key));
  return rows.map((r) => ({
    ...toUserAccount(r.ua, r.account),
    full_name: r.user.full_name,
    email_address: r.user.email_address,
    status: r.ua.status,
  }));
};

export const renameAccount = async (db: Db, accountKey: string, name: string): Promise<Account> => {
  const [row] = await db
    .update(accounts)
    .set({ name, date_updated: new Date() })
    .where(eq(accounts.key, accountKey))
    .returning();
  return toAccount(row!);
};

/** Prepared once per connection: GET /app/user asks it on every page load. */
const COUNT_TEAMS: Statement = {
  name: 'count_teams_of_user',
  text: `select (${TEAM_COUNT_OF_USER('$1')}) as n`,
};

export const countTeamsOf = async (database: Database, userKey: string): Promise<number> =>
  (await database.query<{ n: number }>(COUNT_TEAMS, [userKey]))[0]?.n ?? 0;
