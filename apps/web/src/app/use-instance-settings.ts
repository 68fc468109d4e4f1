import { DEFAULT_INSTANCE_SETTINGS, type InstanceSettings } from '@quire/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { QUERY_KEYS } from './query-keys.ts';

/**
 * GET /app/instance_settings, asked once per page load (the configuration changes only with a
 * restart, which also reloads the page through the version check). Until the answer is in, or if
 * it never comes, the defaults of an unconfigured server stand in: the server checks again anyway.
 */
export const instanceSettingsQuery = {
  queryKey: QUERY_KEYS.instanceSettings,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.get<{ instance_settings: InstanceSettings }>('/app/instance_settings', {
      signal,
      silent: true,
      ignoreUnauthorized: true,
    }),
  staleTime: Infinity,
  gcTime: Infinity,
};

export const useInstanceSettings = (): InstanceSettings => {
  const query = useQuery({
    ...instanceSettingsQuery,
    select: (answer) => answer.instance_settings,
  });
  return query.data ?? DEFAULT_INSTANCE_SETTINGS;
};
