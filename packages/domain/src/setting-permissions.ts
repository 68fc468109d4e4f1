import type { PermissionPath } from './permission-path.ts';

/**
 * The pack settings of update_document that a permission flag governs (ADR 0021; the web editor disables or hides the same settings). Only a change
 * needs the flag: a request that sends a governed setting with its current value, or does not
 * send it, is not refused, so an editor that saves every setting at once keeps working.
 */
export const DOCUMENT_SETTING_PERMISSIONS = {
  use_two_factor_authentication: 'document_permissions.can_use_otp',
  use_signer_groups: 'document_permissions.can_use_signer_groups',
  can_be_used_as_form: 'document_permissions.can_use_reusable_link',
  can_be_annotated: 'document_permissions.can_configure_note_permissions',
  use_one_click_signature: 'document_permissions.can_auto_insert_signature',
  use_one_click_initial: 'document_permissions.can_auto_insert_initials',
  communication_channel_configurable: 'document_permissions.can_configure_communication_channel',
  always_use_form_view: 'document_permissions.can_set_up_form_views',
  use_data_field_value_replication: 'document_permissions.can_repeat_fields_across_pages',
  use_data_field_value_replication_across_documents:
    'document_permissions.can_repeat_fields_across_documents',
  data_fields_locked: 'can_lock_and_unlock_fields',
  in_app_signing_page_url: 'document_permissions.can_use_embedded_forms',
  // The advanced settings: what the signed output carries and where signers go afterwards.
  post_signing_url: 'user_profile_permissions.can_view_advanced_settings',
  include_audit_trail_in_signed_documents: 'user_profile_permissions.can_view_advanced_settings',
  use_certificates_for_signed_pdf: 'user_profile_permissions.can_view_advanced_settings',
  obfuscate_contact_info: 'user_profile_permissions.can_view_advanced_settings',
  exclude_created_by_from_final_mail: 'user_profile_permissions.can_view_advanced_settings',
  visible_to_organisation_via_api: 'user_profile_permissions.can_view_advanced_settings',
} as const satisfies Record<string, PermissionPath>;

export type GovernedSetting = keyof typeof DOCUMENT_SETTING_PERMISSIONS;

const isGoverned = (name: string): name is GovernedSetting =>
  Object.hasOwn(DOCUMENT_SETTING_PERMISSIONS, name);

/** The flag a user needs to change a pack setting, if any: the server refuses, the web disables. */
export const settingPermission = (name: string): PermissionPath | null =>
  isGoverned(name) ? DOCUMENT_SETTING_PERMISSIONS[name] : null;

/**
 * The flags a request needs for the governed settings it changes (each once, in request order).
 * `current` holds the pack's values as they stand (flags with their defaults, and columns).
 */
export const flagsForSettingChanges = (
  current: Readonly<Record<string, unknown>>,
  changes: Readonly<Record<string, unknown>>,
): PermissionPath[] => {
  const needed = new Set<PermissionPath>();
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined || !isGoverned(name)) continue;
    if ((current[name] ?? null) !== (value ?? null)) needed.add(DOCUMENT_SETTING_PERMISSIONS[name]);
  }
  return [...needed];
};

/**
 * The flags a change of a signatory's channel needs (ADR 0021): WhatsApp always needs
 * can_use_whatsapp; any channel but email needs can_configure_communication_channel unless the
 * pack lets each signer's channel be chosen (communication_channel_configurable).
 */
export const flagsForChannelChange = (
  from: string | null | undefined,
  to: string | null | undefined,
  packChannelConfigurable: boolean,
): PermissionPath[] => {
  if (!to || to === (from ?? 'email')) return [];
  const needed: PermissionPath[] = [];
  if (to !== 'email' && !packChannelConfigurable)
    needed.push('document_permissions.can_configure_communication_channel');
  if (to === 'whatsapp') needed.push('document_permissions.can_use_whatsapp');
  return needed;
};
