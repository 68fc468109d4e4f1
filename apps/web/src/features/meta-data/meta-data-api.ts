import type { MetaDataEntry, MetaDataSet } from '@quire/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../app/api-client.ts';
import { useSelectedMembership } from '../../app/session/use-permissions.ts';

/** Query keys of this feature, per selected workspace. */
export const META_DATA_KEYS = {
  all: ['meta_data_sets'] as const,
  list: (workspace: string) => ['meta_data_sets', workspace, 'list'] as const,
  one: (workspace: string, key: string) => ['meta_data_sets', workspace, key] as const,
  entries: (workspace: string, key: string, type: string, filter: string) =>
    ['meta_data_sets', workspace, key, 'entries', type, filter] as const,
};

const useWorkspace = () => useSelectedMembership()?.key ?? 'default';

export const useMetaDataSets = () =>
  useQuery({
    queryKey: META_DATA_KEYS.list(useWorkspace()),
    queryFn: ({ signal }) =>
      api.get<{ meta_data_sets: MetaDataSet[] }>('/app/meta_data_sets', { signal, silent: true }),
    select: (answer) => answer.meta_data_sets,
  });

export const useMetaDataSet = (key: string) =>
  useQuery({
    queryKey: META_DATA_KEYS.one(useWorkspace(), key),
    queryFn: ({ signal }) =>
      api.get<{ meta_data_set: MetaDataSet }>(`/app/meta_data_sets/${encodeURIComponent(key)}`, {
        signal,
        silent: true,
      }),
    select: (answer) => answer.meta_data_set,
  });

/** One level's values, narrowed by name (§7 POST /app/meta_data, filter_by_name). */
export const useLevelEntries = (setKey: string, typeId: string, filter: string) =>
  useQuery({
    queryKey: META_DATA_KEYS.entries(useWorkspace(), setKey, typeId, filter),
    queryFn: ({ signal }) =>
      api.post<{ meta_data: MetaDataEntry[]; message: string | null }>(
        '/app/meta_data',
        {
          query_json: {
            meta_data_set_id: setKey,
            meta_data_type_id: typeId,
            filter_by_name: filter,
          },
        },
        { signal, silent: true },
      ),
    placeholderData: keepPreviousData,
  });

export const saveSet = (data: { key?: string; name?: string; archived?: boolean }) =>
  api.post<{ meta_data_set: MetaDataSet }>('/app/meta_data_sets/add_update_meta_data_set', {
    data,
  });

export const importSetCsv = (key: string, csv: string) =>
  api.post<{ meta_data_set: MetaDataSet; imported: { entries: number; links: number } }>(
    `/app/meta_data_sets/${encodeURIComponent(key)}/import_csv`,
    { csv },
    { silent: true },
  );

export const updateEntry = (
  setKey: string,
  entryKey: string,
  data: { name?: string; archived?: boolean },
) =>
  api.post<{ meta_data_entry: MetaDataEntry }>(
    `/app/meta_data_sets/${encodeURIComponent(setKey)}/entries/${encodeURIComponent(entryKey)}`,
    data,
  );
