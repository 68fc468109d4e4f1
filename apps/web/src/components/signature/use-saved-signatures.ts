import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  deleteSavedSignature,
  fetchSavedSignatures,
  type AdoptedSignature,
  type SavedSignature,
  type SignatureKind,
} from './signature-api.ts';
import { MAX_SAVED_SIGNATURES } from './signature-timing.ts';

/** Under the current user's key: logging out or switching users drops them with the rest. */
export const savedSignaturesKey = (kind: SignatureKind) => ['user', 'signatures', kind] as const;

const savedSignaturesQuery = (kind: SignatureKind) => ({
  queryKey: savedSignaturesKey(kind),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchSavedSignatures(kind, signal),
  select: (list: SavedSignature[]) => list.slice(0, MAX_SAVED_SIGNATURES),
});

/** The user's saved signatures (or initials), newest first, at most 5. */
export const useSavedSignatures = (kind: SignatureKind, options: { enabled?: boolean } = {}) =>
  useQuery({ ...savedSignaturesQuery(kind), enabled: options.enabled ?? true });

/** Deletes one saved signature; the list drops it at once and is then fetched again. */
export const useDeleteSavedSignature = (kind: SignatureKind) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: string) => deleteSavedSignature(key),
    onSuccess: (_answer, key) => {
      queryClient.setQueryData<SavedSignature[]>(savedSignaturesKey(kind), (list) =>
        list?.filter((signature) => signature.key !== key),
      );
      void queryClient.invalidateQueries({ queryKey: savedSignaturesKey(kind) });
    },
  });
};

/**
 * One-click signing (pack flags use_one_click_signature / use_one_click_initial): the newest
 * saved signature of this kind, from the same cache as the modal's list; null when there is
 * none (or the list cannot be read), in which case the caller opens the modal instead.
 */
export const newestSavedSignature = async (
  kind: SignatureKind,
  queryClient: QueryClient,
): Promise<AdoptedSignature | null> => {
  try {
    const list = await queryClient.fetchQuery({
      queryKey: savedSignaturesKey(kind),
      queryFn: ({ signal }) => fetchSavedSignatures(kind, signal),
    });
    const newest = list[0];
    return newest ? { blob_key: newest.blob_key, blob_url: newest.blob_url } : null;
  } catch {
    return null;
  }
};
