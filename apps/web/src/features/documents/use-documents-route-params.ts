import type { UserAccount } from '@quire/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '../../app/api-client.ts';
import { i18n } from '../../i18n/i18n.ts';
import { showDanger } from '../../app/notices.ts';
import { QUERY_KEYS } from '../../app/query-keys.ts';
import { saveUserAccountKey } from '../../app/session-storage.ts';

const SWITCH_PARAMS = ['user_account', 'refresh'] as const;

/**
 * Spec §2 #documents params: user_account switches the account, marks its notifications read
 * and reloads the list; refresh forces a refetch. Both are one-off commands, so they are
 * removed from the address once carried out (a reload must not switch again).
 */
export const useDocumentsRouteParams = (): void => {
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const handled = useRef<string | null>(null);
  const userAccountKey = searchParams.get('user_account');
  const refresh = searchParams.has('refresh');

  useEffect(() => {
    if (userAccountKey === null && !refresh) return;
    const command = `${userAccountKey ?? ''}|${String(refresh)}`;
    if (handled.current === command) return;
    handled.current = command;

    const carryOut = async () => {
      if (userAccountKey !== null) {
        const accounts = await queryClient
          .fetchQuery({
            queryKey: QUERY_KEYS.userAccounts,
            queryFn: () => api.get<{ user_accounts: UserAccount[] }>('/app/user/user_accounts'),
            // A workspace just joined (invitation, "added" mail) is not in a list cached before.
            staleTime: 0,
          })
          .catch(() => null);
        // A key that isn't one of the user's accounts would make every later call fail.
        if (!accounts?.user_accounts.some((account) => account.key === userAccountKey)) {
          showDanger(i18n.t('documents.page.notWorkspaceMember'));
          return;
        }
        saveUserAccountKey(userAccountKey);
        await api
          .post('/app/notifications/mark_all_as_read', { related_key: userAccountKey })
          .catch(() => undefined);
      }
      // The account's user, permissions, notifications and lists all change with it.
      await queryClient.invalidateQueries();
    };
    void carryOut();

    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        SWITCH_PARAMS.forEach((name) => next.delete(name));
        return next;
      },
      { replace: true },
    );
  }, [userAccountKey, refresh, queryClient, setSearchParams]);
};
