import {
  DATA_FIELD_JSON_PROPERTIES,
  DATA_FIELD_PROPERTY_DEFAULTS,
  DOCUMENT_FLAG_DEFAULTS,
  signatoryColour,
  dateFormatOf,
  type ChildDocumentSummary,
  type CopyRecipient,
  type DataFieldJsonProperty,
  type DataFieldSummary,
  type FieldType,
  type DocumentDto,
  type SignatorySummary,
  type SignerGroup,
} from '@quire/domain';
import type {
  CopyRecipientRow,
  DataFieldRow,
  DocumentRow,
  SignatoryRow,
  SignerGroupRow,
} from './document-repository.ts';

/** Where the uploads module serves page images (docs/api-documents.md). */
const pageImageUrl = (blobKey: string) => `/app/serve_image/${blobKey}`;

/** The columns of a child row that its summary shows: a list page reads only these. */
export const CHILD_SUMMARY_COLUMNS = [
  'key',
  'document_name',
  'position',
  'status',
  'page_count',
  'conversion_state',
  'conversion_error',
  'upload_progress',
  'date_updated',
] as const satisfies readonly (keyof DocumentRow)[];
export type ChildSummaryRow = Pick<DocumentRow, (typeof CHILD_SUMMARY_COLUMNS)[number]>;

/**
 * The columns of a pack row the API answers (toDocumentDto reads nothing else; the pdf password,
 * storage keys and search text stay behind): a list page selects only these, which halves what
 * the driver parses per row.
 */
export const DOCUMENT_DTO_COLUMNS = [
  ...CHILD_SUMMARY_COLUMNS,
  'document_pack_key',
  'date_created',
  'date_completed',
  'date_deleted',
  'is_deleted',
  'from_template_key',
  'status_detail',
  'document_type',
  'subject',
  'message',
  'account_key',
  'branding_key',
  'created_by',
  'created_by_external_user_code',
  'visible_to_organisation',
  'visible_to_organisation_via_api',
  'viewers',
  'page_image_keys',
  'image_blob_metadata',
  'final_file_key',
  'has_pdf_password',
  'post_signing_url',
  'in_app_signing_page_url',
  'contact_list_id',
  'only_contacts_from_contact_list_may_me_used',
  'selected_document',
  'date_format',
  'signing_expires_at',
  'tree_folder_key',
  'flags',
] as const satisfies readonly (keyof DocumentRow)[];
export type DocumentDtoRow = Pick<DocumentRow, (typeof DOCUMENT_DTO_COLUMNS)[number]>;

export const toChildSummary = (row: ChildSummaryRow): ChildDocumentSummary => ({
  key: row.key,
  document_name: row.document_name,
  position: row.position,
  status: row.status,
  page_count: row.page_count,
  conversion_state: row.conversion_state,
  conversion_error: row.conversion_error ?? null,
  upload_progress: row.upload_progress,
  date_updated: row.date_updated.toISOString(),
});

/**
 * A signatory as the API answers it (docs/api-editor.md). `index` is the signer's place among the
 * pack's signers (groups and removed signers not counted), which picks its colour (§9).
 */
export const toSignatorySummary = (row: SignatoryRow, index: number): SignatorySummary => ({
  uuid: row.uuid,
  role: row.role,
  name: row.name,
  email: row.email,
  mobile_number: row.mobile_number,
  dialing_code: row.dialing_code,
  position: row.position,
  user_key: row.user_key,
  status: row.status,
  removed: row.removed,
  email_is_optional: row.email_is_optional,
  primary_communication_channel: row.primary_communication_channel,
  can_receive_signing_notifications: row.can_receive_signing_notifications,
  can_receive_viewing_notifications: row.can_receive_viewing_notifications,
  email_send_count: row.email_send_count,
  sms_send_count: row.sms_send_count,
  is_optional: row.is_optional,
  signer_group_uuid: row.signer_group_uuid,
  associated_document_keys: row.associated_document_keys,
  rejection_reason: row.rejection_reason,
  sign_later: row.sign_later,
  signed_in_presence: row.signed_in_presence,
  terms_accepted_at: row.terms_accepted_at?.toISOString() ?? null,
  colour: row.removed ? signatoryColour(-1) : signatoryColour(index),
  date_created: row.date_created.toISOString(),
  date_updated: row.date_updated.toISOString(),
});

/** Signers in list order (removed ones left out), each with its colour. */
export const toSignatorySummaries = (rows: readonly SignatoryRow[]): SignatorySummary[] =>
  rows.filter((r) => !r.removed).map(toSignatorySummary);

export const toSignerGroup = (row: SignerGroupRow): SignerGroup => ({
  uuid: row.uuid,
  name: row.name,
  position: row.position,
  date_created: row.date_created.toISOString(),
});

export const toCopyRecipient = (row: CopyRecipientRow): CopyRecipient => ({
  uuid: row.uuid,
  name: row.name,
  email: row.email,
  mobile_number: row.mobile_number,
});

/**
 * A data field row as the API answers it (docs/api-editor.md): the columns, plus the §3 properties
 * without a column of their own from `properties`, over their defaults.
 */
export const toDataFieldSummary = (row: DataFieldRow): DataFieldSummary => {
  const stored = row.properties as Partial<Record<DataFieldJsonProperty, unknown>>;
  const properties = Object.fromEntries(
    DATA_FIELD_JSON_PROPERTIES.map((k) => [k, stored[k] ?? DATA_FIELD_PROPERTY_DEFAULTS[k]]),
  ) as Pick<DataFieldSummary, DataFieldJsonProperty>;
  return {
    uuid: row.uuid,
    document_key: row.document_key,
    type: row.type as FieldType,
    page_index: row.page_index,
    x: row.x,
    y: row.y,
    width: row.width,
    height: row.height,
    data: row.data,
    file_key: row.file_key,
    filename: row.filename,
    signatory_uuid: row.signatory_uuid,
    required: row.required,
    custom_id: row.custom_id,
    description: row.description,
    ...properties,
    removed: row.removed,
    updated_by_user_name: row.updated_by_user_name,
    added_by_signatory_uuid: row.added_by_signatory_uuid,
    date_updated: row.date_updated.toISOString(),
  };
};

/** A row as the API answers it; the pdf password and storage keys stay on the server. */
export const toDocumentDto = (
  row: DocumentDtoRow,
  related: {
    children?: readonly ChildSummaryRow[];
    signatories?: readonly SignatoryRow[];
    signerGroups?: readonly SignerGroupRow[];
    copyRecipients?: readonly CopyRecipientRow[];
    createdByName?: string;
  } = {},
): DocumentDto => {
  const children = related.children ?? [];
  // Named properties first, flags assigned after: an object literal that starts with a spread and
  // then adds sixty properties falls into V8's slow dictionary mode (about 100 µs a document).
  const dto = {
    key: row.key,
    document_pack_key: row.document_pack_key,
    date_created: row.date_created.toISOString(),
    date_updated: row.date_updated.toISOString(),
    date_completed: row.date_completed?.toISOString() ?? null,
    date_deleted: row.date_deleted?.toISOString() ?? null,
    is_deleted: row.is_deleted,
    from_template_key: row.from_template_key,
    status: row.status,
    status_detail: row.status_detail,
    document_type: row.document_type,
    document_name: row.document_name,
    subject: row.subject,
    message: row.message,
    account_key: row.account_key,
    branding_key: row.branding_key,
    created_by: row.created_by,
    created_by_name: related.createdByName ?? '',
    created_by_external_user_code: row.created_by_external_user_code,
    visible_to_organisation: row.visible_to_organisation,
    visible_to_organisation_via_api: row.visible_to_organisation_via_api,
    viewers: row.viewers,
    image_blob_serving_urls: row.page_image_keys.map(pageImageUrl),
    image_blob_metadata: row.image_blob_metadata,
    page_count: row.page_count,
    final_file_key: row.final_file_key,
    child_document_keys: children.map((c) => c.key),
    child_documents: children.map(toChildSummary),
    signatories: toSignatorySummaries(related.signatories ?? []),
    signer_groups: (related.signerGroups ?? []).map(toSignerGroup),
    copy_recipients: (related.copyRecipients ?? []).map(toCopyRecipient),
    has_pdf_password: row.has_pdf_password,
    post_signing_url: row.post_signing_url,
    in_app_signing_page_url: row.in_app_signing_page_url,
    contact_list_id: row.contact_list_id,
    only_contacts_from_contact_list_may_me_used: row.only_contacts_from_contact_list_may_me_used,
    conversion_state: row.conversion_state,
    conversion_error: row.conversion_error ?? null,
    upload_progress: row.upload_progress,
    selected_document: row.selected_document,
    date_format: dateFormatOf(row.date_format),
    signing_expires_at: row.signing_expires_at?.toISOString() ?? null,
    tree_folder_id: row.tree_folder_key,
  };
  return Object.assign(dto, DOCUMENT_FLAG_DEFAULTS, row.flags);
};
