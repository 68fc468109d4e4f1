import { z } from 'zod';

/**
 * Permission flags of spec §3, declared once. Each list derives its type, its zod schema and its
 * defaults. Defaults follow spec §6 (the flags it names default true); where the spec says only
 * "many other document flags default false", docs/adr/0003-permission-defaults.md records which
 * of the remaining flags Quire turns on so that a self-hosted workspace can use its own features.
 */
export const DOCUMENT_PERMISSION_FLAGS = [
  'can_use_otp',
  'can_request_signatures',
  'can_use_signer_groups',
  'can_use_reusable_link',
  'can_sign_in_person',
  'can_use_whatsapp',
  'can_configure_field_rules',
  'can_configure_mapping',
  'can_configure_note_permissions',
  'can_repeat_fields_across_documents',
  'can_repeat_fields_across_pages',
  'can_auto_insert_initials',
  'can_auto_insert_signature',
  'can_generate_signing_link',
  'can_configure_communication_channel',
  'can_set_up_form_views',
  'can_mark_document_as_complete',
  'can_download_document_csv_data',
  'can_download_document_preview',
  'can_download_fillable_form_with_metadata',
  'can_download_fillable_form_with_field_ids',
  'can_view_api_details',
  'can_view_template_link_details',
  'can_revert_document_status',
  'can_use_embedded_forms',
  'can_configure_custom_controls',
  'can_create_document_copies',
  'can_change_notification_rules',
  'can_setup_highlight_fields',
  'can_replace_backing_pdf',
] as const;

export const USER_PROFILE_PERMISSION_FLAGS = [
  'can_update_details',
  'can_reset_password',
  'can_view_advanced_settings',
  'can_set_default_theme',
  'can_update_signature_and_initials',
  'can_view_data_sources',
] as const;

export const TEAM_PERMISSION_FLAGS = [
  'can_create_teams',
  'can_view_teams',
  'can_create_templates',
  'can_upload_documents',
  'can_upload_documents_to_pack',
  'can_update_branding',
  'can_view_bulk_sends',
  'can_move_documents',
  'can_move_templates',
  'can_delete_documents',
  'can_delete_templates',
  'can_delete_other_users_documents',
  'can_do_bulk_actions',
  'can_merge_templates',
  'can_lock_and_unlock_fields',
  'can_configure_event_actions',
] as const;

export type DocumentPermissionFlag = (typeof DOCUMENT_PERMISSION_FLAGS)[number];
export type UserProfilePermissionFlag = (typeof USER_PROFILE_PERMISSION_FLAGS)[number];
export type TeamPermissionFlag = (typeof TEAM_PERMISSION_FLAGS)[number];

/** Spec §6: "Defaults true: …". */
export const SPEC_DEFAULT_TRUE = new Set<string>([
  'can_change_notification_rules',
  'can_revert_document_status',
  'can_upload_documents_to_pack',
  'can_setup_highlight_fields',
  'can_replace_backing_pdf',
  'can_request_signatures',
  'can_delete_documents',
  'can_delete_templates',
  'can_do_bulk_actions',
  'can_merge_templates',
  'can_delete_other_users_documents',
  'can_configure_event_actions',
]);

/**
 * Document flags Quire also turns on by default (ADR 0003): the core signing features that need
 * no third-party service and no extra product decision. Everything else stays false as §6 says.
 */
const QUIRE_DOCUMENT_DEFAULT_TRUE = new Set<DocumentPermissionFlag>([
  'can_use_otp',
  'can_use_signer_groups',
  'can_sign_in_person',
  'can_configure_field_rules',
  'can_repeat_fields_across_documents',
  'can_repeat_fields_across_pages',
  'can_generate_signing_link',
  'can_set_up_form_views',
  'can_mark_document_as_complete',
  'can_download_document_csv_data',
  'can_download_document_preview',
  'can_download_fillable_form_with_metadata',
  'can_download_fillable_form_with_field_ids',
  'can_create_document_copies',
  'can_configure_custom_controls',
  // Contacting a signer by SMS needs only the instance's text provider (ADR 0021).
  'can_configure_communication_channel',
]);

const flagsSchema = <T extends readonly [string, ...string[]]>(flags: T) =>
  z.object(
    Object.fromEntries(flags.map((f) => [f, z.boolean()])) as Record<T[number], z.ZodBoolean>,
  );

export const documentPermissionsSchema = flagsSchema(DOCUMENT_PERMISSION_FLAGS);
export const userProfilePermissionsSchema = flagsSchema(USER_PROFILE_PERMISSION_FLAGS);
export const teamPermissionsSchema = flagsSchema(TEAM_PERMISSION_FLAGS);

export type DocumentPermissions = Record<DocumentPermissionFlag, boolean>;
export type UserProfilePermissions = Record<UserProfilePermissionFlag, boolean>;
export type TeamPermissions = Record<TeamPermissionFlag, boolean>;

/** The shape of UserAccount.permissions: the two nested groups plus the team-level flags. */
export type Permissions = TeamPermissions & {
  document_permissions: DocumentPermissions;
  user_profile_permissions: UserProfilePermissions;
};

/** Stored overrides: any subset of the flags. */
export const permissionOverridesSchema = teamPermissionsSchema.partial().extend({
  document_permissions: documentPermissionsSchema.partial().optional(),
  user_profile_permissions: userProfilePermissionsSchema.partial().optional(),
});
export type PermissionOverrides = z.infer<typeof permissionOverridesSchema>;

const withDefaults = <F extends string>(
  flags: readonly F[],
  isTrue: (flag: F) => boolean,
): Record<F, boolean> => Object.fromEntries(flags.map((f) => [f, isTrue(f)])) as Record<F, boolean>;

export const DEFAULT_PERMISSIONS: Permissions = {
  ...withDefaults(TEAM_PERMISSION_FLAGS, () => true),
  document_permissions: withDefaults(
    DOCUMENT_PERMISSION_FLAGS,
    (f) => SPEC_DEFAULT_TRUE.has(f) || QUIRE_DOCUMENT_DEFAULT_TRUE.has(f),
  ),
  user_profile_permissions: withDefaults(USER_PROFILE_PERMISSION_FLAGS, () => true),
};

/** The permissions in force: the defaults with a user-account's stored overrides on top. */
export const effectivePermissions = (
  overrides: PermissionOverrides | null | undefined,
): Permissions => {
  const o = overrides ?? {};
  const team = Object.fromEntries(
    TEAM_PERMISSION_FLAGS.map((f) => [f, o[f] ?? DEFAULT_PERMISSIONS[f]]),
  ) as TeamPermissions;
  return {
    ...team,
    document_permissions: {
      ...DEFAULT_PERMISSIONS.document_permissions,
      ...o.document_permissions,
    },
    user_profile_permissions: {
      ...DEFAULT_PERMISSIONS.user_profile_permissions,
      ...o.user_profile_permissions,
    },
  };
};
