import {
  DEFAULT_PERMISSIONS,
  canManageSigning,
  type Actor,
  type DocumentFacts,
  type DocumentPermissions,
} from '@quire/domain';
import { useShellContext } from '../../../app/shell/shell-context.ts';
import type { PackDto } from '../../documents/documents-api.ts';

export type OwnerAccess = {
  /** §6 management: a team member, the pack awaiting signatures or rejected, not deleted. */
  manage: boolean;
  can: DocumentPermissions;
};

const factsOf = (pack: PackDto): DocumentFacts => ({
  account_key: pack.account_key,
  created_by: pack.created_by,
  document_type: pack.document_type,
  status: pack.status,
  is_deleted: pack.is_deleted,
  is_pack: pack.document_pack_key === null,
  visible_to_organisation: pack.visible_to_organisation,
  viewers: pack.viewers,
});

/**
 * What the signed-in user may do with a pack out for signing, from the selected workspace's
 * membership (the shell's). Outside the shell (a signer's session) nobody manages anything; the
 * server checks every action again.
 */
export const useOwnerAccess = (pack: PackDto): OwnerAccess => {
  const shell = useShellContext() as ReturnType<typeof useShellContext> | undefined;
  const membership = shell?.membership ?? null;
  const userKey = shell?.currentUser.user.key;
  if (!userKey) return { manage: false, can: DEFAULT_PERMISSIONS.document_permissions };
  const actor: Actor = {
    user_key: userKey,
    account_key: membership?.account_key ?? null,
    is_admin: membership?.is_admin ?? false,
    permissions: membership?.permissions ?? DEFAULT_PERMISSIONS,
  };
  return {
    manage: canManageSigning(factsOf(pack), actor),
    can: actor.permissions.document_permissions,
  };
};
