import type { User } from '@quire/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../app/api-client.ts';
import { QUERY_KEYS } from '../../../app/query-keys.ts';
import type { CurrentUser } from '../../../app/session/use-current-user.ts';

export type UserAnswer = { user: User; message: string };

/** Keeps the shell's current user in step with what the server answered. */
export const useStoreUser = () => {
  const queryClient = useQueryClient();
  return (user: User) =>
    queryClient.setQueryData<CurrentUser>(QUERY_KEYS.currentUser, (current) =>
      current ? { ...current, user } : current,
    );
};

/** POST /app/user with `data`; its errors are shown by the section that asked, not as a notice. */
export const useUpdateUser = () => {
  const storeUser = useStoreUser();
  return useMutation({
    mutationFn: (data: Record<string, unknown>) =>
      api.post<UserAnswer>('/app/user', { data }, { silent: true }),
    onSuccess: (answer) => storeUser(answer.user),
  });
};
