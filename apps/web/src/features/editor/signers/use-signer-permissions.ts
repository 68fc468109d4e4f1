import { hasPermission, type PermissionPath } from '@quire/domain';
import { useCurrentUser } from '../../../app/session/use-current-user.ts';
import { usePermissions } from '../../../app/session/use-permissions.ts';
import { useInstanceSettings } from '../../../app/use-instance-settings.ts';
import type { PackDto } from '../../documents/documents-api.ts';

export type SignerPermissions = {
  /** In setup and not in the trash: signers and settings may change (spec §4). */
  editable: boolean;
  signerGroups: boolean;
  whatsapp: boolean;
  /** The signer's channel may be chosen: the pack allows it or the user may always. */
  chooseChannel: boolean;
  lockFields: boolean;
  requestSignatures: boolean;
  revert: boolean;
  /** May manage the workspace's branding themes (the settings link to them). */
  updateBranding: boolean;
  /** The signers may sign here, in person, right after sending. */
  signInPerson: boolean;
  /** Where numbers typed without a country code are read: the user's own code, else the default. */
  dialingCode: string;
};

/**
 * What this user may do with a pack's signers and settings in the selected workspace
 * (use-permissions.ts: the defaults until the memberships load; the server refuses the rest).
 */
export const useSignerPermissions = (pack: PackDto): SignerPermissions => {
  const currentUser = useCurrentUser();
  const permissions = usePermissions();
  const instance = useInstanceSettings();
  const allowed = (path: PermissionPath) => hasPermission(permissions, path);
  const editable = pack.status === 'setup' && !pack.is_deleted;
  return {
    editable,
    signerGroups: allowed('document_permissions.can_use_signer_groups'),
    whatsapp: allowed('document_permissions.can_use_whatsapp'),
    chooseChannel:
      pack.communication_channel_configurable ||
      allowed('document_permissions.can_configure_communication_channel'),
    lockFields: allowed('can_lock_and_unlock_fields'),
    requestSignatures: allowed('document_permissions.can_request_signatures'),
    revert: allowed('document_permissions.can_revert_document_status'),
    signInPerson: allowed('document_permissions.can_sign_in_person'),
    updateBranding: allowed('can_update_branding'),
    dialingCode: currentUser.data?.user.dialing_code ?? instance.default_dialing_code,
  };
};
