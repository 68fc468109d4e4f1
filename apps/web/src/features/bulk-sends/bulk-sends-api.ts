import type {
  BulkSend,
  BulkSendLog,
  BulkSendStatus,
  DataField,
  DocumentDto,
  DocumentMapping,
  FilterRule,
  RecipientData,
  RecipientDataRow,
} from '@quire/domain';
import { api } from '../../app/api-client.ts';

/** The bulk send calls of spec §7 (docs/api-bulk-sends.md) and the few others the screens read. */

const sendPath = (key: string) => `/app/bulk_sends/${encodeURIComponent(key)}`;

export type SendMapping = DocumentMapping['mapping'];

/** A mapping with every part present, so the editor never checks for a missing one. */
export const withEmptyParts = (mapping: Partial<SendMapping> | null | undefined): SendMapping => ({
  ...mapping,
  data_fields: mapping?.data_fields ?? {},
  signatories: mapping?.signatories ?? {},
  cc_recipients: mapping?.cc_recipients ?? {},
});

export type BulkSendChanges = Partial<
  Pick<
    BulkSend,
    | 'bulk_send_type'
    | 'status'
    | 'template_key'
    | 'recipient_data_key'
    | 'integration_configuration_id'
    | 'xplan_clients'
    | 'filter_rules'
    | 'archived'
  >
> & { key?: string; description: string };

export const bulkSendsApi = {
  list: async (signal?: AbortSignal): Promise<BulkSend[]> =>
    (await api.get<{ bulk_sends: BulkSend[] }>('/app/bulk_sends', { signal })).bulk_sends,

  get: async (key: string, options: { signal?: AbortSignal; silent?: boolean } = {}) =>
    (await api.get<{ bulk_send: BulkSend }>(sendPath(key), options)).bulk_send,

  /** Create (no key) or change one; activation's §5 refusals come back as the call's message. */
  save: async (data: BulkSendChanges): Promise<{ key: string; status: BulkSendStatus }> =>
    (
      await api.post<{ bulk_send: { key: string; status: BulkSendStatus } }>(
        '/app/bulk_sends/add_update_bulk_send',
        { data },
        { silent: true },
      )
    ).bulk_send,

  /** The send's own mapping for its template (a copy of the template's until changed). */
  documentMapping: async (key: string, templateKey: string, signal?: AbortSignal) => {
    const answer = await api.get<{ document_mapping?: Partial<DocumentMapping> | null }>(
      `${sendPath(key)}/document_mapping/${encodeURIComponent(templateKey)}`,
      { signal },
    );
    return withEmptyParts(answer.document_mapping?.mapping);
  },

  saveDocumentMapping: (key: string, templateKey: string, mapping: SendMapping) =>
    api.post(
      `${sendPath(key)}/document_mapping/${encodeURIComponent(templateKey)}`,
      { mapping },
      { silent: true },
    ),

  /** Background poll: silent, a missed one is asked again at the next. */
  logs: async (key: string, since: string | null): Promise<BulkSendLog[]> =>
    (
      await api.get<{ bulk_send_logs: BulkSendLog[] }>(
        `/app/bulk_send_logs/${encodeURIComponent(key)}`,
        { query: { since }, silent: true },
      )
    ).bulk_send_logs,

  enqueueReminders: async (key: string): Promise<string> =>
    (
      await api.get<{ message: string }>(`${sendPath(key)}/enqueue_bulk_send_reminder_mails`, {
        silent: true,
      })
    ).message,

  generateTempCsv: async (key: string, tempCsvKey: string | null) =>
    (
      await api.get<{ bulk_send_temp_csv: { key: string; file_key: string | null } }>(
        `/app/bulk_send/${encodeURIComponent(key)}/generate_temp_csv`,
        { query: { bulk_send_temp_csv_key: tempCsvKey }, silent: true },
      )
    ).bulk_send_temp_csv,
};

/** Served with the session cookie (docs/api-foundation.md), so a plain link downloads it. */
export const tempCsvUrl = (key: string, csvKey: string): string =>
  `/app/bulk_send/${encodeURIComponent(key)}/serve_temp_csv/${encodeURIComponent(csvKey)}`;

export const recipientDataApi = {
  list: async (signal?: AbortSignal): Promise<RecipientData[]> =>
    (await api.get<{ recipient_datas: RecipientData[] }>('/app/recipient_datas', { signal }))
      .recipient_datas,

  /** How many rows the rules keep: the count the server answers, and the first page to show. */
  matchingRows: async (key: string, filterRules: FilterRule[], signal?: AbortSignal) =>
    api.post<{
      recipient_data_rows: RecipientDataRow[];
      cursor: string | null;
      number_of_matching_rows: number;
    }>(
      `/app/recipient_datas/${encodeURIComponent(key)}/rows`,
      { query: { filter_rules: filterRules } },
      { signal, silent: true },
    ),
};

/** The templates a send can use (the workspace's; search as the documents list does it). */
export const templatesApi = {
  find: async (searchQuery: string, signal?: AbortSignal): Promise<DocumentDto[]> => {
    const query = {
      document_type: 'template',
      document_status: 'all',
      include_signatories: true,
    };
    // The server searches from 3 characters (docs/api-documents.md); shorter ones browse.
    if (searchQuery.length >= 3) {
      const answer = await api.get<{ search_documents: DocumentDto[] }>('/app/search/documents', {
        query: { ...query, search_query: searchQuery },
        signal,
      });
      return answer.search_documents;
    }
    return (await api.get<{ documents: DocumentDto[] }>('/app/documents', { query, signal }))
      .documents;
  },

  template: async (key: string, signal?: AbortSignal): Promise<DocumentDto> =>
    (
      await api.get<{ document: DocumentDto }>(`/app/documents/${encodeURIComponent(key)}`, {
        signal,
      })
    ).document,

  dataFields: async (key: string, signal?: AbortSignal): Promise<DataField[]> =>
    (
      await api.get<{ data_fields: DataField[] }>(
        `/app/documents/${encodeURIComponent(key)}/get_data_fields`,
        { signal },
      )
    ).data_fields,
};
