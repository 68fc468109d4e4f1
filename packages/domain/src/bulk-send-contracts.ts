/**
 * Issue 13's shared vocabulary (spec §3, §4, §5, §8, §9): the shapes the recipient data, mapping
 * and bulk send parts exchange, and the spec's exact messages and timers. Rules live beside them
 * in their own files (filters, mapping rules, activation checks); this file only names things.
 */

/** §5 filter operators by type. */
export const RECIPIENT_FIELD_TYPES = ['text', 'number', 'date'] as const;
export type RecipientFieldType = (typeof RECIPIENT_FIELD_TYPES)[number];

export const FILTER_INEQUALITIES = [
  'equals',
  'not_equal',
  'greater_than',
  'greater_than_or_equal',
  'less_than',
  'less_than_or_equal',
  'in',
] as const;
export type FilterInequality = (typeof FILTER_INEQUALITIES)[number];

/** §5/§9: a date 'in' the last N days. */
export const FILTER_TIMESPAN_DAYS = [10, 20, 30, 45] as const;

/** §3 filter rule. comparison_value is text; for 'in' it is one of FILTER_TIMESPAN_DAYS. */
export type FilterRule = {
  selected_field: string;
  selected_inequality: FilterInequality;
  comparison_value: string;
};

/** §3 recipient data source as the API answers it (rows come from their own paged call). */
export type RecipientData = {
  key: string;
  description: string;
  number_of_rows: number;
  archived: boolean;
  field_names: string[];
  field_types: RecipientFieldType[];
  date_created: string;
  date_updated: string;
};

/** One row: its 1-based position in the CSV and its cells in field_names order. */
export type RecipientDataRow = { position: number; cells: string[] };

/** §3 temporary CSV (an upload in flight). */
export type TempCsv = {
  key: string;
  temp_csv_key: string;
  file_key: string | null;
  state: 'pending' | 'importing' | 'imported' | 'failed';
  error: string | null;
  rows_imported: number;
};

/**
 * §3 document mapping of a template: a mapped value is a column of the data source (by field
 * name) or a fixed text. Signatories and copy recipients are addressed by role: the template's
 * signatory/copy-recipient key.
 */
export type MappedValue = { column: string } | { text: string };

export type DocumentMapping = {
  /** The data sources the mapping was made against (their field names at the time). */
  sources: { recipient_data_key: string; field_names: string[] }[];
  mapping: {
    data_fields: Record<string, MappedValue>;
    signatories: Record<
      string,
      { name?: MappedValue; email?: MappedValue; mobile_number?: MappedValue }
    >;
    cc_recipients: Record<
      string,
      { name?: MappedValue; email?: MappedValue; mobile_number?: MappedValue }
    >;
    subject?: MappedValue;
    message?: MappedValue;
    document_name?: MappedValue;
  };
};

/** §4 bulk send statuses and types. */
export const BULK_SEND_STATUSES = ['setup', 'active', 'paused'] as const;
export type BulkSendStatus = (typeof BULK_SEND_STATUSES)[number];
export const BULK_SEND_TYPES = ['create_and_send', 'create'] as const;
export type BulkSendType = (typeof BULK_SEND_TYPES)[number];

/** §3 bulk send as the API answers it. */
export type BulkSend = {
  key: string;
  description: string;
  bulk_send_type: BulkSendType;
  status: BulkSendStatus;
  when_to_run: string | null;
  most_recent_run_date: string | null;
  template_key: string | null;
  recipient_data_key: string | null;
  /** The XPLAN connection the recipients are read through (ADR 0060); null for a client list. */
  integration_configuration_id: string | null;
  /** The chosen XPLAN clients, each one row at activation. */
  xplan_clients: { entity_id: number; name: string }[];
  filter_rules: FilterRule[];
  archived: boolean;
  number_of_documents: number;
  created: number;
  awaiting_signature: number;
  completed: number;
  failed: number;
  date_created: string;
};

export type BulkSendLog = {
  key: string;
  level: 'info' | 'warning' | 'error';
  message: string;
  position: number | null;
  /** The pack a row's line is about (created, or failed after creating); null otherwise. */
  document_key: string | null;
  date_created: string;
};

/** §9 timers. */
export const BULK_SEND_LOG_POLL_MS = 30_000;
export const TEMP_CSV_POLL_MS = 5_000;
export const TEMP_CSV_MAX_POLLS = 1000;
/** §7: rows are refetched 10 s after csv_upload_success. */
export const CSV_ROWS_REFETCH_MS = 10_000;
/** §9 reminder lockout after an enqueue, and the wait after the last run before it shows. */
export const BULK_SEND_REMINDER_LOCKOUT_MS = 60_000;
export const BULK_SEND_REMINDER_AFTER_MS = 2 * 86_400_000;
/** §9 post-merge refresh: 2.5 s, then 1–5 s. */
export const POST_MERGE_REFRESH_MS = 2_500;
/** §9 client search minimum. */
export const CLIENT_SEARCH_MIN_LENGTH = 2;

/** §5 and §8 messages, exact. */
export const BULK_SEND_MESSAGES = {
  noTemplate: 'No template defined for this batch send',
  noData: 'No data chosen this batch send',
  incompleteFields: (list: string) =>
    `You have incomplete fields: ${list}. Please resolve these mappings before continuing.`,
  nameRequired: 'Name is required',
  invalidEmail: 'Not a valid email address in linked data',
  invalidMobile: 'Not a valid mobile',
  requiredFieldUnmapped: (id: string) => `Required field ${id}, has no data or mapping`,
  noTemplatesSelected: 'No templates selected',
  importingTemplates: 'Importing templates.',
  recipientDataSaveFailed: 'An error occurred while adding/updating recipient data',
  recipientDataFetchFailed: 'An error occurred while fetching recipient data',
  clientSourceSaveFailed: 'An error occurred while adding/updating client source',
  mappingUpdateFailed: 'An error occurred while updating mapping.',
  csvTooSlow: 'It appears generating csv took too long.',
} as const;
