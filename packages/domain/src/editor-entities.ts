/**
 * Value lists of the setup editor's entities (spec §3), declared once. The rules that use them
 * live in their own files (data-field-*.ts, signatory-*.ts, field-rule-*.ts, …).
 */

/** §3 Data field types, in the order the palette shows them. */
export const FIELD_TYPES = [
  'signature',
  'initial',
  'text',
  'date',
  'check',
  'choice',
  'file',
  'image',
  'link',
  'note',
  'question',
  'approve',
  'decline',
  'block',
  'highlight',
  'signer_setup',
  'blank',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** §3 Signatory primary_communication_channel. */
export const COMMUNICATION_CHANNELS = ['email', 'sms', 'whatsapp', 'email_or_sms'] as const;
export type CommunicationChannel = (typeof COMMUNICATION_CHANNELS)[number];

/** §3 Document appendix audience ('team' only offered when the user can view teams). */
export const APPENDIX_AUDIENCES = ['all', 'cc_recipients', 'signatories', 'team'] as const;
export type AppendixAudience = (typeof APPENDIX_AUDIENCES)[number];

/** §3 User-defined attribute control_level. */
export const CONTROL_LEVELS = [
  'document_pack',
  'child_document',
  'data_field_file',
  'appendix',
] as const;
export type ControlLevel = (typeof CONTROL_LEVELS)[number];

/** §3 Field rule field_rule_type. */
export const FIELD_RULE_TYPES = ['field_group_enabled'] as const;
export type FieldRuleType = (typeof FIELD_RULE_TYPES)[number];

/** §3/§9 Notification rule actions and events. Remind is only for not_signed. */
export const NOTIFICATION_RULE_ACTIONS = ['notify', 'remind'] as const;
export type NotificationRuleAction = (typeof NOTIFICATION_RULE_ACTIONS)[number];
export const NOTIFICATION_RULE_EVENTS = [
  'not_signed',
  'sms_failed',
  'email_failed',
  'in_setup',
] as const;
export type NotificationRuleEvent = (typeof NOTIFICATION_RULE_EVENTS)[number];

/** §3 Form view entry types: a field, or one of the non-field blocks. */
export const FORM_VIEW_ENTRY_TYPES = ['data_field', 'h1', 'h2', 'h3', 'p'] as const;
export type FormViewEntryType = (typeof FORM_VIEW_ENTRY_TYPES)[number];
