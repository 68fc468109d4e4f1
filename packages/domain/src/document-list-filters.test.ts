import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DOCUMENT_LIST_FILTERS,
  DOCUMENT_LIST_STATUS_FILTERS,
  DOCUMENT_LIST_STATUS_LABELS,
  documentListFiltersFrom,
} from './document-list-filters.ts';

const params = (values: Record<string, string>) => (name: string) => values[name] ?? null;

describe('documentListFiltersFrom', () => {
  it('reads known values', () => {
    expect(
      documentListFiltersFrom(
        params({ document_type: 'template', document_status: 'awaiting_my_signature' }),
      ),
    ).toEqual({
      document_type: 'template',
      document_status: 'awaiting_my_signature',
      folder_id: '',
    });
    // A folder of the file-directory tree (issue 17) rides along.
    expect(documentListFiltersFrom(params({ folder_id: 'f1' })).folder_id).toBe('f1');
  });

  it('falls back to documents, all statuses for missing or unknown values', () => {
    expect(documentListFiltersFrom(params({}))).toEqual(DEFAULT_DOCUMENT_LIST_FILTERS);
    expect(
      documentListFiltersFrom(params({ document_type: 'x', document_status: 'deleted' })),
    ).toEqual(DEFAULT_DOCUMENT_LIST_FILTERS);
  });

  it('labels every status filter of spec §4', () => {
    expect(
      DOCUMENT_LIST_STATUS_FILTERS.map((status) => DOCUMENT_LIST_STATUS_LABELS[status]),
    ).toEqual([
      'All',
      'Setup',
      'Awaiting signatures',
      'Awaiting my signature',
      'Complete',
      'Rejected',
    ]);
  });
});
