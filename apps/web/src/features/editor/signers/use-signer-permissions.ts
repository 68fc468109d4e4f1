import {
  DEFAULT_DIALING_CODE,
  DEFAULT_PERMISSIONS,
  SPEC_DEFAULT_TRUE,
  type DocumentPermissions,
  type TeamPermissions,
} from '@quire/domain';
import { useCurrentUser, useUserAccounts } from '../../../app/session/use-current-user.ts';
import { useSession } from '../../../app/session/use-session.ts';
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
  /** Where numbers typed without a country code are read: the user's own code, else the default. */
  dialingCode: string;
};

type Flags = Partial<DocumentPermissions> & Partial<TeamPermissions>;

/**
 * What this user may do with a pack's signers and settings in the selected workspace. Until the
 * memberships load the server's defaults are assumed; the server refuses the rest anyway.
 */
export const useSignerPermissions = (pack: PackDto): SignerPermissions => {
  const session = useSession();
  const currentUser = useCurrentUser();
  const accounts = useUserAccounts();
  const accountKey = session.userAccountKey ?? currentUser.data?.user_account_key ?? null;
  const permissions = accounts.data?.find((account) => account.key === accountKey)?.permissions;
  const flags: Flags = { ...permissions, ...permissions?.document_permissions };
  const allowed = (flag: keyof Flags, fallback: boolean) => flags[flag] ?? fallback;
  const editable = pack.status === 'setup' && !pack.is_deleted;
  return {
    editable,
    signerGroups: allowed('can_use_signer_groups', true),
    whatsapp: allowed('can_use_whatsapp', false),
    chooseChannel:
      pack.communication_channel_configurable ||
      allowed('can_configure_communication_channel', false),
    lockFields: allowed('can_lock_and_unlock_fields', false),
    requestSignatures: allowed(
      'can_request_signatures',
      SPEC_DEFAULT_TRUE.has('can_request_signatures'),
    ),
    revert: allowed(
      'can_revert_document_status',
      SPEC_DEFAULT_TRUE.has('can_revert_document_status'),
    ),
    updateBranding: allowed('can_update_branding', DEFAULT_PERMISSIONS.can_update_branding),
    dialingCode: currentUser.data?.user.dialing_code ?? DEFAULT_DIALING_CODE,
  };
};
