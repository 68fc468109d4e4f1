import type { DocumentFlag } from './document.ts';
import type { PermissionPath } from './permission-path.ts';

/**
 * The §3 document settings a user may only turn on or off with a §3 permission. The web app
 * disables these switches (saying why) for users without the flag; the rest of a pack's
 * settings belong to whoever may edit it in setup.
 */
export const DOCUMENT_FLAG_PERMISSIONS: Partial<Record<DocumentFlag, PermissionPath>> = {
  use_two_factor_authentication: 'document_permissions.can_use_otp',
  can_be_used_as_form: 'document_permissions.can_use_reusable_link',
  can_be_annotated: 'document_permissions.can_configure_note_permissions',
  use_one_click_initial: 'document_permissions.can_auto_insert_initials',
  use_one_click_signature: 'document_permissions.can_auto_insert_signature',
  communication_channel_configurable: 'document_permissions.can_configure_communication_channel',
  use_signer_groups: 'document_permissions.can_use_signer_groups',
  data_fields_locked: 'can_lock_and_unlock_fields',
};

/**
 * Settings groups shown only with user_profile_permissions.can_view_advanced_settings: how values
 * copy between fields, how the signed PDF is sealed, and the rarer signing options. The everyday
 * ones (signing, signature methods, forms, contact details, groups) are always shown.
 */
export const ADVANCED_FLAG_GROUPS = ['replication', 'output', 'other'] as const;
