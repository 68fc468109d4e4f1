import type { MailNotificationKind, User } from '@quire/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api-client.ts';
import { QUERY_KEYS } from '../../app/query-keys.ts';
import type { CurrentUser } from '../../app/session/use-current-user.ts';

export type MailNotificationChange = { kind: MailNotificationKind; on: boolean };

/**
 * Saves one switch as it is flipped (POST /app/user with only that kind). The switch moves at
 * once; a refusal puts it back. Only the flipped kind is taken from the answer, so an answer that
 * overtakes another switch's request cannot flip that one back.
 */
export const useSaveMailNotification = () => {
  const queryClient = useQueryClient();
  const setKind = (kind: MailNotificationKind, on: boolean) =>
    queryClient.setQueryData<CurrentUser>(QUERY_KEYS.currentUser, (current) =>
      current
        ? {
            ...current,
            user: {
              ...current.user,
              mail_notifications: { ...current.user.mail_notifications, [kind]: on },
            },
          }
        : current,
    );
  return useMutation({
    mutationFn: ({ kind, on }: MailNotificationChange) =>
      api.post<{ user: User }>(
        '/app/user',
        { data: { mail_notifications: { [kind]: on } } },
        { silent: true },
      ),
    onMutate: async ({ kind, on }) => {
      await queryClient.cancelQueries({ queryKey: QUERY_KEYS.currentUser, exact: true });
      setKind(kind, on);
    },
    onError: (_error, { kind, on }) => setKind(kind, !on),
    onSuccess: (answer, { kind }) => setKind(kind, answer.user.mail_notifications[kind]),
  });
};
