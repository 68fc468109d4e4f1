import {
  DEFAULT_PERMISSIONS,
  hasPermission,
  type Actor,
  type DocumentFacts,
  type DocumentDto,
  type PermissionPath,
  type Permissions,
  type UserAccount,
} from '@quire/domain';
import { isSignerSession } from '../signer-session.ts';
import { useCurrentUser, useUserAccounts } from './use-current-user.ts';
import { useSession } from './use-session.ts';

/**
 * The web app's one way to read permissions (ARCHITECTURE.md "Permissions in the web app").
 *
 * The permissions in force arrive with the selected membership (GET /app/user/user_accounts,
 * already merged with the defaults by the server). Reading the session and the two cached
 * queries rather than the shell's outlet context lets panels rendered on their own (tests, the
 * signer's layout) ask the same question. Until the memberships load, and when no workspace is
 * selected, the §6 defaults apply: a screen never waits for them, and the server refuses
 * whatever is not allowed anyway.
 */
export const useSelectedMembership = (): UserAccount | null => {
  const session = useSession();
  const currentUser = useCurrentUser();
  // A signing link's session has no workspace: it must not ask for memberships (ADR 0010).
  const accounts = useUserAccounts(!isSignerSession());
  const key = session.userAccountKey ?? currentUser.data?.user_account_key ?? null;
  return accounts.data?.find((account) => account.key === key) ?? null;
};

export const usePermissions = (): Permissions =>
  useSelectedMembership()?.permissions ?? DEFAULT_PERMISSIONS;

/** Whether the selected workspace lets this user do what the flag names. */
export const usePermission = (path: PermissionPath): boolean =>
  hasPermission(usePermissions(), path);

/**
 * The signed-in user as document-access.ts sees them, for the per-document predicates
 * (canDelete, canMove, canCopy …). null before the user is known, and in a signer's session
 * (nobody manages anything there; the server checks every action again).
 */
export const useActor = (): Actor | null => {
  const membership = useSelectedMembership();
  const currentUser = useCurrentUser();
  const userKey = currentUser.data?.user.key;
  if (!userKey || isSignerSession()) return null;
  return {
    user_key: userKey,
    account_key: membership?.account_key ?? null,
    is_admin: membership?.is_admin ?? false,
    permissions: membership?.permissions ?? DEFAULT_PERMISSIONS,
  };
};

/** The facts document-access.ts decides on, from what the API answers for a pack or a row. */
export const factsOf = (
  doc: Pick<
    DocumentDto,
    | 'account_key'
    | 'created_by'
    | 'document_type'
    | 'status'
    | 'is_deleted'
    | 'document_pack_key'
    | 'visible_to_organisation'
    | 'viewers'
  >,
): DocumentFacts => ({
  account_key: doc.account_key,
  created_by: doc.created_by,
  document_type: doc.document_type,
  status: doc.status,
  is_deleted: doc.is_deleted,
  is_pack: doc.document_pack_key === null,
  visible_to_organisation: doc.visible_to_organisation,
  viewers: doc.viewers,
});
