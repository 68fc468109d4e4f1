import { DEFAULT_PERMISSIONS, canManageSigning, type DocumentPermissions } from '@quire/domain';
import { factsOf, useActor } from '../../../app/session/use-permissions.ts';
import type { PackDto } from '../../documents/documents-api.ts';

export type OwnerAccess = {
  /** §6 management: a team member, the pack awaiting signatures or rejected, not deleted. */
  manage: boolean;
  can: DocumentPermissions;
};

/**
 * What the signed-in user may do with a pack out for signing, from the selected workspace's
 * membership. In a signer's session nobody manages anything; the server checks every action again.
 */
export const useOwnerAccess = (pack: PackDto): OwnerAccess => {
  const actor = useActor();
  if (!actor) return { manage: false, can: DEFAULT_PERMISSIONS.document_permissions };
  return {
    manage: canManageSigning(factsOf(pack), actor),
    can: actor.permissions.document_permissions,
  };
};
