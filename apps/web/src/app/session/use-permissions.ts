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
import { useOutletContext } from 'react-router';
import { isSignerSession } from '../signer-session.ts';
import {
  membershipFor,
  selectedUserAccountKey,
  type ShellContext,
} from '../shell/shell-context.ts';
import { useCurrentUser, useUserAccounts } from './use-current-user.ts';
import { useSession } from './use-session.ts';

/**
 * The web app's one way to read permissions (ARCHITECTURE.md "Permissions in the web app").
 *
 * The permissions in force arrive with the selected membership (GET /app/user/user_accounts,
 * already merged with the defaults by the server). Inside the logged-in shell that is the
 * shell's own selection (its outlet context); outside it (panels rendered on their own, the
 * user menu in the header) the same session and cached queries the shell reads. Until the memberships load, and when no workspace is
 * selected, the §6 defaults apply: a screen never waits for them, and the server refuses
 * whatever is not allowed anyway.
 */
export const useSelectedMembership = (): UserAccount | null => {
  const shell = useOutletContext<ShellContext | undefined>();
  const session = useSession();
  const currentUser = useCurrentUser();
  // A signing link's session has no workspace: it must not ask for memberships (ADR 0010).
  const accounts = useUserAccounts(!isSignerSession());
  // Inside the shell its resolved selection is the answer (the same queries, already loaded).
  if (shell) return shell.membership;
  const key = selectedUserAccountKey(
    session.userAccountKey,
    currentUser.data?.user_account_key ?? null,
  );
  return membershipFor(accounts.data, key);
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
  const shell = useOutletContext<ShellContext | undefined>();
  const membership = useSelectedMembership();
  const currentUser = useCurrentUser();
  const userKey = shell?.currentUser.user.key ?? currentUser.data?.user.key;
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
