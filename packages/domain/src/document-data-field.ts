import type { DataField } from './data-field.ts';

/**
 * A data field as the documents module answers it (GET /app/documents/{key} with
 * include_child_document_data_fields, get_document_updates with return_data_fields): the full
 * §3 DataField of data-field.ts.
 */
export type DataFieldSummary = DataField;
