import type { ApplicationView } from '@quire/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api-client.ts';
import { useSelectedMembership } from '../../app/session/use-permissions.ts';

/** Applications belong to the member in the selected workspace: the list is kept per workspace. */
const useApplicationsKey = () =>
  ['applications', useSelectedMembership()?.key ?? 'default'] as const;

export const useApplications = () =>
  useQuery({
    queryKey: useApplicationsKey(),
    queryFn: ({ signal }) =>
      api.get<{ applications: ApplicationView[] }>('/app/applications/', { signal, silent: true }),
    select: (answer) => answer.applications,
  });

/** What create and refresh answer: the application and its secret, this once. */
export type WithSecret = { application: ApplicationView; client_secret: string };

const path = (key: string) => `/app/applications/${encodeURIComponent(key)}`;

export const useCreateApplication = () => {
  const queryClient = useQueryClient();
  const queryKey = useApplicationsKey();
  return useMutation({
    mutationFn: (name: string) =>
      api.post<WithSecret>('/app/applications/', { data: { name } }, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
  });
};

/** PUT with a new name; the list is patched in place so a typing field is not re-rendered. */
export const useRenameApplication = () => {
  const queryClient = useQueryClient();
  const queryKey = useApplicationsKey();
  return useMutation({
    mutationFn: ({ key, name }: { key: string; name: string }) =>
      api.request<{ application: ApplicationView; message: string }>(path(key), {
        method: 'PUT',
        body: { data: { name } },
        silent: true,
      }),
    onSuccess: ({ application }) =>
      queryClient.setQueryData<{ applications: ApplicationView[] }>(queryKey, (old) =>
        old
          ? {
              applications: old.applications.map((a) =>
                a.key === application.key ? application : a,
              ),
            }
          : old,
      ),
  });
};

export const useRefreshSecret = () => {
  const queryClient = useQueryClient();
  const queryKey = useApplicationsKey();
  return useMutation({
    mutationFn: (key: string) =>
      api.request<WithSecret & { message: string }>(path(key), {
        method: 'PUT',
        query: { refresh_secret: true },
        body: {},
        silent: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
  });
};

export const useDeleteApplication = () => {
  const queryClient = useQueryClient();
  const queryKey = useApplicationsKey();
  return useMutation({
    mutationFn: (key: string) => api.request(path(key), { method: 'DELETE', silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
  });
};
