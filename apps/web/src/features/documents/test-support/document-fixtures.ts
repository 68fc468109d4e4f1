import {
  DOCUMENT_FLAG_DEFAULTS,
  newSignatory,
  type DocumentDto,
  type Signatory,
} from '@quire/domain';
import type { PackChild, PackDto } from '../documents-api.ts';

export const aDocument = (overrides: Partial<DocumentDto> = {}): DocumentDto => ({
  key: 'doc-1',
  document_pack_key: null,
  date_created: '2026-01-01T10:00:00.000Z',
  date_updated: '2026-01-02T10:00:00.000Z',
  date_completed: null,
  date_deleted: null,
  is_deleted: false,
  from_template_key: null,
  status: 'setup',
  status_detail: null,
  document_type: 'document',
  document_name: 'Lease agreement',
  subject: null,
  message: null,
  account_key: 'acc-personal',
  branding_key: null,
  created_by: 'user-1',
  created_by_name: 'Ada Lovelace',
  created_by_external_user_code: null,
  visible_to_organisation: false,
  visible_to_organisation_via_api: false,
  viewers: [],
  image_blob_serving_urls: [],
  image_blob_metadata: [],
  page_count: 0,
  final_file_key: null,
  child_document_keys: [],
  child_documents: [],
  signatories: [],
  signer_groups: [],
  copy_recipients: [],
  has_pdf_password: false,
  post_signing_url: null,
  in_app_signing_page_url: null,
  contact_list_id: null,
  only_contacts_from_contact_list_may_me_used: false,
  conversion_state: 'done',
  conversion_error: null,
  upload_progress: 100,
  selected_document: null,
  date_format: 'yyyy-mm-dd',
  signing_expires_at: null,
  tree_folder_id: null,
  ...DOCUMENT_FLAG_DEFAULTS,
  ...overrides,
});

export const aSignatory = (overrides: Partial<Signatory> = {}): Signatory =>
  newSignatory(
    {
      uuid: 's1',
      position: 0,
      role: 'signer-1',
      name: 'Ada',
      email: 'ada@example.com',
      ...overrides,
    },
    '2026-01-01T10:00:00.000Z',
  );

export const aPage = {
  image_width: 1275,
  image_height: 1650,
  rotation: 0 as const,
  page_width: 612,
  page_height: 792,
  crop_x: 0,
  crop_y: 0,
};

export const aChild = (overrides: Partial<PackChild> = {}): PackChild => ({
  key: 'child-1',
  document_name: 'Lease agreement',
  position: 0,
  status: 'setup',
  page_count: 2,
  conversion_state: 'done',
  conversion_error: null,
  upload_progress: 100,
  date_updated: '2026-01-02T10:00:00.000Z',
  image_blob_serving_urls: ['/app/serve_image/p1', '/app/serve_image/p2'],
  image_blob_metadata: [aPage, aPage],
  ...overrides,
});

export const aPack = (children: PackChild[], overrides: Partial<DocumentDto> = {}): PackDto => ({
  ...aDocument({ key: 'pack-1', ...overrides }),
  child_document_keys: children.map((c) => c.key),
  child_documents: children,
});
