import type { DocumentDto, DocumentListStatusFilter } from '@quire/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  fetchDocumentUpdates,
  fetchPack,
  type DocumentPage,
  type DocumentUpdate,
} from '../documents-api.ts';
import { updatePollInterval } from '../documents-timing.ts';
import { matchesStatusFilter } from './matches-status-filter.ts';

type ApplyOptions = {
  statusFilter: DocumentListStatusFilter;
  userKey: string;
  fetchDocument: (key: string) => Promise<DocumentDto>;
};

/**
 * Applies POST /app/documents/updates to the rows shown: gone or trashed rows leave, changed ones
 * are fetched again and leave too when they no longer match the status filter (spec §4).
 */
export const applyListUpdates = async (
  rows: readonly DocumentDto[],
  updates: readonly DocumentUpdate[],
  { statusFilter, userKey, fetchDocument }: ApplyOptions,
): Promise<DocumentDto[] | null> => {
  const byKey = new Map(updates.map((update) => [update.key, update]));
  const changed = rows.filter((row) => {
    const update = byKey.get(row.key);
    return update && (update._deleted || update.date_updated !== row.date_updated);
  });
  if (changed.length === 0) return null;
  const fresh = new Map<string, DocumentDto | null>();
  await Promise.all(
    changed.map(async (row) => {
      if (byKey.get(row.key)?._deleted) fresh.set(row.key, null);
      else fresh.set(row.key, await fetchDocument(row.key).catch(() => null));
    }),
  );
  return rows.flatMap((row) => {
    if (!fresh.has(row.key)) return [row];
    const next = fresh.get(row.key);
    return next && matchesStatusFilter(next, statusFilter, userKey) ? [next] : [];
  });
};

type PollOptions = {
  queryKey: readonly unknown[];
  isTrashView: boolean;
  statusFilter: DocumentListStatusFilter;
  userKey: string;
};

/** Spec §9 update poll of the list; returns `noteAction`, which speeds it up for a while. */
export const useListUpdatePoll = ({
  queryKey,
  isTrashView,
  statusFilter,
  userKey,
}: PollOptions): (() => void) => {
  const queryClient = useQueryClient();
  const lastActionAt = useRef(0);
  const [restarts, setRestarts] = useState(0);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const schedule = () => {
      const hidden = document.visibilityState === 'hidden';
      timer = setTimeout(run, updatePollInterval(Date.now() - lastActionAt.current, hidden));
    };
    const run = async () => {
      const page = queryClient.getQueryData<DocumentPage>(queryKey);
      if (page && page.documents.length > 0) {
        try {
          const updates = await fetchDocumentUpdates(
            page.documents.map((d) => d.key),
            isTrashView,
          );
          const rows = await applyListUpdates(page.documents, updates, {
            statusFilter,
            userKey,
            fetchDocument: (key) => fetchPack(key, { silent: true }),
          });
          if (rows && !stopped) queryClient.setQueryData(queryKey, { ...page, documents: rows });
        } catch {
          // Tried again at the next interval.
        }
      }
      if (!stopped) schedule();
    };
    schedule();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [queryClient, queryKey, isTrashView, statusFilter, userKey, restarts]);

  return useCallback(() => {
    lastActionAt.current = Date.now();
    setRestarts((n) => n + 1);
  }, []);
};
