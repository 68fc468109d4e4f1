import type { BillingAnswer, ChoosePlanInput } from '@quire/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api-client.ts';
import { useSelectedMembership } from '../../app/session/use-permissions.ts';

/** Query keys of #billing, per selected workspace. */
export const BILLING_KEYS = {
  all: ['billing'] as const,
  workspace: (workspace: string) => ['billing', workspace] as const,
};

const useWorkspace = () => useSelectedMembership()?.key ?? 'default';

/** GET /app/billing: the selected workspace's plan and this month's sends (or billing off). */
export const useBilling = () =>
  useQuery({
    queryKey: BILLING_KEYS.workspace(useWorkspace()),
    queryFn: ({ signal }) =>
      api.get<{ billing: BillingAnswer }>('/app/billing', { signal, silent: true }),
    select: (answer) => answer.billing,
  });

/** POST /app/billing/plan (admins): the answer is the new billing, put straight into the cache. */
export const useChoosePlan = () => {
  const queryClient = useQueryClient();
  const workspace = useWorkspace();
  return useMutation({
    mutationFn: (input: ChoosePlanInput) =>
      api.post<{ billing: BillingAnswer; message: string }>('/app/billing/plan', input, {
        silent: true,
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData(BILLING_KEYS.workspace(workspace), { billing: answer.billing });
    },
  });
};
