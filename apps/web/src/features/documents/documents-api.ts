import {
  MESSAGES,
  type ChildDocumentSummary,
  type DocumentDto,
  type DocumentListStatusFilter,
  type DocumentListTypeFilter,
  type PackBranding,
} from '@quire/domain';
import { ApiError, api } from '../../app/api-client.ts';
import { showOutcome } from './show-outcome.ts';

/** The server refuses shorter search queries (docs/api-documents.md), so the list falls back to browsing. */
export const SEARCH_MIN_LENGTH = 3;

export type DocumentListQuery = {
  document_type: DocumentListTypeFilter;
  document_status: DocumentListStatusFilter;
  /** Absent or '' lists every pack; else the folder's (issue 17). */
  folder_id?: string;
  is_trash_view: boolean;
  search_query: string;
  cursor: string | null;
};

export type DocumentPage = { documents: DocumentDto[]; cursor: string | null };

/** A child as GET /app/documents/{key} answers it; its pages come along when requested. */
export type PackChild = ChildDocumentSummary &
  Partial<Pick<DocumentDto, 'image_blob_serving_urls' | 'image_blob_metadata'>>;
export type PackDto = Omit<DocumentDto, 'child_documents'> & {
  child_documents: PackChild[];
  /** The theme the pack is dressed in (own or the workspace default); absent: not asked for. */
  branding?: PackBranding | null;
};

export type DocumentUpdate = { key: string; _deleted: boolean; date_updated: string };

const listParams = (query: DocumentListQuery) => ({
  document_type: query.document_type,
  document_status: query.document_status,
  folder_id: query.folder_id || undefined,
  is_trash_view: query.is_trash_view,
  cursor: query.cursor,
  include_signatories: true,
});

export const isSearch = (searchQuery: string): boolean =>
  searchQuery.trim().length >= SEARCH_MIN_LENGTH;

/** GET /app/search/documents with a query of 3+ characters, GET /app/documents otherwise. */
export const fetchDocumentPage = async (
  query: DocumentListQuery,
  options: { signal?: AbortSignal; silent?: boolean } = {},
): Promise<DocumentPage> => {
  const { signal, silent } = options;
  if (isSearch(query.search_query)) {
    // §8: a failed search is a warning in the spec's words.
    const answer = await api
      .get<{ search_documents: DocumentDto[]; cursor: string | null }>('/app/search/documents', {
        query: { ...listParams(query), search_query: query.search_query.trim() },
        signal,
        silent: true,
      })
      .catch((error: unknown) => {
        if (!silent && error instanceof ApiError && error.reason === 'failure')
          showOutcome(MESSAGES.searchFailed, 'warning');
        throw error;
      });
    return { documents: answer.search_documents, cursor: answer.cursor ?? null };
  }
  const answer = await api.get<{ documents: DocumentDto[]; cursor: string | null }>(
    '/app/documents',
    { query: listParams(query), signal, silent },
  );
  return { documents: answer.documents, cursor: answer.cursor ?? null };
};

/** Background polls are silent: a missed poll is retried at the next one. */
export const fetchDocumentUpdates = async (
  keys: string[],
  isTrashView: boolean,
): Promise<DocumentUpdate[]> => {
  const answer = await api.post<{ documents: DocumentUpdate[] }>(
    '/app/documents/updates',
    { keys, is_trash_view: isTrashView },
    { silent: true },
  );
  return answer.documents;
};

export const fetchPack = async (
  key: string,
  options: { signal?: AbortSignal; silent?: boolean } = {},
): Promise<PackDto> => {
  // The editor loads fields itself (get_data_fields), so the pack comes without them.
  const answer = await api.get<{ document: PackDto }>(
    `/app/documents/${encodeURIComponent(key)}`,
    options,
  );
  return answer.document;
};

const documentPath = (key: string, action: string) =>
  `/app/documents/${encodeURIComponent(key)}/${action}`;

export const documentActions = {
  trash: (key: string) => api.get(documentPath(key, 'delete_document')),
  recover: (key: string) => api.get(documentPath(key, 'recover_document')),
  permanentlyDelete: (key: string) =>
    api.request(`/app/document_actions/${encodeURIComponent(key)}/permanently_delete_document`, {
      method: 'DELETE',
    }),
  rename: (key: string, documentName: string) =>
    api.post(documentPath(key, 'update_document'), { data: { document_name: documentName } }),
  reorderChildren: (packKey: string, childKeys: string[]) =>
    api.post<{ document: PackDto }>(documentPath(packKey, 'reorder_child_documents'), {
      child_document_keys: childKeys,
    }),
  copyFromTemplate: (key: string) =>
    api.get<{ document: DocumentDto }>(documentPath(key, 'create_a_copy'), {
      query: { template_to_document: true },
    }),
  /** §7 convert_to_template: a new template from the document, which stays as it is. */
  saveAsTemplate: (key: string, options: { silent?: boolean } = {}) =>
    api.get<{ document: DocumentDto }>(documentPath(key, 'convert_to_template'), options),
  /** Silent: the dialog shows a wrong password beside its field. */
  dismissConversionError: (childKey: string, pdfPassword?: string) =>
    api.post(
      documentPath(childKey, 'dismiss_conversion_error'),
      pdfPassword === undefined ? {} : { pdf_password: pdfPassword },
      { silent: true },
    ),
  conversionUpdates: (childKey: string, lastUpdate: string) =>
    api.get<{ document: DocumentDto | null }>(documentPath(childKey, 'get_document_updates'), {
      query: { last_update: lastUpdate, conversion: true },
      silent: true,
    }),
};

const BULK = '/app/bulk_actions/document_actions';

export const bulkActions = {
  delete: (keys: string[]) =>
    api.post(`${BULK}/delete_multiple_documents`, { document_keys: keys }),
  recover: (keys: string[]) =>
    api.post(`${BULK}/recover_multiple_documents`, { document_keys: keys }),
  merge: (keys: string[]) =>
    api.post<{ document_key: string }>(`${BULK}/merge_multiple_documents`, {
      document_keys: keys,
    }),
  copy: (keys: string[], type: DocumentListTypeFilter) =>
    api.post<{ partial?: boolean }>(`${BULK}/copy_multiple_documents`, {
      document_keys: keys,
      type,
    }),
  copyOrMove: (keys: string[], action: 'copy' | 'move', toAccountKey: string) =>
    api.post('/app/copy_move_documents', {
      data: { document_keys: keys, action, to_account_key: toAccountKey },
    }),
};

/** Where a document is downloaded (the session cookie authorises it). */
export const downloadUrl = (key: string): string => `/app/serve/${encodeURIComponent(key)}`;

/** The pack's field values as CSV (needs can_download_document_csv_data). */
export const csvDownloadUrl = (key: string): string =>
  `/app/documents/${encodeURIComponent(key)}/get_csv_file`;
