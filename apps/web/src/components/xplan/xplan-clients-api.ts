import type { XplanClientData, XplanClientSummary } from '@quire/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api-client.ts';
import { useSelectedMembership } from '../../app/session/use-permissions.ts';

/** Under the Integrations screen's keys (['integrations', workspace, …]), so its refreshes reach these. */
const XPLAN_CLIENT_KEYS = {
  clients: (workspace: string, term: string) =>
    ['integrations', workspace, 'clients', term] as const,
  client: (workspace: string, id: number) => ['integrations', workspace, 'client', id] as const,
};

const useWorkspace = () => useSelectedMembership()?.key ?? 'default';

/** §7 get_available_clients, only for 2 characters or more (the caller decides). */
export const useXplanClients = (configurationId: string, term: string) =>
  useQuery({
    queryKey: [...XPLAN_CLIENT_KEYS.clients(useWorkspace(), term), configurationId],
    queryFn: ({ signal }) =>
      api.get<{ data: XplanClientSummary[] }>('/app/integrations/xplan/get_available_clients', {
        query: { search_term: term, integration_configuration_id: configurationId },
        signal,
        silent: true,
      }),
    enabled: term !== '',
    retry: false,
  });

export const useXplanClientData = (configurationId: string, clientId: number | null) =>
  useQuery({
    queryKey: [...XPLAN_CLIENT_KEYS.client(useWorkspace(), clientId ?? 0), configurationId],
    queryFn: () =>
      api.post<XplanClientData>(
        '/app/integrations/xplan/get_client_data',
        { client_id: clientId, integration_configuration_id: configurationId },
        { silent: true },
      ),
    enabled: clientId !== null,
    retry: false,
  });

/** The workspace's connected XPLAN a member may read clients through, or null (none connected). */
export const useXplanConnection = () =>
  useQuery({
    queryKey: ['integrations', useWorkspace(), 'connection'] as const,
    queryFn: ({ signal }) =>
      api.get<{ data: { integration_configuration_id: string; name: string } | null }>(
        '/app/integrations/xplan/connection',
        { signal, silent: true },
      ),
    retry: false,
  });
