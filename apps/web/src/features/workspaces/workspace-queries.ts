import type { Account, AccountMember, UserAccount } from '@quire/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api-client.ts';
import { QUERY_KEYS } from '../../app/query-keys.ts';

/** POST /app/accounts/{key or empty} */
export type SavedAccount = { data: { account: Account; user_account: UserAccount } };

export const useAccount = (key: string) =>
  useQuery({
    queryKey: QUERY_KEYS.account(key),
    queryFn: ({ signal }) =>
      api.get<{ data: { account: Account } }>(`/app/accounts/${encodeURIComponent(key)}`, {
        signal,
      }),
    select: (answer) => answer.data.account,
  });

export const useAccountMembers = (key: string) =>
  useQuery({
    queryKey: QUERY_KEYS.accountMembers(key),
    queryFn: ({ signal }) =>
      api.get<{ user_accounts: AccountMember[] }>(
        `/app/accounts/${encodeURIComponent(key)}/user_accounts`,
        // The page explains a refusal itself (no can_view_teams is a state, not an error).
        { signal, silent: true },
      ),
    select: (answer) => answer.user_accounts,
  });

/** Creates a workspace (no key) or renames one; forms show the refusal beside the field. */
export const useSaveAccount = (key: string | null) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      api.post<SavedAccount>(
        key ? `/app/accounts/${encodeURIComponent(key)}` : '/app/accounts/',
        { data: { name } },
        { silent: true },
      ),
    onSuccess: (answer) => {
      const { account } = answer.data;
      queryClient.setQueryData(QUERY_KEYS.account(account.key), { data: { account } });
      // The workspace picker lists account names.
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.userAccounts });
    },
  });
};
