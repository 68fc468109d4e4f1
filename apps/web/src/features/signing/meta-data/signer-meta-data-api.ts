import type { MetaDataEntry, MetaDataQuery } from '@quire/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../app/api-client.ts';

export type MetaDataAnswer = { meta_data: MetaDataEntry[]; message: string | null };

/** §7 POST /app/meta_data for a signer: the pack's key lets a signer's session read the set. */
export const fetchMetaData = (
  packKey: string,
  query: Partial<MetaDataQuery> & Pick<MetaDataQuery, 'meta_data_set_id' | 'meta_data_type_id'>,
  signal?: AbortSignal,
) =>
  api.post<MetaDataAnswer>(
    '/app/meta_data',
    { query_json: query, document_key: packKey },
    { signal, silent: true },
  );

/** The entry a parent control's value names (values are stored by name, as the final shows). */
export const useEntryNamed = (
  packKey: string,
  setId: string | undefined,
  typeId: string | undefined,
  name: string,
) =>
  useQuery({
    queryKey: ['signer_meta_data', packKey, setId, typeId, 'named', name],
    enabled: Boolean(setId && typeId && name),
    queryFn: ({ signal }) =>
      fetchMetaData(
        packKey,
        { meta_data_set_id: setId!, meta_data_type_id: typeId!, filter_by_name: name },
        signal,
      ),
    select: (answer) => answer.meta_data.find((e) => e.name === name) ?? null,
    staleTime: 60_000,
  });

export const useMetaDataOptions = (
  packKey: string,
  setId: string,
  typeId: string,
  selectedParentId: string | null,
  enabled: boolean,
) =>
  useQuery({
    queryKey: ['signer_meta_data', packKey, setId, typeId, 'under', selectedParentId],
    enabled,
    queryFn: ({ signal }) =>
      fetchMetaData(
        packKey,
        {
          meta_data_set_id: setId,
          meta_data_type_id: typeId,
          current_selected_id: selectedParentId,
        },
        signal,
      ),
    staleTime: 60_000,
  });
