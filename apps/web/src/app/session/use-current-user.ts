import type { User, UserAccount } from '@quire/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { QUERY_KEYS } from '../query-keys.ts';

/** GET /app/user */
export type CurrentUser = {
  user: User;
  user_can_browse: boolean;
  user_account_key: string | null;
  /** An operator of the instance (QUIRE_OPERATORS): the user menu links to #management. */
  user_is_operator?: boolean;
  /** §6 mandatory two-step without a second step yet: #documents opens the setup. */
  two_step_setup_required?: boolean;
};

export const useCurrentUser = () =>
  useQuery({
    queryKey: QUERY_KEYS.currentUser,
    queryFn: ({ signal }) => api.get<CurrentUser>('/app/user', { signal }),
  });

/** GET /app/user/user_accounts: every workspace the user belongs to. */
export const useUserAccounts = (enabled = true) =>
  useQuery({
    queryKey: QUERY_KEYS.userAccounts,
    queryFn: ({ signal }) =>
      api.get<{ user_accounts: UserAccount[] }>('/app/user/user_accounts', { signal }),
    select: (answer) => answer.user_accounts,
    enabled,
  });
