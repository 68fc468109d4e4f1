import {
  appendixContentType,
  type FilterRule,
  type RecipientData,
  type RecipientDataRow,
  type TempCsv,
} from '@quire/domain';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../app/api-client.ts';
import { useSelectedMembership } from '../../app/session/use-permissions.ts';
import { putWithProgress } from '../../components/put-with-progress.ts';

/** Query keys of this feature, per selected workspace: its lists, one list, one list's rows. */
export const RECIPIENT_DATA_KEYS = {
  all: ['recipient_datas'] as const,
  list: (workspace: string) => ['recipient_datas', workspace, 'list'] as const,
  one: (workspace: string, key: string) => ['recipient_datas', workspace, key] as const,
  rows: (workspace: string, key: string, rules: readonly FilterRule[]) =>
    ['recipient_datas', workspace, key, 'rows', rules] as const,
};

const useWorkspace = () => useSelectedMembership()?.key ?? 'default';

export const useRecipientDatas = () =>
  useQuery({
    queryKey: RECIPIENT_DATA_KEYS.list(useWorkspace()),
    queryFn: ({ signal }) =>
      api.get<{ recipient_datas: RecipientData[] }>('/app/recipient_datas', {
        signal,
        silent: true,
      }),
    select: (answer) => answer.recipient_datas,
  });

export const useRecipientData = (key: string) =>
  useQuery({
    queryKey: RECIPIENT_DATA_KEYS.one(useWorkspace(), key),
    queryFn: ({ signal }) =>
      api.get<{ recipient_data: RecipientData }>(
        `/app/recipient_datas/${encodeURIComponent(key)}`,
        { signal, silent: true },
      ),
    select: (answer) => answer.recipient_data,
  });

export type RowsPage = {
  recipient_data_rows: RecipientDataRow[];
  cursor: string | null;
  number_of_matching_rows?: number;
};

/**
 * A list's rows, page by page (the cursor is the last position seen). With filter rules the
 * POST form answers only the matching rows and how many match in all.
 */
export const useRecipientRows = (key: string, rules: readonly FilterRule[]) =>
  useInfiniteQuery({
    queryKey: RECIPIENT_DATA_KEYS.rows(useWorkspace(), key, rules),
    initialPageParam: '0',
    queryFn: ({ pageParam, signal }) => {
      const path = `/app/recipient_datas/${encodeURIComponent(key)}/rows`;
      return rules.length
        ? api.post<RowsPage>(
            path,
            { query: { filter_rules: rules }, cursor: Number(pageParam) },
            { signal, silent: true },
          )
        : api.get<RowsPage>(path, { query: { cursor: pageParam }, signal, silent: true });
    },
    getNextPageParam: (last) => last.cursor ?? undefined,
  });

/** POST add_update_recipient_data: a new list (no key), or a rename / (un)archive. */
export const saveRecipientData = (data: {
  key?: string;
  description?: string;
  archived?: boolean;
}) =>
  api.post<{ recipient_data: RecipientData }>(
    '/app/recipient_datas/add_update_recipient_data',
    { data },
    { silent: true },
  );

/** Spec §7 CSV upload: ask for a URL, PUT the file (with progress), then import it. */
export const uploadRecipientCsv = async (
  key: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<TempCsv> => {
  const ticket = await api.get<{ url: string; file_key: string; temp_csv_key: string }>(
    `/app/get_csv_upload_url/${encodeURIComponent(key)}`,
    { query: { filename: file.name }, silent: true },
  );
  // The content type the server presigned for (S3 checks it): text/csv, or text/plain for .txt.
  await putWithProgress(ticket.url, file, onProgress, appendixContentType(file.name));
  const done = await api.post<{ temp_csv: TempCsv }>(
    `/app/csv_upload_success/${encodeURIComponent(ticket.temp_csv_key)}`,
    { file_key: ticket.file_key },
    { silent: true },
  );
  return done.temp_csv;
};
