/**
 * The value lists of §3 and §4 that documents, signatories, access rules and status transitions
 * all name. A leaf module (it imports nothing) so those modules can share the lists without
 * importing each other in a circle; eslint's import-x/no-cycle keeps it that way.
 */
export const DOCUMENT_STATUSES = [
  'setup',
  'awaiting_signatures',
  'complete',
  'rejected',
  'conversion_error',
] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export const SIGNATORY_STATUSES = [
  'setup',
  'awaiting_signatures',
  'complete',
  'rejected',
  'excluded',
] as const;
export type SignatoryStatus = (typeof SIGNATORY_STATUSES)[number];

export const DOCUMENT_TYPES = ['document', 'template'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** The statuses `update_document`'s `update_status_to` may ask for (document-status.ts). */
export const UPDATE_STATUS_TARGETS = ['awaiting_signatures', 'setup', 'complete'] as const;
export type UpdateStatusTarget = (typeof UPDATE_STATUS_TARGETS)[number];
