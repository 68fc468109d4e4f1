import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { QUERY_KEYS } from '../../../app/query-keys.ts';
import { documentActions, fetchPack, type PackChild } from '../documents-api.ts';
import { DOCUMENTS_TIMING } from '../documents-timing.ts';

/** GET /app/documents/{id}: the pack with its children and their pages. */
export const usePack = (key: string) =>
  useQuery({
    queryKey: QUERY_KEYS.documentPack(key),
    queryFn: ({ signal }) => fetchPack(key, { signal }),
  });

export const isConverting = (child: PackChild): boolean =>
  child.conversion_state === 'pending' || child.conversion_state === 'converting';

/** The n-th conversion poll's delay: quick at first (small PDFs are done in a moment), then 10 s (spec §9). */
export const conversionPollDelay = (attempt: number): number =>
  attempt < DOCUMENTS_TIMING.conversionFastPolls
    ? DOCUMENTS_TIMING.conversionPollFirstMs
    : DOCUMENTS_TIMING.conversionPollMs;

/**
 * While a child converts, asks get_document_updates whether it changed and reloads the pack when
 * it did, until the conversion is done or has failed.
 */
export const useConversionPoll = (packKey: string, child: PackChild | undefined) => {
  const queryClient = useQueryClient();
  const converting = child ? isConverting(child) : false;
  const childKey = child?.key;
  const lastUpdate = child?.date_updated;

  useEffect(() => {
    if (!converting || !childKey || !lastUpdate) return;
    let attempt = 0;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      attempt += 1;
      try {
        const answer = await documentActions.conversionUpdates(childKey, lastUpdate);
        if (answer.document && !stopped) {
          await queryClient.invalidateQueries({ queryKey: QUERY_KEYS.documentPack(packKey) });
        }
      } catch {
        // Tried again below.
      }
      if (!stopped) timer = setTimeout(poll, conversionPollDelay(attempt));
    };
    timer = setTimeout(poll, conversionPollDelay(0));
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [converting, childKey, lastUpdate, packKey, queryClient]);
};
