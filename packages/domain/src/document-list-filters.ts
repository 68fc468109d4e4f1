/**
 * The documents list's filters (spec §2, §4): by type, and by status, where the status filter
 * adds 'awaiting_my_signature' and 'all' to the pack statuses. Declared once for the list's UI
 * and the query parameters (document_type, document_status) the list sends.
 */
export const DOCUMENT_LIST_TYPE_FILTERS = ['document', 'template'] as const;
export type DocumentListTypeFilter = (typeof DOCUMENT_LIST_TYPE_FILTERS)[number];

export const DOCUMENT_LIST_STATUS_FILTERS = [
  'all',
  'setup',
  'awaiting_signatures',
  'awaiting_my_signature',
  'complete',
  'rejected',
] as const;
export type DocumentListStatusFilter = (typeof DOCUMENT_LIST_STATUS_FILTERS)[number];

export const DOCUMENT_LIST_TYPE_LABELS: Record<DocumentListTypeFilter, string> = {
  document: 'Documents',
  template: 'Templates',
};

export const DOCUMENT_LIST_STATUS_LABELS: Record<DocumentListStatusFilter, string> = {
  all: 'All',
  setup: 'Setup',
  awaiting_signatures: 'Awaiting signatures',
  awaiting_my_signature: 'Awaiting my signature',
  complete: 'Complete',
  rejected: 'Rejected',
};

export type DocumentListFilters = {
  document_type: DocumentListTypeFilter;
  document_status: DocumentListStatusFilter;
  /** Issue 17: the folder of the workspace's tree whose packs are listed; '' for every pack. */
  folder_id: string;
};

export const DEFAULT_DOCUMENT_LIST_FILTERS: DocumentListFilters = {
  document_type: 'document',
  document_status: 'all',
  folder_id: '',
};

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

/** Reads the filters from query parameters, falling back to the defaults for missing or unknown values. */
export const documentListFiltersFrom = (
  get: (name: keyof DocumentListFilters) => string | null,
): DocumentListFilters => {
  const type = get('document_type');
  const status = get('document_status');
  const folder = get('folder_id')?.trim() ?? '';
  return {
    folder_id: folder.length <= 64 ? folder : DEFAULT_DOCUMENT_LIST_FILTERS.folder_id,
    document_type: isOneOf(DOCUMENT_LIST_TYPE_FILTERS, type)
      ? type
      : DEFAULT_DOCUMENT_LIST_FILTERS.document_type,
    document_status: isOneOf(DOCUMENT_LIST_STATUS_FILTERS, status)
      ? status
      : DEFAULT_DOCUMENT_LIST_FILTERS.document_status,
  };
};
