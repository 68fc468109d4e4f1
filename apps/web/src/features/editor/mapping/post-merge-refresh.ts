import { POST_MERGE_REFRESH_MS } from '@quire/domain';
import type { QueryClient } from '@tanstack/react-query';
import { QUERY_KEYS } from '../../../app/query-keys.ts';
import { MAPPING_KEYS } from './mapping-api.ts';

/** §9 "then 1–5 s": the second look comes a random 1 to 5 s after the first. */
export const secondRefreshMs = (random: () => number = Math.random) =>
  1_000 + Math.round(random() * 4_000);

/**
 * §7/§9 after a merge: the pack's signatories and documents and the template's mapping are read
 * again 2.5 s later, and once more 1–5 s after that (the new fields arrive by the editor's own
 * field poll). Not tied to the modal: it is closed by then.
 */
export const schedulePostMergeRefresh = (
  queryClient: QueryClient,
  packKey: string,
  random: () => number = Math.random,
): (() => void) => {
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.documentPack(packKey) });
    void queryClient.invalidateQueries({ queryKey: MAPPING_KEYS.mapping(packKey) });
  };
  let second: ReturnType<typeof setTimeout> | undefined;
  const first = setTimeout(() => {
    refresh();
    second = setTimeout(refresh, secondRefreshMs(random));
  }, POST_MERGE_REFRESH_MS);
  return () => {
    clearTimeout(first);
    if (second) clearTimeout(second);
  };
};
