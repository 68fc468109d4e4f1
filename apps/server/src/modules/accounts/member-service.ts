import {
  ACCOUNT_NOTIFICATION_TEXT,
  MEMBER_MESSAGES,
  MESSAGES,
  adminChangeRefusal,
  memberFullName,
  removalRefusal,
  type AccountMember,
  type AddUserAccountInput,
} from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import { badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import { newKey } from '../../lib/ids.ts';
import { consumeRateLimit } from '../../lib/rate-limit.ts';
import { requirePermission } from '../../lib/require-permission.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { expireAuthTokensOf } from '../auth/auth-token-repository.ts';
import {
  deleteUser,
  findUserByEmail,
  findUserByKey,
  insertUser,
  updateUser,
} from '../auth/user-repository.ts';
import { insertNotification } from '../notifications/notification-repository.ts';
import { findMembershipOfAccount, listMembers, listUserAccountsOf } from './account-repository.ts';
import { mailAddedToWorkspace, mailInvitation } from './invitation-mails.ts';
import {
  countMembershipsOf,
  deleteMembership,
  findMember,
  insertMembership,
  lockMembers,
  pendingInvitationsOf,
  setMemberAdmin,
  type MemberFacts,
} from './member-repository.ts';

/** Admins resend an invitation at most this often (each one is a mail to a stranger's inbox). */
const RESEND_LIMIT = { limit: 5, windowSeconds: 3_600 };

/** Members only: anyone else is told the workspace does not exist, whatever key they send. */
export const membershipOrNotFound = async (ctx: AppContext, auth: Auth, accountKey: string) => {
  const found = await findMembershipOfAccount(ctx.db, auth.user.key, accountKey);
  if (!found) throw notFound(MESSAGES.workspaceNotFound);
  return found;
};

const adminOrRefuse = async (ctx: AppContext, auth: Auth, accountKey: string) => {
  const found = await membershipOrNotFound(ctx, auth, accountKey);
  if (!found.membership.is_admin) throw forbidden(MEMBER_MESSAGES.onlyAdminsManageUsers);
  return found;
};

/** The target among the locked members; another workspace's key is simply not there (404). */
const targetOf = (members: MemberFacts[], userAccountKey: string): MemberFacts => {
  const target = members.find((m) => m.key === userAccountKey);
  if (!target) throw notFound(MEMBER_MESSAGES.memberNotFound);
  return target;
};

const memberOrThrow = async (ctx: AppContext, accountKey: string, userAccountKey: string) => {
  const member = await findMember(ctx.db, accountKey, userAccountKey);
  if (!member) throw notFound(MEMBER_MESSAGES.memberNotFound);
  return member;
};

/** Admins always see the members; anyone else needs the team-level flag can_view_teams. */
export const getAccountMembers = async (
  ctx: AppContext,
  auth: Auth,
  accountKey: string,
): Promise<AccountMember[]> => {
  const { membership } = await membershipOrNotFound(ctx, auth, accountKey);
  if (!membership.is_admin) requirePermission(membership.permissions, 'can_view_teams');
  return listMembers(ctx.db, accountKey);
};

export const addUserAccount = async (
  ctx: AppContext,
  auth: Auth,
  accountKey: string,
  input: AddUserAccountInput,
): Promise<{ message: string; user_account: AccountMember }> => {
  const { account } = await adminOrRefuse(ctx, auth, accountKey);
  if (account.is_personal_account) throw badRequest(MESSAGES.personalAccountNoUsers);
  const workspace = { key: account.key, name: account.name };
  const inviterName = auth.user.full_name;
  const { key, invited } = await ctx.db.transaction(async (tx) => {
    const members = await lockMembers(tx, accountKey);
    const existing = await findUserByEmail(tx, input.email_address);
    if (existing && members.some((m) => m.user_key === existing.key))
      throw badRequest(MESSAGES.sameUserTwice);
    const user =
      existing ??
      (await insertUser(tx, {
        key: newKey(),
        full_name: memberFullName(input),
        email_address: input.email_address,
      }));
    // Only a proven mailbox with a password joins at once; anyone else proves the address first.
    const invited = !(user.verified && user.password_hash);
    const key = await insertMembership(tx, {
      userKey: user.key,
      accountKey,
      isAdmin: input.is_admin,
      status: invited ? 'invited' : 'active',
      invitedBy: auth.user.key,
    });
    if (invited) {
      await mailInvitation(ctx, tx, { user, workspace, inviterName });
    } else {
      await mailAddedToWorkspace(ctx, tx, { user, workspace, inviterName, userAccountKey: key });
      await insertNotification(tx, {
        userKey: user.key,
        message: ACCOUNT_NOTIFICATION_TEXT.addedBy(inviterName, account.name),
        url: `#documents?user_account=${key}`,
        relatedKey: key,
        relatedKeyType: 'UserAccount',
      });
    }
    return { key, invited };
  });
  return {
    message: invited ? MEMBER_MESSAGES.userInvited : MEMBER_MESSAGES.userAdded,
    user_account: await memberOrThrow(ctx, accountKey, key),
  };
};

export const updateUserAccount = async (
  ctx: AppContext,
  auth: Auth,
  accountKey: string,
  input: { is_admin: boolean; user_account_key: string },
): Promise<AccountMember> => {
  await adminOrRefuse(ctx, auth, accountKey);
  await ctx.db.transaction(async (tx) => {
    const members = await lockMembers(tx, accountKey);
    const target = targetOf(members, input.user_account_key);
    const refusal = adminChangeRefusal(members, target, input.is_admin);
    if (refusal) throw badRequest(refusal);
    await setMemberAdmin(tx, target.key, input.is_admin);
  });
  return memberOrThrow(ctx, accountKey, input.user_account_key);
};

/**
 * Admins remove anyone; any member may leave (remove their own membership). Removing an invited
 * member revokes the invitation: their link stops working unless another workspace waits for them.
 */
export const removeUserAccount = async (
  ctx: AppContext,
  auth: Auth,
  accountKey: string,
  userAccountKey: string,
): Promise<void> => {
  const { membership } = await membershipOrNotFound(ctx, auth, accountKey);
  await ctx.db.transaction(async (tx) => {
    const members = await lockMembers(tx, accountKey);
    const target = targetOf(members, userAccountKey);
    if (target.key !== membership.key && !membership.is_admin)
      throw forbidden(MEMBER_MESSAGES.onlyAdminsManageUsers);
    const refusal = removalRefusal(members, target);
    if (refusal) throw badRequest(refusal);
    await deleteMembership(tx, target.key);

    const user = await findUserByKey(tx, target.user_key);
    if (!user) return;
    if ((await pendingInvitationsOf(tx, user.key)).length === 0)
      await expireAuthTokensOf(tx, user.key, 'accept_invitation');
    if (!user.password_hash && (await countMembershipsOf(tx, user.key)) === 0) {
      // A placeholder nobody claimed: nothing of it should outlive its last invitation.
      await deleteUser(tx, user.key);
    } else if (user.default_user_account_key === target.key) {
      const [first] = await listUserAccountsOf(tx, user.key);
      await updateUser(tx, user.key, { default_user_account_key: first?.key ?? null });
    }
  });
};

export const resendInvitation = async (
  ctx: AppContext,
  auth: Auth,
  accountKey: string,
  userAccountKey: string,
): Promise<void> => {
  const { account } = await adminOrRefuse(ctx, auth, accountKey);
  const member = await memberOrThrow(ctx, accountKey, userAccountKey);
  if (member.status !== 'invited') throw badRequest(MEMBER_MESSAGES.notInvited);
  await consumeRateLimit(ctx.db, `resend_invitation:${member.key}`, RESEND_LIMIT);
  const user = await findUserByKey(ctx.db, member.user_key);
  if (!user) throw notFound(MEMBER_MESSAGES.memberNotFound);
  await ctx.db.transaction((tx) =>
    mailInvitation(ctx, tx, {
      user,
      workspace: { key: account.key, name: account.name },
      inviterName: auth.user.full_name,
    }),
  );
};
