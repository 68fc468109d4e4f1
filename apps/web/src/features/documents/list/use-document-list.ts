import { useDebouncedValue } from '@mantine/hooks';
import { POLLING, type DocumentListFilters } from '@quire/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { QUERY_KEYS } from '../../../app/query-keys.ts';
import { fetchDocumentPage, isSearch, type DocumentListQuery } from '../documents-api.ts';
import { DOCUMENTS_TIMING } from '../documents-timing.ts';
import { useListUpdatePoll } from './use-list-update-poll.ts';

type Options = { filters: DocumentListFilters; isTrashView: boolean; userKey: string };

/**
 * The list's data (spec §2, §9): search debounced 500 ms, cursor paging (a stack of the cursors
 * that led to each page), a refresh every 60 s and the update poll.
 */
export const useDocumentList = ({ filters, isTrashView, userKey }: Options) => {
  const [searchText, setSearchText] = useState('');
  const [debounced] = useDebouncedValue(searchText, DOCUMENTS_TIMING.listSearchDebounceMs);
  const searchQuery = isSearch(debounced) ? debounced.trim() : '';

  const scope = `${filters.document_type}|${filters.document_status}|${filters.folder_id}|${isTrashView}|${searchQuery}`;
  const [paging, setPaging] = useState({ scope, cursors: [null] as (string | null)[] });
  // Another filter or query starts again from the first page.
  if (paging.scope !== scope) setPaging({ scope, cursors: [null] });
  const cursors = paging.scope === scope ? paging.cursors : [null];
  const cursor = cursors[cursors.length - 1] ?? null;

  const query: DocumentListQuery = useMemo(
    () => ({
      document_type: filters.document_type,
      document_status: filters.document_status,
      folder_id: filters.folder_id,
      is_trash_view: isTrashView,
      search_query: searchQuery,
      cursor,
    }),
    [
      filters.document_type,
      filters.document_status,
      filters.folder_id,
      isTrashView,
      searchQuery,
      cursor,
    ],
  );
  const queryKey = useMemo(() => QUERY_KEYS.documentList(query), [query]);

  const list = useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchDocumentPage(query, { signal }),
    // Opening the list shows what it held at once and asks again: packs made meanwhile (a bulk
    // send's, a colleague's, another tab's) appear now, not at the next 60 s refresh.
    staleTime: 0,
    refetchInterval: POLLING.documentListRefreshMs,
    placeholderData: keepPreviousData,
  });

  const noteAction = useListUpdatePoll({
    queryKey,
    isTrashView,
    statusFilter: filters.document_status,
    userKey,
  });

  const nextCursor = list.data?.cursor ?? null;
  return {
    list,
    searchText,
    setSearchText,
    searchQuery,
    pageNumber: cursors.length,
    hasPrevious: cursors.length > 1,
    hasNext: nextCursor !== null && !list.isPlaceholderData,
    goNext: () => {
      if (nextCursor) setPaging({ scope, cursors: [...cursors, nextCursor] });
    },
    goPrevious: () => setPaging({ scope, cursors: cursors.slice(0, -1) }),
    noteAction,
  };
};
