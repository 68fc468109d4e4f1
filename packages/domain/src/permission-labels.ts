import type { PermissionPath } from './permission-path.ts';
import {
  DOCUMENT_PERMISSION_FLAGS,
  TEAM_PERMISSION_FLAGS,
  USER_PROFILE_PERMISSION_FLAGS,
} from './permissions.ts';

/** What each flag lets a member do, in words an operator reads (#management shows both). */
export const PERMISSION_LABELS: Record<PermissionPath, string> = {
  can_create_teams: 'Create team workspaces',
  can_view_teams: 'View team workspaces',
  can_create_templates: 'Create templates',
  can_upload_documents: 'Upload documents',
  can_upload_documents_to_pack: 'Add documents to a pack',
  can_update_branding: 'Edit branding themes',
  can_view_bulk_sends: 'View bulk sends',
  can_move_documents: 'Move documents',
  can_move_templates: 'Move templates',
  can_delete_documents: 'Delete documents',
  can_delete_templates: 'Delete templates',
  can_delete_other_users_documents: "Delete other members' documents",
  can_do_bulk_actions: 'Use bulk actions',
  can_merge_templates: 'Merge templates',
  can_lock_and_unlock_fields: 'Lock and unlock fields',
  can_configure_event_actions: 'Configure event actions',
  'document_permissions.can_use_otp': 'Use one-time PIN verification',
  'document_permissions.can_request_signatures': 'Request signatures',
  'document_permissions.can_use_signer_groups': 'Use signer groups',
  'document_permissions.can_use_reusable_link': 'Use reusable signing links',
  'document_permissions.can_sign_in_person': 'Sign in person',
  'document_permissions.can_use_whatsapp': 'Send by WhatsApp',
  'document_permissions.can_configure_field_rules': 'Configure field rules',
  'document_permissions.can_configure_mapping': 'Configure data mapping',
  'document_permissions.can_configure_note_permissions': 'Configure note permissions',
  'document_permissions.can_repeat_fields_across_documents': 'Repeat fields across documents',
  'document_permissions.can_repeat_fields_across_pages': 'Repeat fields across pages',
  'document_permissions.can_auto_insert_initials': 'Auto-insert initials',
  'document_permissions.can_auto_insert_signature': 'Auto-insert signatures',
  'document_permissions.can_generate_signing_link': 'Generate signing links',
  'document_permissions.can_configure_communication_channel': 'Choose how signers are contacted',
  'document_permissions.can_set_up_form_views': 'Set up form views',
  'document_permissions.can_mark_document_as_complete': 'Mark documents as complete',
  'document_permissions.can_download_document_csv_data': 'Download field data as CSV',
  'document_permissions.can_download_document_preview': 'Download previews',
  'document_permissions.can_download_fillable_form_with_metadata':
    'Download fillable forms with metadata',
  'document_permissions.can_download_fillable_form_with_field_ids':
    'Download fillable forms with field ids',
  'document_permissions.can_view_api_details': 'View API details',
  'document_permissions.can_view_template_link_details': 'View template link details',
  'document_permissions.can_revert_document_status': 'Revert document status',
  'document_permissions.can_use_embedded_forms': 'Use embedded forms',
  'document_permissions.can_configure_custom_controls': 'Configure custom controls',
  'document_permissions.can_create_document_copies': 'Copy documents',
  'document_permissions.can_change_notification_rules': 'Change notification rules',
  'document_permissions.can_setup_highlight_fields': 'Set up highlight fields',
  'document_permissions.can_replace_backing_pdf': 'Replace the backing PDF',
  'user_profile_permissions.can_update_details': 'Update own profile details',
  'user_profile_permissions.can_reset_password': 'Reset own password',
  'user_profile_permissions.can_view_advanced_settings': 'View advanced settings',
  'user_profile_permissions.can_set_default_theme': 'Set the default branding theme',
  'user_profile_permissions.can_update_signature_and_initials':
    'Update saved signature and initials',
  'user_profile_permissions.can_view_data_sources': 'View data sources',
};

export type PermissionGroup = {
  id: 'team' | 'document_permissions' | 'user_profile_permissions';
  title: string;
  paths: readonly PermissionPath[];
};

/** The three groups of spec §3, in the order the management screen shows them. */
export const PERMISSION_GROUPS: readonly PermissionGroup[] = [
  { id: 'team', title: 'Team', paths: TEAM_PERMISSION_FLAGS },
  {
    id: 'document_permissions',
    title: 'Documents',
    paths: DOCUMENT_PERMISSION_FLAGS.map((f) => `document_permissions.${f}` as const),
  },
  {
    id: 'user_profile_permissions',
    title: 'Profile',
    paths: USER_PROFILE_PERMISSION_FLAGS.map((f) => `user_profile_permissions.${f}` as const),
  },
];
