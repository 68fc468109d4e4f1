import type {
  EventSubscriptionKey,
  WebhookDelivery,
  WebhookDeliveryDetail,
  WebhookDeliveryState,
  WebhookEndpoint,
  WebhookEndpointPatch,
} from '@quire/domain';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api-client.ts';
import { useSelectedMembership } from '../../app/session/use-permissions.ts';

export type WorkspaceEvent = { key: EventSubscriptionKey; label: string; subscribed: boolean };
export type WebhooksAnswer = { endpoints: WebhookEndpoint[]; events: WorkspaceEvent[] };
export type DeliveryFilter = WebhookDeliveryState | 'all';

/** Query keys of the webhooks screen, per selected workspace. */
export const WEBHOOK_KEYS = {
  all: ['webhooks'] as const,
  list: (workspace: string) => ['webhooks', workspace, 'list'] as const,
  deliveries: (workspace: string, filter: DeliveryFilter) =>
    ['webhooks', workspace, 'deliveries', filter] as const,
  delivery: (workspace: string, key: string) => ['webhooks', workspace, 'delivery', key] as const,
};

const useWorkspace = () => useSelectedMembership()?.key ?? 'default';
const path = (key: string, rest = '') => `/app/webhooks/${encodeURIComponent(key)}${rest}`;

export const useWebhooks = () =>
  useQuery({
    queryKey: WEBHOOK_KEYS.list(useWorkspace()),
    queryFn: ({ signal }) => api.get<WebhooksAnswer>('/app/webhooks', { signal, silent: true }),
  });

/** Every change here may change what the list and the log show: both are read again. */
const useInvalidating = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: WEBHOOK_KEYS.all });
};

export const useCreateWebhook = () => {
  const invalidate = useInvalidating();
  return useMutation({
    mutationFn: (input: { url: string; description: string }) =>
      api.post<{ endpoint: WebhookEndpoint; secret: string }>('/app/webhooks', input, {
        silent: true,
      }),
    onSuccess: invalidate,
  });
};

export const useUpdateWebhook = () => {
  const invalidate = useInvalidating();
  return useMutation({
    mutationFn: ({ key, patch }: { key: string; patch: WebhookEndpointPatch }) =>
      api.post<{ endpoint: WebhookEndpoint }>(path(key), patch, { silent: true }),
    onSuccess: invalidate,
  });
};

export const useDeleteWebhook = () => {
  const invalidate = useInvalidating();
  return useMutation({
    mutationFn: (key: string) => api.request(path(key), { method: 'DELETE', silent: true }),
    onSuccess: invalidate,
  });
};

export const useWebhookSecret = () =>
  useMutation({
    mutationFn: (key: string) =>
      api.get<{ secret: string }>(path(key, '/secret'), { silent: true }),
  });

export const useRollWebhookSecret = () =>
  useMutation({
    mutationFn: (key: string) =>
      api.post<{ secret: string }>(path(key, '/roll_secret'), undefined, { silent: true }),
  });

export const useSendTestWebhook = () => {
  const invalidate = useInvalidating();
  return useMutation({
    mutationFn: (key: string) => api.post(path(key, '/test'), undefined, { silent: true }),
    onSuccess: invalidate,
  });
};

export const useUpdateWorkspaceEvents = () => {
  const queryClient = useQueryClient();
  const workspace = useWorkspace();
  return useMutation({
    mutationFn: (keys: string[]) =>
      api.post<{ events: WorkspaceEvent[] }>('/app/webhooks/events', { keys }, { silent: true }),
    onSuccess: (answer) =>
      queryClient.setQueryData<WebhooksAnswer>(WEBHOOK_KEYS.list(workspace), (old) =>
        old ? { ...old, events: answer.events } : old,
      ),
  });
};

/** The delivery log, newest first, page by page; read again every few seconds while open. */
export const useDeliveries = (filter: DeliveryFilter) =>
  useInfiniteQuery({
    queryKey: WEBHOOK_KEYS.deliveries(useWorkspace(), filter),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      api.get<{ deliveries: WebhookDelivery[]; next_cursor: string | null }>(
        '/app/webhooks/deliveries',
        {
          signal,
          silent: true,
          query: { state: filter === 'all' ? undefined : filter, cursor: pageParam ?? undefined },
        },
      ),
    getNextPageParam: (page) => page.next_cursor,
    refetchInterval: 5000,
  });

export const useDelivery = (key: string | null) =>
  useQuery({
    queryKey: WEBHOOK_KEYS.delivery(useWorkspace(), key ?? ''),
    enabled: key !== null,
    queryFn: ({ signal }) =>
      api.get<{ delivery: WebhookDeliveryDetail }>(
        `/app/webhooks/deliveries/${encodeURIComponent(key!)}`,
        { signal, silent: true },
      ),
    select: (answer) => answer.delivery,
    refetchInterval: (query) => (query.state.data?.delivery.state === 'pending' ? 2000 : false),
  });

export const useReplayDelivery = () => {
  const invalidate = useInvalidating();
  return useMutation({
    mutationFn: (key: string) =>
      api.post(`/app/webhooks/deliveries/${encodeURIComponent(key)}/replay`, undefined, {
        silent: true,
      }),
    onSuccess: invalidate,
  });
};
