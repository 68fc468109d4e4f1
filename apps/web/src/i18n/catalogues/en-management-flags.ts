import { PERMISSION_LABELS } from '@quire/domain';

/** #management: each permission flag's words (the domain's PERMISSION_LABELS), English. */
export const enManagementFlags = {
  can_create_teams: PERMISSION_LABELS.can_create_teams,
  can_view_teams: PERMISSION_LABELS.can_view_teams,
  can_create_templates: PERMISSION_LABELS.can_create_templates,
  can_upload_documents: PERMISSION_LABELS.can_upload_documents,
  can_upload_documents_to_pack: PERMISSION_LABELS.can_upload_documents_to_pack,
  can_update_branding: PERMISSION_LABELS.can_update_branding,
  can_view_bulk_sends: PERMISSION_LABELS.can_view_bulk_sends,
  can_move_documents: PERMISSION_LABELS.can_move_documents,
  can_move_templates: PERMISSION_LABELS.can_move_templates,
  can_delete_documents: PERMISSION_LABELS.can_delete_documents,
  can_delete_templates: PERMISSION_LABELS.can_delete_templates,
  can_delete_other_users_documents: PERMISSION_LABELS.can_delete_other_users_documents,
  can_do_bulk_actions: PERMISSION_LABELS.can_do_bulk_actions,
  can_merge_templates: PERMISSION_LABELS.can_merge_templates,
  can_lock_and_unlock_fields: PERMISSION_LABELS.can_lock_and_unlock_fields,
  can_configure_event_actions: PERMISSION_LABELS.can_configure_event_actions,
  document_permissions: {
    can_use_otp: PERMISSION_LABELS['document_permissions.can_use_otp'],
    can_request_signatures: PERMISSION_LABELS['document_permissions.can_request_signatures'],
    can_use_signer_groups: PERMISSION_LABELS['document_permissions.can_use_signer_groups'],
    can_use_reusable_link: PERMISSION_LABELS['document_permissions.can_use_reusable_link'],
    can_sign_in_person: PERMISSION_LABELS['document_permissions.can_sign_in_person'],
    can_use_whatsapp: PERMISSION_LABELS['document_permissions.can_use_whatsapp'],
    can_configure_field_rules: PERMISSION_LABELS['document_permissions.can_configure_field_rules'],
    can_configure_mapping: PERMISSION_LABELS['document_permissions.can_configure_mapping'],
    can_configure_note_permissions:
      PERMISSION_LABELS['document_permissions.can_configure_note_permissions'],
    can_repeat_fields_across_documents:
      PERMISSION_LABELS['document_permissions.can_repeat_fields_across_documents'],
    can_repeat_fields_across_pages:
      PERMISSION_LABELS['document_permissions.can_repeat_fields_across_pages'],
    can_auto_insert_initials: PERMISSION_LABELS['document_permissions.can_auto_insert_initials'],
    can_auto_insert_signature: PERMISSION_LABELS['document_permissions.can_auto_insert_signature'],
    can_generate_signing_link: PERMISSION_LABELS['document_permissions.can_generate_signing_link'],
    can_configure_communication_channel:
      PERMISSION_LABELS['document_permissions.can_configure_communication_channel'],
    can_set_up_form_views: PERMISSION_LABELS['document_permissions.can_set_up_form_views'],
    can_mark_document_as_complete:
      PERMISSION_LABELS['document_permissions.can_mark_document_as_complete'],
    can_download_document_csv_data:
      PERMISSION_LABELS['document_permissions.can_download_document_csv_data'],
    can_download_document_preview:
      PERMISSION_LABELS['document_permissions.can_download_document_preview'],
    can_download_fillable_form_with_metadata:
      PERMISSION_LABELS['document_permissions.can_download_fillable_form_with_metadata'],
    can_download_fillable_form_with_field_ids:
      PERMISSION_LABELS['document_permissions.can_download_fillable_form_with_field_ids'],
    can_view_api_details: PERMISSION_LABELS['document_permissions.can_view_api_details'],
    can_view_template_link_details:
      PERMISSION_LABELS['document_permissions.can_view_template_link_details'],
    can_revert_document_status:
      PERMISSION_LABELS['document_permissions.can_revert_document_status'],
    can_use_embedded_forms: PERMISSION_LABELS['document_permissions.can_use_embedded_forms'],
    can_configure_custom_controls:
      PERMISSION_LABELS['document_permissions.can_configure_custom_controls'],
    can_create_document_copies:
      PERMISSION_LABELS['document_permissions.can_create_document_copies'],
    can_change_notification_rules:
      PERMISSION_LABELS['document_permissions.can_change_notification_rules'],
    can_setup_highlight_fields:
      PERMISSION_LABELS['document_permissions.can_setup_highlight_fields'],
    can_replace_backing_pdf: PERMISSION_LABELS['document_permissions.can_replace_backing_pdf'],
  },
  user_profile_permissions: {
    can_update_details: PERMISSION_LABELS['user_profile_permissions.can_update_details'],
    can_reset_password: PERMISSION_LABELS['user_profile_permissions.can_reset_password'],
    can_view_advanced_settings:
      PERMISSION_LABELS['user_profile_permissions.can_view_advanced_settings'],
    can_set_default_theme: PERMISSION_LABELS['user_profile_permissions.can_set_default_theme'],
    can_update_signature_and_initials:
      PERMISSION_LABELS['user_profile_permissions.can_update_signature_and_initials'],
    can_view_data_sources: PERMISSION_LABELS['user_profile_permissions.can_view_data_sources'],
  },
};
