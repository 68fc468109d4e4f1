import { EXTRAS_MESSAGES } from './extras-messages.ts';
import { FIELD_MESSAGES } from './field-messages.ts';
import { MAPPING_MESSAGES } from './mapping-references.ts';
import { MESSAGES } from './messages.ts';
import { META_DATA_MESSAGES } from './meta-data.ts';
import { SIGNING_MESSAGES } from './signing-rules.ts';
import { SIGNING_EXPIRY_MESSAGES } from './notification-schedule.ts';
import type { PermissionPath } from './permission-path.ts';
import { XPLAN_PREFILL_MESSAGES } from './xplan-mapping.ts';

/**
 * Which permission flag governs which route (spec §3, §6, §7): the one list the server's checks,
 * docs/api-permissions.md and the permission-matrix test follow. One entry per (flag, route).
 * `when` says which part of the call needs the flag: a call that does not do that is not refused.
 * `refusal` 'forbidden' answers 403 with `message`; 'skipped' is a §6 bulk action that leaves out
 * what the flag does not allow and answers 200 with the §8 warning `message`.
 */
export type PermissionRoute = {
  flag: PermissionPath;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  route: string;
  when: string;
  message: string;
  refusal?: 'forbidden' | 'skipped';
};

const UPDATE_DOCUMENT = '/app/documents/{key}/update_document';
const BULK = '/app/bulk_actions/document_actions';
const TEMP_DOWNLOAD = '/app/documents/{key}/generate_temp_document_download';
const UPLOAD_URL = '/app/get_document_upload_url';
const PUBLIC_DOCUMENT = '/api/v1/documents/{key}';

/**
 * The public API (docs/api-public.md) reaches the same services as the web's routes, so the same
 * flags govern it: one entry per flag and public route.
 */
/** The file-directory tree (issue 17, ADR 0056): folders are managed under can_move_documents. */
const TREE_ROUTES: readonly PermissionRoute[] = [
  ...(
    [
      ['POST', '/app/trees/{tree_id}/folders'],
      ['POST', '/app/trees/{tree_id}/folders/{folder_id}'],
      ['DELETE', '/app/trees/{tree_id}/folders/{folder_id}'],
    ] as const
  ).map(([method, route]) => ({
    flag: 'can_move_documents' as const,
    method,
    route,
    when: 'always (creating, renaming, moving or deleting a folder)',
    message: MESSAGES.notAuthorized,
  })),
  {
    flag: 'can_move_documents',
    method: 'POST',
    route: '/app/documents/{key}/file_in_folder',
    when: 'the pack is a document',
    message: MESSAGES.notAuthorized,
  },
  {
    flag: 'can_move_templates',
    method: 'POST',
    route: '/app/documents/{key}/file_in_folder',
    when: 'the pack is a template',
    message: MESSAGES.notAuthorized,
  },
];

const PUBLIC_API_ROUTES: readonly PermissionRoute[] = [
  {
    flag: 'can_upload_documents',
    method: 'POST',
    route: '/api/v1/documents',
    when: 'always',
    message: MESSAGES.notAuthorized,
  },
  {
    flag: 'can_create_templates',
    method: 'POST',
    route: '/api/v1/documents',
    when: 'type=template',
    message: MESSAGES.mayNotCreateTemplates,
  },
  {
    flag: 'document_permissions.can_request_signatures',
    method: 'POST',
    route: `${PUBLIC_DOCUMENT}/send`,
    when: 'always',
    message: MESSAGES.notAuthorized,
  },
  {
    flag: 'document_permissions.can_request_signatures',
    method: 'POST',
    route: '/api/v1/templates/{key}/documents',
    when: 'send: true (checked before anything is written)',
    message: MESSAGES.notAuthorized,
  },
  {
    flag: 'document_permissions.can_revert_document_status',
    method: 'POST',
    route: `${PUBLIC_DOCUMENT}/revert`,
    when: 'always',
    message: MESSAGES.notAuthorized,
  },
  {
    flag: 'document_permissions.can_generate_signing_link',
    method: 'POST',
    route: `${PUBLIC_DOCUMENT}/signers/{uuid}/signing_link`,
    when: 'always',
    message: MESSAGES.notAuthorized,
  },
  {
    flag: 'document_permissions.can_use_embedded_forms',
    method: 'POST',
    route: `${PUBLIC_DOCUMENT}/embedded_editor`,
    when: 'always (after the pack is found: another workspace’s pack answers 404)',
    message: MESSAGES.notAuthorized,
  },
];

/** A pack setting of update_document that needs the flag to be changed (setting-permissions.ts). */
const setting = (flag: PermissionPath, settings: string): PermissionRoute => ({
  flag,
  method: 'POST',
  route: UPDATE_DOCUMENT,
  when: `${settings} changed`,
  message: MESSAGES.notAuthorized,
});

/** A client list call (§7 recipient data): the whole feature is behind can_view_data_sources. */
const dataSource = (method: PermissionRoute['method'], route: string): PermissionRoute => ({
  flag: 'user_profile_permissions.can_view_data_sources',
  method,
  route,
  when: 'always',
  message: MESSAGES.notAuthorized,
});

/** A bulk send route (§7): the whole of it is the team-level can_view_bulk_sends (§6). */
const bulkSends = (method: PermissionRoute['method'], route: string): PermissionRoute => ({
  flag: 'can_view_bulk_sends',
  method,
  route,
  when: 'always',
  message: MESSAGES.notAuthorized,
});

export const PERMISSION_ROUTES: readonly PermissionRoute[] = [
  // document_permissions
  setting('document_permissions.can_use_otp', 'data.use_two_factor_authentication'),
  {
    flag: 'document_permissions.can_request_signatures',
    method: 'POST',
    route: UPDATE_DOCUMENT,
    when: "data.update_status_to 'awaiting_signatures'",
    message: MESSAGES.notAuthorized,
  },
  {
    flag: 'document_permissions.can_request_signatures',
    method: 'POST',
    route: '/app/documents/{key}/enqueue_document_mails',
    when: 'always',
    message: MESSAGES.notAuthorized,
  },
  setting('document_permissions.can_use_signer_groups', 'data.use_signer_groups'),
  {
    flag: 'document_permissions.can_use_signer_groups',
    method: 'POST',
    route: '/app/documents/{key}/signer_groups/{uuid}/add_update_delete',
    when: 'always',
    message: MESSAGES.notAuthorized,
  },
  setting('document_permissions.can_use_reusable_link', 'data.can_be_used_as_form'),
  {
    flag: 'document_permissions.can_use_reusable_link',
    method: 'POST',
    route: '/app/documents/{key}/form_link',
    when: 'always',
    message: MESSAGES.notAuthorized,
  },
  {
    flag: 'document_permissions.can_use_reusable_link',
    method: 'POST',
    route: '/app/documents/{key}/form_link/replace',
    when: 'always',
    message: MESSAGES.notAuthorized,
  },
  {
    flag: 'document_permissions.can_view_template_link_details',
    method: 'GET',
    route: '/app/documents/{key}/template_link_details',
    when: 'always',
    message: MESSAGES.notAuthorized,
  },
  {
    flag: 'document_permissions.can_sign_in_person',
    method: 'GET',
    route: '/app/documents/{key}/assign_user_to_next_signatory/{uuid}',
    when: 'always',
    message: MESSAGES.notAuthorized,
  },
  {
    flag: 'document_permissions.can_sign_in_person',
    method: 'POST',
    route: '/app/documents/{key}/generate_new_verification_otp/{uuid}',
    when: 'asked by a team member, not the signer',
    message: MESSAGES.notAuthorized,
  },
  {
    flag: 'document_permissions.can_use_whatsapp',
    method: 'POST',
    route: '/app/documents/{key}/add_update_signatory',
    when: "data.primary_communication_channel changed to 'whatsapp'",
    message: MESSAGES.notAuthorized,
  },
  {
    flag: 'document_permissions.can_use_whatsapp',
    method: 'POST',
    route: '/app/documents/{key}/update_signatory_details',
    when: "signatory.primary_communication_channel changed to 'whatsapp'",
    message: MESSAGES.notAuthorized,
  },
  {
    flag: 'document_permissions.can_use_whatsapp',
    method: 'POST',
    route: '/app/documents/{key}/resend_document_notification/{uuid}',
    when: "sent by WhatsApp (communication_channel_ui, else the signatory's channel)",
    message: MESSAGES.notAuthorized,
  },
  {
    flag: 'document_permissions.can_use_whatsapp',
    method: 'POST',
    route: '/app/documents/{key}/generate_new_verification_otp/{uuid}',
    when: "sent by WhatsApp (use_whatsapp=true or the signatory's channel), asked by a team member",
    message: MESSAGES.notAuthorized,
  },
  {
    flag: 'document_permissions.can_configure_field_rules',
    method: 'POST',
    route: '/app/documents/{key}/field_rules/{rule_id}/add_update_delete',
    when: 'always',
    message: EXTRAS_MESSAGES.fieldRulesNotAllowed,
  },
  {
    flag: 'document_permissions.can_configure_mapping',
    method: 'GET',
    route: '/app/mappings/get_document_mapping/{key}',
    when: 'always',
    message: MAPPING_MESSAGES.mayNotConfigure,
  },
  {
    flag: 'document_permissions.can_configure_mapping',
    method: 'POST',
    route: '/app/mappings/update_document_mapping',
    when: 'always',
    message: MAPPING_MESSAGES.mayNotConfigure,
  },
  setting('document_permissions.can_configure_note_permissions', 'data.can_be_annotated'),
  setting(
    'document_permissions.can_repeat_fields_across_documents',
    'data.use_data_field_value_replication_across_documents',
  ),
  setting(
    'document_permissions.can_repeat_fields_across_pages',
    'data.use_data_field_value_replication',
  ),
  setting('document_permissions.can_auto_insert_initials', 'data.use_one_click_initial'),
  setting('document_permissions.can_auto_insert_signature', 'data.use_one_click_signature'),
  {
    flag: 'document_permissions.can_generate_signing_link',
    method: 'POST',
    route: '/app/documents/{key}/generate_signing_link_for_signatory/{uuid}',
    when: 'always',
    message: MESSAGES.notAuthorized,
  },
  setting(
    'document_permissions.can_configure_communication_channel',
    'data.communication_channel_configurable',
  ),
  {
    flag: 'document_permissions.can_configure_communication_channel',
    method: 'POST',
    route: '/app/documents/{key}/add_update_signatory',
    when: "data.primary_communication_channel changed to other than 'email' while the pack's communication_channel_configurable is off",
    message: MESSAGES.notAuthorized,
  },
  {
    flag: 'document_permissions.can_configure_communication_channel',
    method: 'POST',
    route: '/app/documents/{key}/update_signatory_details',
    when: "signatory.primary_communication_channel changed to other than 'email' while the pack's communication_channel_configurable is off",
    message: MESSAGES.notAuthorized,
  },
  {
    flag: 'document_permissions.can_set_up_form_views',
    method: 'POST',
    route: '/app/form_views/update_form_view',
    when: 'the pack is in setup (§6: always allowed while awaiting signatures)',
    message: EXTRAS_MESSAGES.formViewsNotAllowed,
  },
  setting('document_permissions.can_set_up_form_views', 'data.always_use_form_view'),
  {
    flag: 'document_permissions.can_mark_document_as_complete',
    method: 'POST',
    route: UPDATE_DOCUMENT,
    when: "data.update_status_to 'complete'",
    message: MESSAGES.notAuthorized,
  },
  {
    flag: 'document_permissions.can_mark_document_as_complete',
    method: 'POST',
    route: '/app/documents/{key}/exclude_signatory',
    when: 'always (§4: excluding a signer may complete the pack)',
    message: SIGNING_MESSAGES.cannotExclude,
  },
  {
    flag: 'document_permissions.can_download_document_csv_data',
    method: 'GET',
    route: '/app/documents/{key}/get_csv_file',
    when: 'always',
    message: MESSAGES.mayNotDownload,
  },
  {
    flag: 'document_permissions.can_download_document_preview',
    method: 'GET',
    route: TEMP_DOWNLOAD,
    when: "document_temp_download_type 'preview'",
    message: MESSAGES.mayNotDownload,
  },
  {
    flag: 'document_permissions.can_download_fillable_form_with_metadata',
    method: 'GET',
    route: TEMP_DOWNLOAD,
    when: "document_temp_download_type 'fillable_pdf_with_metadata'",
    message: MESSAGES.mayNotDownload,
  },
  {
    flag: 'document_permissions.can_download_fillable_form_with_field_ids',
    method: 'GET',
    route: TEMP_DOWNLOAD,
    when: "document_temp_download_type 'fillable_pdf_with_ids'",
    message: MESSAGES.mayNotDownload,
  },
  {
    flag: 'document_permissions.can_view_api_details',
    method: 'GET',
    route: '/app/documents/{key}/api_details',
    when: 'always',
    message: MESSAGES.notAuthorized,
  },
  {
    flag: 'document_permissions.can_revert_document_status',
    method: 'POST',
    route: UPDATE_DOCUMENT,
    when: "data.update_status_to 'setup'",
    message: MESSAGES.notAuthorized,
  },
  setting('document_permissions.can_use_embedded_forms', 'data.in_app_signing_page_url'),
  // The workspace's allowed embedding origins (admins only, and this flag: docs/embedding.md).
  {
    flag: 'document_permissions.can_use_embedded_forms',
    method: 'POST',
    route: '/app/accounts/{key}/add_embed_origin',
    when: 'always (the caller must also be an admin of the workspace)',
    message: MESSAGES.notAuthorized,
  },
  {
    flag: 'document_permissions.can_use_embedded_forms',
    method: 'POST',
    route: '/app/accounts/{key}/remove_embed_origin',
    when: 'always (the caller must also be an admin of the workspace)',
    message: MESSAGES.notAuthorized,
  },
  {
    flag: 'document_permissions.can_configure_custom_controls',
    method: 'POST',
    route: '/app/documents/{key}/add_update_user_defined_attribute',
    when: 'the attribute is a custom control (data.is_custom_control or its options)',
    message: EXTRAS_MESSAGES.customControlNotAllowed,
  },
  {
    flag: 'document_permissions.can_create_document_copies',
    method: 'GET',
    route: '/app/documents/{key}/create_a_copy',
    when: 'a plain copy (not template_to_document)',
    message: MESSAGES.mayNotCopy,
  },
  {
    flag: 'document_permissions.can_create_document_copies',
    method: 'POST',
    route: `${BULK}/copy_multiple_documents`,
    when: 'always',
    message: MESSAGES.mayNotCopy,
  },
  {
    flag: 'document_permissions.can_create_document_copies',
    method: 'POST',
    route: '/app/copy_move_documents',
    when: "data.action 'copy' (copies nothing, answers the §8 warning)",
    message: MESSAGES.mayNotCopy,
  },
  {
    flag: 'document_permissions.can_change_notification_rules',
    method: 'POST',
    route: '/app/notification_rules/add_update_notification_rule',
    when: 'always',
    message: EXTRAS_MESSAGES.notificationRulesNotAllowed,
  },
  {
    flag: 'document_permissions.can_change_notification_rules',
    method: 'POST',
    route: '/app/documents/{key}/set_signing_expiry',
    when: 'always (the signing deadline sits with the reminders in the editor)',
    message: SIGNING_EXPIRY_MESSAGES.notAllowed,
  },
  {
    flag: 'document_permissions.can_configure_custom_controls',
    method: 'POST',
    route: '/app/documents/{key}/add_update_data_field',
    when: 'a field gets or changes its metadata custom control (meta_data_source)',
    message: META_DATA_MESSAGES.sourceNotAllowed,
  },
  {
    flag: 'document_permissions.can_setup_highlight_fields',
    method: 'POST',
    route: '/app/documents/{key}/add_update_data_field',
    when: "a field becomes type 'highlight'",
    message: FIELD_MESSAGES.highlightNotAllowed,
  },
  {
    flag: 'document_permissions.can_replace_backing_pdf',
    method: 'GET',
    route: UPLOAD_URL,
    when: 'document_key_to_upload_to (a new PDF under a child)',
    message: MESSAGES.uploadNotAllowed,
  },

  // user_profile_permissions
  {
    flag: 'user_profile_permissions.can_update_details',
    method: 'POST',
    route: '/app/user',
    when: 'data.full_name, mobile_number, dialing_code, receive_updates or default_user_account_key changed',
    message: MESSAGES.notAuthorized,
  },
  {
    flag: 'user_profile_permissions.can_update_details',
    method: 'POST',
    route: '/app/user/request_otp',
    when: 'a code to verify the saved mobile number',
    message: MESSAGES.notAuthorized,
  },
  {
    flag: 'user_profile_permissions.can_update_details',
    method: 'POST',
    route: '/app/user/email_signature',
    when: 'always (the email signature is part of the details, ADR 0031)',
    message: MESSAGES.notAuthorized,
  },
  {
    flag: 'user_profile_permissions.can_reset_password',
    method: 'POST',
    route: '/app/user',
    when: 'data.password (not the first password of an account without one, request_password)',
    message: MESSAGES.notAuthorized,
  },
  setting(
    'user_profile_permissions.can_view_advanced_settings',
    'data.post_signing_url, include_audit_trail_in_signed_documents, ' +
      'use_certificates_for_signed_pdf, obfuscate_contact_info, ' +
      'exclude_created_by_from_final_mail or visible_to_organisation_via_api',
  ),
  {
    flag: 'user_profile_permissions.can_set_default_theme',
    method: 'POST',
    route: '/app/accounts/{account_key}/branding/{theme_key}',
    when: 'data.default_theme changed',
    message: MESSAGES.notAuthorized,
  },
  {
    flag: 'user_profile_permissions.can_update_signature_and_initials',
    method: 'POST',
    route: '/app/documents/{key}/add_update_data_field',
    when: "the user's own signature or initial field is filled in setup",
    message: FIELD_MESSAGES.ownSignatureNotAllowed,
  },
  {
    flag: 'user_profile_permissions.can_update_signature_and_initials',
    method: 'POST',
    route: '/app/user/signatures',
    when: 'a signature or initials saved to the profile',
    message: FIELD_MESSAGES.ownSignatureNotAllowed,
  },
  {
    flag: 'user_profile_permissions.can_update_signature_and_initials',
    method: 'DELETE',
    route: '/app/user/signatures/{key}',
    when: 'a saved signature or initials removed',
    message: FIELD_MESSAGES.ownSignatureNotAllowed,
  },
  {
    flag: 'user_profile_permissions.can_update_signature_and_initials',
    method: 'POST',
    route: '/app/user/signatures/{key}/default',
    when: 'a saved signature or initials made the default',
    message: FIELD_MESSAGES.ownSignatureNotAllowed,
  },
  {
    flag: 'user_profile_permissions.can_update_signature_and_initials',
    method: 'POST',
    route: '/base64_to_image_blob/',
    when: 'a drawn signature turned into a picture',
    message: FIELD_MESSAGES.ownSignatureNotAllowed,
  },
  {
    flag: 'user_profile_permissions.can_update_signature_and_initials',
    method: 'GET',
    route: '/text_to_image_blob',
    when: 'a typed signature turned into a picture',
    message: FIELD_MESSAGES.ownSignatureNotAllowed,
  },
  {
    flag: 'user_profile_permissions.can_update_signature_and_initials',
    method: 'POST',
    route: '/crop_image/{blob key}',
    when: 'a signature picture of the user cropped',
    message: FIELD_MESSAGES.ownSignatureNotAllowed,
  },
  {
    flag: 'user_profile_permissions.can_update_signature_and_initials',
    method: 'GET',
    route: '/app/get_image_upload_url',
    when: 'purpose=signature: a picture for the profile',
    message: FIELD_MESSAGES.ownSignatureNotAllowed,
  },
  {
    flag: 'user_profile_permissions.can_update_signature_and_initials',
    method: 'POST',
    route: '/app/image_upload_success',
    when: 'an upload started with purpose=signature completed',
    message: FIELD_MESSAGES.ownSignatureNotAllowed,
  },

  // team-level
  {
    flag: 'can_create_teams',
    method: 'POST',
    route: '/app/accounts',
    when: 'a new workspace (no key)',
    message: MESSAGES.mayNotCreateTeams,
  },
  {
    flag: 'can_view_teams',
    method: 'GET',
    route: '/app/accounts/{key}/user_accounts',
    when: 'always',
    message: MESSAGES.notAuthorized,
  },
  {
    flag: 'can_create_templates',
    method: 'GET',
    route: '/app/documents/{key}/convert_to_template',
    when: 'always',
    message: MESSAGES.mayNotCreateTemplates,
  },
  {
    flag: 'can_create_templates',
    method: 'GET',
    route: '/app/documents/{key}/create_a_copy',
    when: 'a copy of a template',
    message: MESSAGES.mayNotCreateTemplates,
  },
  {
    flag: 'can_upload_documents',
    method: 'GET',
    route: UPLOAD_URL,
    when: 'a new pack (no document_pack_key, no document_key_to_upload_to)',
    message: MESSAGES.notAuthorized,
  },
  {
    flag: 'can_upload_documents_to_pack',
    method: 'GET',
    route: UPLOAD_URL,
    when: 'document_pack_key, and can_upload_documents is off too (§5: either flag will do)',
    message: MESSAGES.uploadNotAllowed,
  },
  {
    flag: 'can_update_branding',
    method: 'POST',
    route: '/app/accounts/{account_key}/branding/{theme_key}',
    when: 'always',
    message: MESSAGES.notAuthorized,
  },
  {
    flag: 'can_update_branding',
    method: 'GET',
    route: '/app/get_image_upload_url',
    when: 'always (theme heading images are the only images uploaded this way today)',
    message: MESSAGES.notAuthorized,
  },
  {
    flag: 'can_move_documents',
    method: 'POST',
    route: '/app/copy_move_documents',
    when: "data.action 'move' of documents (moves none, answers the §8 warning)",
    message: MESSAGES.noneMoved,
  },
  {
    flag: 'can_move_templates',
    method: 'POST',
    route: '/app/copy_move_documents',
    when: "data.action 'move' of templates (moves none, answers the §8 warning)",
    message: MESSAGES.noneMoved,
  },
  {
    flag: 'can_delete_documents',
    method: 'GET',
    route: '/app/documents/{key}/delete_document',
    when: 'a document (not a template)',
    message: MESSAGES.mayNotDelete,
  },
  {
    flag: 'can_delete_documents',
    method: 'DELETE',
    route: '/app/document_actions/{key}/permanently_delete_document',
    when: 'always',
    message: MESSAGES.mayNotDelete,
  },
  {
    flag: 'can_delete_documents',
    method: 'POST',
    route: `${BULK}/delete_multiple_documents`,
    when: 'documents among those named (skipped)',
    message: MESSAGES.someNotDeleted,
    refusal: 'skipped',
  },
  {
    flag: 'can_delete_templates',
    method: 'GET',
    route: '/app/documents/{key}/delete_document',
    when: 'a template',
    message: MESSAGES.mayNotDelete,
  },
  {
    flag: 'can_delete_other_users_documents',
    method: 'GET',
    route: '/app/documents/{key}/delete_document',
    when: "another member's document, by a non-admin",
    message: MESSAGES.mayNotDelete,
  },
  {
    flag: 'can_do_bulk_actions',
    method: 'POST',
    route: `${BULK}/delete_multiple_documents`,
    when: 'always',
    message: MESSAGES.mayNotDoBulkActions,
  },
  {
    flag: 'can_do_bulk_actions',
    method: 'POST',
    route: `${BULK}/recover_multiple_documents`,
    when: 'always',
    message: MESSAGES.mayNotDoBulkActions,
  },
  {
    flag: 'can_do_bulk_actions',
    method: 'POST',
    route: `${BULK}/merge_multiple_documents`,
    when: 'always',
    message: MESSAGES.mayNotDoBulkActions,
  },
  {
    flag: 'can_do_bulk_actions',
    method: 'POST',
    route: `${BULK}/copy_multiple_documents`,
    when: 'always',
    message: MESSAGES.mayNotDoBulkActions,
  },
  {
    flag: 'can_merge_templates',
    method: 'POST',
    route: `${BULK}/merge_multiple_documents`,
    when: 'a template among document_keys',
    message: MESSAGES.notAuthorized,
  },
  {
    flag: 'can_merge_templates',
    method: 'POST',
    route: `${BULK}/merge_templates_into_document`,
    when: 'always',
    message: MESSAGES.notAuthorized,
  },
  setting('can_lock_and_unlock_fields', 'data.data_fields_locked'),
  bulkSends('GET', '/app/bulk_sends'),
  bulkSends('POST', '/app/bulk_sends/add_update_bulk_send'),
  bulkSends('GET', '/app/bulk_sends/{key}'),
  bulkSends('GET', '/app/bulk_sends/{key}/document_mapping/{template_key}'),
  bulkSends('POST', '/app/bulk_sends/{key}/document_mapping/{template_key}'),
  bulkSends('GET', '/app/bulk_send_logs/{key}'),
  bulkSends('GET', '/app/bulk_sends/{key}/enqueue_bulk_send_reminder_mails'),
  bulkSends('GET', '/app/bulk_send/{key}/generate_temp_csv'),
  bulkSends('GET', '/app/bulk_send/{key}/serve_temp_csv/{csv_key}'),
  {
    flag: 'can_configure_event_actions',
    method: 'POST',
    route: '/app/event_subscriptions/{entity_key}',
    when: 'always',
    message: EXTRAS_MESSAGES.eventActionsNotAllowed,
  },
  {
    flag: 'can_configure_event_actions',
    method: 'POST',
    route: '/app/webhooks/events',
    when: 'always (for a workspace admin: webhooks are theirs, ADR 0043)',
    message: EXTRAS_MESSAGES.eventActionsNotAllowed,
  },
  // user_profile_permissions.can_view_data_sources: every client list call (issue 13).
  dataSource('GET', '/app/recipient_datas'),
  dataSource('POST', '/app/recipient_datas/add_update_recipient_data'),
  dataSource('GET', '/app/recipient_datas/{key}'),
  dataSource('GET', '/app/recipient_datas/{key}/rows'),
  dataSource('POST', '/app/recipient_datas/{key}/rows'),
  dataSource('GET', '/app/get_csv_upload_url/{recipient_data_key}'),
  dataSource('POST', '/app/csv_upload_success/{temp_csv_key}'),
  // …and filling a pack from an integration's client (issue 17 item 3: client data as a source).
  ...(['GET', 'POST'] as const).map((method) => ({
    ...dataSource(method, '/app/integrations/xplan/prefill_document'),
    message: XPLAN_PREFILL_MESSAGES.mayNotPrefill,
  })),
  // …and choosing XPLAN clients as a bulk send's recipients (client data is a data source).
  {
    ...dataSource('POST', '/app/bulk_sends/add_update_bulk_send'),
    when: 'integration_configuration_id or xplan_clients given (XPLAN clients as the recipients)',
  },
  ...TREE_ROUTES,
  // …and every metadata set management call (issue 17; POST /app/meta_data reads need no flag).
  dataSource('GET', '/app/meta_data_sets'),
  dataSource('POST', '/app/meta_data_sets/add_update_meta_data_set'),
  dataSource('GET', '/app/meta_data_sets/{key}'),
  dataSource('POST', '/app/meta_data_sets/{key}/import_csv'),
  dataSource('POST', '/app/meta_data_sets/{key}/entries/{entry_key}'),
  ...PUBLIC_API_ROUTES,
];

/**
 * The flags no server route is governed by today, and why. Each one leaves this list when the
 * route it governs is built, and gets its entries above.
 */
export const PERMISSION_FLAGS_WITHOUT_ROUTE: Partial<Record<PermissionPath, string>> = {};

/** A stable name for an entry (a flag governs a route once), e.g. for test scenarios. */
export const permissionRouteId = (e: Pick<PermissionRoute, 'flag' | 'method' | 'route'>): string =>
  `${e.flag} ${e.method} ${e.route}`;
