import type { AccountMember, AddUserAccountInput } from '@quire/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api-client.ts';
import { QUERY_KEYS } from '../../app/query-keys.ts';

type Answer = { message?: string };
type MemberAnswer = Answer & { user_account: AccountMember };

/**
 * The member actions of #team/{key}. Each refreshes the member list and the user's own
 * workspaces (leaving or being made admin changes the picker and the page). Failures are shown
 * by the screen with the server's message or the §8 fallback, so the calls are silent.
 */
export const useMemberMutations = (accountKey: string) => {
  const queryClient = useQueryClient();
  const base = `/app/accounts/${encodeURIComponent(accountKey)}`;
  const refresh = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: QUERY_KEYS.accountMembers(accountKey) }),
      queryClient.invalidateQueries({ queryKey: QUERY_KEYS.userAccounts }),
    ]);
  };

  const add = useMutation({
    mutationFn: (data: AddUserAccountInput) =>
      api.post<MemberAnswer>(`${base}/add_user_account`, { data }, { silent: true }),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: (data: { user_account_key: string; is_admin: boolean }) =>
      api.post<MemberAnswer>(`${base}/update_user_account`, { data }, { silent: true }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (user_account_key: string) =>
      api.post<Answer>(
        `${base}/remove_user_account`,
        { data: { user_account_key } },
        { silent: true },
      ),
    onSuccess: refresh,
  });
  const resend = useMutation({
    mutationFn: (user_account_key: string) =>
      api.post<Answer>(
        `${base}/resend_invitation`,
        { data: { user_account_key } },
        { silent: true },
      ),
  });
  return { add, update, remove, resend };
};
