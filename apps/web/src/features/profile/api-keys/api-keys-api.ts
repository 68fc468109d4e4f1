import type { ApiKeyView } from '@quire/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../app/api-client.ts';

export const API_KEYS_KEY = ['user', 'api_keys'] as const;

export const useApiKeys = () =>
  useQuery({
    queryKey: API_KEYS_KEY,
    queryFn: ({ signal }) => api.get<{ api_keys: ApiKeyView[] }>('/app/api_keys/', { signal }),
    select: (answer) => answer.api_keys,
  });

export type NewApiKey = { api_key: string; key: ApiKeyView };

export const useCreateApiKey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { entity_key: string; name: string }) =>
      api.post<NewApiKey>('/app/api_keys/', input, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_KEYS_KEY }),
  });
};

export const useRevokeApiKey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: string) =>
      api.request(`/app/api_keys/${encodeURIComponent(key)}`, { method: 'DELETE', silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_KEYS_KEY }),
  });
};
