import {
  ACCOUNT_NOTIFICATION_TEXT,
  MEMBER_MESSAGES,
  personalAccountName,
  type InvitationSummary,
  type UserAccount,
} from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { badRequest, forbidden } from '../../lib/app-error.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { consumeAuthToken, findAuthToken } from '../auth/auth-token-repository.ts';
import type { UserRow } from '../auth/session-repository.ts';
import { findUserByKey, updateUser } from '../auth/user-repository.ts';
import { insertNotification } from '../notifications/notification-repository.ts';
import { createAccountWithAdmin, listUserAccountsOf } from './account-repository.ts';
import { activateInvitationsOf, pendingInvitationsOf } from './member-repository.ts';

/** The live invitation behind a link, with its user; refused when used, expired or revoked. */
export const liveInvitation = async (db: Db, token: string) => {
  const row = await findAuthToken(db, token, 'accept_invitation');
  if (!row || row.used_at || row.expires_at <= new Date())
    throw badRequest(MEMBER_MESSAGES.invitationInvalid);
  const user = await findUserByKey(db, row.user_key);
  const pending = user ? await pendingInvitationsOf(db, user.key) : [];
  if (!user || pending.length === 0) throw badRequest(MEMBER_MESSAGES.invitationInvalid);
  return { row, user, pending };
};

/** True when a sign-up carries a live invitation link of that very, not yet proven, user. */
export const invitationProvesMailbox = async (
  db: Db,
  token: string | undefined,
  user: UserRow,
): Promise<boolean> => {
  if (!token || (user.verified && user.password_hash)) return false;
  const row = await findAuthToken(db, token, 'accept_invitation');
  return Boolean(row && !row.used_at && row.expires_at > new Date() && row.user_key === user.key);
};

/** A placeholder user (added before they had an account) gets their personal account on claim. */
export const ensurePersonalAccount = async (tx: Db, user: UserRow): Promise<void> => {
  if (user.default_user_account_key) return;
  const personal = await createAccountWithAdmin(tx, {
    name: personalAccountName(user.full_name),
    isPersonal: true,
    userKey: user.key,
  });
  await updateUser(tx, user.key, { default_user_account_key: personal.key });
};

/**
 * The mailbox is proven (invitation link, verification link or password reset): every invitation
 * of the user becomes a usable membership, and each is announced in their notifications.
 */
export const activateInvitations = async (tx: Db, userKey: string): Promise<string[]> => {
  const pending = await pendingInvitationsOf(tx, userKey);
  const activated = await activateInvitationsOf(tx, userKey);
  for (const p of pending) {
    await insertNotification(tx, {
      userKey,
      message: ACCOUNT_NOTIFICATION_TEXT.joined(p.account_name),
      url: `#documents?user_account=${p.key}`,
      relatedKey: p.key,
      relatedKeyType: 'UserAccount',
    });
  }
  return activated;
};

/** What the #join screen shows before anyone logs in (the link's holder owns the mailbox). */
export const describeInvitation = async (
  ctx: AppContext,
  token: string,
): Promise<InvitationSummary> => {
  const { user, pending } = await liveInvitation(ctx.db, token);
  const inviterKey = pending[0]!.invited_by;
  const inviter = inviterKey ? await findUserByKey(ctx.db, inviterKey) : undefined;
  return {
    email_address: user.email_address,
    full_name: user.full_name,
    account_names: pending.map((p) => p.account_name),
    invited_by_name: inviter?.full_name ?? null,
    // An unverified password may be a stranger's claim: the link's holder signs up over it.
    has_account: Boolean(user.password_hash && user.verified),
  };
};

/** Accepting while logged in as the invited address: joins every workspace waiting for it. */
export const acceptInvitation = async (
  ctx: AppContext,
  auth: Auth,
  token: string,
): Promise<{ user_account_key: string; user_accounts: UserAccount[] }> => {
  const { row, pending } = await liveInvitation(ctx.db, token);
  if (row.user_key !== auth.user.key) throw forbidden(MEMBER_MESSAGES.invitationForAnotherAddress);
  await ctx.db.transaction(async (tx) => {
    if (!(await consumeAuthToken(tx, row.token_hash)))
      throw badRequest(MEMBER_MESSAGES.invitationInvalid);
    if (!auth.user.verified) await updateUser(tx, auth.user.key, { verified: true });
    await activateInvitations(tx, auth.user.key);
  });
  return {
    user_account_key: pending[0]!.key,
    user_accounts: await listUserAccountsOf(ctx.db, auth.user.key),
  };
};
