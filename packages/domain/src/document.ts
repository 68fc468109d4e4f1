import { z } from 'zod';
import { SCHEMA_MESSAGES } from './schema-messages.ts';
import { dateFormatSchema, type DateFormat } from './date-format.ts';
import { UPDATE_STATUS_TARGETS, type DocumentStatus, type DocumentType } from './status-values.ts';
import type { CopyRecipient, Signatory, SignerGroup } from './signatory.ts';

/**
 * Document or pack (spec §3, §4). A pack is a document row without `document_pack_key`; its
 * children carry the pack's key and a position. Every PDF lives on a child; a plain upload makes
 * a pack with one child.
 */
export {
  DOCUMENT_STATUSES,
  DOCUMENT_TYPES,
  SIGNATORY_STATUSES,
  type DocumentStatus,
  type DocumentType,
  type SignatoryStatus,
} from './status-values.ts';

/** Why a child's PDF could not be converted (§3 conversion_error.reason). */
export const CONVERSION_ERROR_REASONS = [
  'pdf password required',
  'xfa form not supported',
  'invalid pdf',
  'conversion failed',
] as const;
export type ConversionErrorReason = (typeof CONVERSION_ERROR_REASONS)[number];
export type ConversionError = { reason: ConversionErrorReason; message: string };

/** Where a child's conversion stands; `upload_progress` is the share of pages rendered. */
export const CONVERSION_STATES = ['pending', 'converting', 'done', 'error'] as const;
export type ConversionState = (typeof CONVERSION_STATES)[number];

/** One page of a child's PDF as converted: image size in pixels, page size in PDF points. */
export type PageMetadata = {
  image_width: number;
  image_height: number;
  /** The page's /Rotate, normalised to 0, 90, 180 or 270. */
  rotation: 0 | 90 | 180 | 270;
  /** The visible box (CropBox) in PDF points, before rotation. */
  page_width: number;
  page_height: number;
  crop_x: number;
  crop_y: number;
};

/** §3 Flags, declared once with their defaults. Grouped as the spec groups them. */
export const DOCUMENT_FLAG_GROUPS = {
  signing: [
    'sequential_signing',
    'use_two_factor_authentication',
    'use_signing_wizard',
    'include_attachments',
    'attachments_visible_to_all_signers',
  ],
  signature_methods: [
    'can_use_drawn_signature',
    'can_use_typed_signature',
    'can_use_uploaded_signature',
  ],
  form_and_annotation: [
    'can_be_used_as_form',
    'can_be_annotated',
    'always_use_form_view',
    'use_one_click_initial',
    'use_one_click_signature',
  ],
  contact_handling: [
    'obfuscate_contact_info',
    'exclude_created_by_from_final_mail',
    'email_is_optional_for_signing',
    'communication_channel_configurable',
  ],
  replication: [
    'use_data_field_value_replication',
    'use_data_field_value_replication_across_documents',
    'use_checkbox_value_replication',
  ],
  groups_and_roles: ['use_signer_groups', 'first_signer_has_multi_edit_role'],
  output: ['include_audit_trail_in_signed_documents', 'use_certificates_for_signed_pdf'],
  other: ['can_reject_individual_documents', 'data_fields_locked'],
} as const;

export type DocumentFlag = (typeof DOCUMENT_FLAG_GROUPS)[keyof typeof DOCUMENT_FLAG_GROUPS][number];
export const DOCUMENT_FLAGS = Object.values(DOCUMENT_FLAG_GROUPS).flat() as DocumentFlag[];

/**
 * Defaults a DocuSign-grade product ships with: every signature method on, the signing wizard on,
 * the audit trail appended and the final PDF sealed. The rest off. (The spec gives no defaults.)
 */
export const DOCUMENT_FLAG_DEFAULTS: Record<DocumentFlag, boolean> = Object.fromEntries(
  DOCUMENT_FLAGS.map((f) => [
    f,
    [
      'can_use_drawn_signature',
      'can_use_typed_signature',
      'can_use_uploaded_signature',
      'use_signing_wizard',
      'include_audit_trail_in_signed_documents',
      'use_certificates_for_signed_pdf',
      'include_attachments',
    ].includes(f),
  ]),
) as Record<DocumentFlag, boolean>;

/** The document properties of §3 that `update_document` may change (in setup). */
export const updateDocumentSchema = z
  .object({
    document_name: z
      .string()
      .trim()
      .min(1, { error: SCHEMA_MESSAGES.documentNameRequired })
      .max(255)
      .optional(),
    subject: z.string().max(500).nullable().optional(),
    message: z.string().max(10_000).nullable().optional(),
    branding_key: z.string().max(100).nullable().optional(),
    visible_to_organisation: z.boolean().optional(),
    visible_to_organisation_via_api: z.boolean().optional(),
    post_signing_url: z
      .url({ error: SCHEMA_MESSAGES.postSigningUrlInvalid })
      .max(2000)
      .nullable()
      .optional(),
    in_app_signing_page_url: z.url().max(2000).nullable().optional(),
    contact_list_id: z.string().max(100).nullable().optional(),
    only_contacts_from_contact_list_may_me_used: z.boolean().optional(),
    selected_document: z.string().max(100).nullable().optional(),
    /** How the pack writes dates (date-format.ts); stored on the pack whichever key is sent. */
    date_format: dateFormatSchema.optional(),
    /** §4 setup ↔ awaiting_signatures, sent on its own (document-status.ts). */
    update_status_to: z.enum(UPDATE_STATUS_TARGETS).optional(),
    ...Object.fromEntries(DOCUMENT_FLAGS.map((f) => [f, z.boolean().optional()])),
  })
  .strict();
export type UpdateDocumentInput = z.infer<typeof updateDocumentSchema>;

/** A child as listed in its pack (§3 child_documents with position). */
export type ChildDocumentSummary = {
  key: string;
  document_name: string;
  position: number;
  status: DocumentStatus;
  page_count: number;
  conversion_state: ConversionState;
  conversion_error: ConversionError | null;
  upload_progress: number;
  date_updated: string;
};

/** Signatory of §3 as the list and document answers carry it (signatory.ts). */
export type SignatorySummary = Signatory;

/** Document or pack of §3 as the API answers it. Secrets (pdf_password) never leave the server. */
export type DocumentDto = {
  key: string;
  document_pack_key: string | null;
  date_created: string;
  date_updated: string;
  date_completed: string | null;
  date_deleted: string | null;
  is_deleted: boolean;
  from_template_key: string | null;
  status: DocumentStatus;
  status_detail: string | null;
  document_type: DocumentType;
  document_name: string;
  subject: string | null;
  message: string | null;
  account_key: string | null;
  branding_key: string | null;
  created_by: string;
  created_by_name: string;
  created_by_external_user_code: string | null;
  visible_to_organisation: boolean;
  visible_to_organisation_via_api: boolean;
  viewers: string[];
  image_blob_serving_urls: string[];
  image_blob_metadata: PageMetadata[];
  page_count: number;
  final_file_key: string | null;
  child_document_keys: string[];
  child_documents: ChildDocumentSummary[];
  signatories: SignatorySummary[];
  /** The pack's signer groups and copy recipients (empty on children and in lists). */
  signer_groups: SignerGroup[];
  copy_recipients: CopyRecipient[];
  has_pdf_password: boolean;
  post_signing_url: string | null;
  in_app_signing_page_url: string | null;
  contact_list_id: string | null;
  only_contacts_from_contact_list_may_me_used: boolean;
  conversion_state: ConversionState;
  conversion_error: ConversionError | null;
  upload_progress: number;
  selected_document: string | null;
  /** How the pack writes dates (a child answers its pack's). */
  date_format: DateFormat;
  /** The pack's signing deadline (issue 16): after it, signing links stop. */
  signing_expires_at: string | null;
  /** The folder of the workspace's tree the pack is filed in (issue 17); null at the root. */
  tree_folder_id: string | null;
} & Record<DocumentFlag, boolean>;

/** §4 action label: View in awaiting_signatures, complete, conversion_error or rejected; Edit in setup or for templates. */
export const actionLabelFor = (
  doc: Pick<DocumentDto, 'status' | 'document_type'>,
): 'View' | 'Edit' =>
  doc.document_type === 'template' || doc.status === 'setup' ? 'Edit' : 'View';

/** §9: a child name over 15 characters shows as its first 14 and an ellipsis. */
export const truncateChildName = (name: string): string =>
  name.length > 15 ? `${name.slice(0, 14)}…` : name;

/** Temp downloads of §3. */
export const TEMP_DOWNLOAD_TYPES = [
  'fillable_pdf_with_metadata',
  'fillable_pdf_with_ids',
  'preview',
] as const;
export type TempDownloadType = (typeof TEMP_DOWNLOAD_TYPES)[number];

/** §9: a temp download is polled every 5 s until its file is ready, and given up after 1000 polls. */
export const TEMP_DOWNLOAD_POLL_MS = 5_000;
export const TEMP_DOWNLOAD_MAX_POLLS = 1000;

/** The menus' words for each temp download, and the permission flag that offers it (§6). */
export const TEMP_DOWNLOAD_CHOICES = [
  { type: 'preview', label: 'Download preview', flag: 'can_download_document_preview' },
  {
    type: 'fillable_pdf_with_metadata',
    label: 'Fillable PDF with metadata',
    flag: 'can_download_fillable_form_with_metadata',
  },
  {
    type: 'fillable_pdf_with_ids',
    label: 'Fillable PDF with field ids',
    flag: 'can_download_fillable_form_with_field_ids',
  },
] as const satisfies readonly { type: TempDownloadType; label: string; flag: string }[];
