import { and, asc, desc, eq } from 'drizzle-orm';
import type { AccountMember, MemberStatus } from '@quire/domain';
import type { Db } from '../../db/database.ts';
import { accounts, userAccounts, users } from '../../db/schema.ts';
import { newKey } from '../../lib/ids.ts';
import { toUserAccount } from './account-repository.ts';

/**
 * The workspace's memberships, locked for the rest of the transaction: two admins demoting each
 * other at once must not both pass the last-admin rule.
 */
export const lockMembers = async (tx: Db, accountKey: string) =>
  tx
    .select({
      key: userAccounts.key,
      user_key: userAccounts.user_key,
      is_admin: userAccounts.is_admin,
      status: userAccounts.status,
    })
    .from(userAccounts)
    .where(eq(userAccounts.account_key, accountKey))
    .orderBy(asc(userAccounts.key))
    .for('update');

export type MemberFacts = Awaited<ReturnType<typeof lockMembers>>[number];

/** One member of a workspace as the member list shows it, invited or not. */
export const findMember = async (
  db: Db,
  accountKey: string,
  userAccountKey: string,
): Promise<AccountMember | undefined> => {
  const [r] = await db
    .select({ ua: userAccounts, account: accounts, user: users })
    .from(userAccounts)
    .innerJoin(accounts, eq(accounts.key, userAccounts.account_key))
    .innerJoin(users, eq(users.key, userAccounts.user_key))
    .where(and(eq(userAccounts.account_key, accountKey), eq(userAccounts.key, userAccountKey)))
    .limit(1);
  return (
    r && {
      ...toUserAccount(r.ua, r.account),
      full_name: r.user.full_name,
      email_address: r.user.email_address,
      status: r.ua.status,
    }
  );
};

export const insertMembership = async (
  tx: Db,
  input: {
    userKey: string;
    accountKey: string;
    isAdmin: boolean;
    status: MemberStatus;
    invitedBy: string;
  },
): Promise<string> => {
  const key = newKey();
  await tx.insert(userAccounts).values({
    key,
    user_key: input.userKey,
    account_key: input.accountKey,
    is_admin: input.isAdmin,
    status: input.status,
    invited_by: input.invitedBy,
  });
  return key;
};

export const setMemberAdmin = async (tx: Db, userAccountKey: string, isAdmin: boolean) => {
  await tx
    .update(userAccounts)
    .set({ is_admin: isAdmin, date_updated: new Date() })
    .where(eq(userAccounts.key, userAccountKey));
};

export const deleteMembership = async (tx: Db, userAccountKey: string) => {
  await tx.delete(userAccounts).where(eq(userAccounts.key, userAccountKey));
};

/** A user's invitations still waiting, newest first, with the workspace and who invited them. */
export const pendingInvitationsOf = async (db: Db, userKey: string) =>
  db
    .select({
      key: userAccounts.key,
      account_key: userAccounts.account_key,
      account_name: accounts.name,
      invited_by: userAccounts.invited_by,
    })
    .from(userAccounts)
    .innerJoin(accounts, eq(accounts.key, userAccounts.account_key))
    .where(and(eq(userAccounts.user_key, userKey), eq(userAccounts.status, 'invited')))
    .orderBy(desc(userAccounts.date_created), desc(userAccounts.key));

/** Proof of the mailbox turns every invitation of that user into a usable membership. */
export const activateInvitationsOf = async (tx: Db, userKey: string): Promise<string[]> => {
  const rows = await tx
    .update(userAccounts)
    .set({ status: 'active', date_updated: new Date() })
    .where(and(eq(userAccounts.user_key, userKey), eq(userAccounts.status, 'invited')))
    .returning({ key: userAccounts.key });
  return rows.map((r) => r.key);
};

export const countMembershipsOf = async (db: Db, userKey: string): Promise<number> =>
  (
    await db
      .select({ key: userAccounts.key })
      .from(userAccounts)
      .where(eq(userAccounts.user_key, userKey))
  ).length;
