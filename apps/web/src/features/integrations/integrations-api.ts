import type {
  IntegrationConfigurationView,
  SetUpIntegrationRequest,
  UpdateIntegrationRequest,
} from '@quire/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api-client.ts';
import { useSelectedMembership } from '../../app/session/use-permissions.ts';

/** Query keys of the Integrations screen, per selected workspace. */
export const INTEGRATION_KEYS = {
  all: ['integrations'] as const,
  list: (workspace: string) => ['integrations', workspace, 'list'] as const,
};

const useWorkspace = () => useSelectedMembership()?.key ?? 'default';

export const fetchIntegrations = () =>
  api.get<{ integrations: IntegrationConfigurationView[] }>(
    '/app/integration_configuration/get_configured_integrations',
    { silent: true },
  );

export const useIntegrations = () =>
  useQuery({ queryKey: INTEGRATION_KEYS.list(useWorkspace()), queryFn: fetchIntegrations });

const useInvalidating = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: INTEGRATION_KEYS.all });
};

export const useSetUpIntegration = () =>
  useMutation({
    mutationFn: (data: SetUpIntegrationRequest) =>
      api.post<{ integration: IntegrationConfigurationView; authorisation_url: string }>(
        '/app/integrations/set_up_integration_configuration',
        { data },
        { silent: true },
      ),
  });

export const changeIntegration = (data: UpdateIntegrationRequest) =>
  api.post<{ integration: IntegrationConfigurationView; message: string }>(
    '/app/integration_configuration/add_update_delete_configured_integration',
    { data },
    { silent: true },
  );

export const useChangeIntegration = () => {
  const invalidate = useInvalidating();
  return useMutation({ mutationFn: changeIntegration, onSuccess: invalidate });
};

export const useInvalidateIntegrations = useInvalidating;
