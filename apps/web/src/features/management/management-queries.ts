import { type ManagedPermissions, type PermissionChange, type PermissionPath } from '@quire/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api-client.ts';
import { showDanger, showSuccess } from '../../app/notices.ts';
import { i18n } from '../../i18n/i18n.ts';

/** The screen's own keys: nothing else in the app reads or invalidates them. */
const KEYS = {
  all: ['management'] as const,
  check: ['management', 'ensure_logged_in'] as const,
  permissions: (emails: string) => ['management', 'permissions', emails] as const,
  history: (emails: string) => ['management', 'history', emails] as const,
};

/**
 * GET /app/management/ensure_logged_in. Its 401s are this screen's to explain (a reload would
 * only ask again), so the client's reload-after-401 is left out; a login redirect is followed.
 */
export const useOperatorCheck = () =>
  useQuery({
    queryKey: KEYS.check,
    queryFn: ({ signal }) =>
      api.get('/app/management/ensure_logged_in', {
        signal,
        ignoreUnauthorized: true,
        silent: true,
      }),
    retry: false,
  });

/** GET /app/management/get_all_permissions?email_address= (a comma-separated list). */
export const useManagedPermissions = (emails: string | null) =>
  useQuery({
    queryKey: KEYS.permissions(emails ?? ''),
    queryFn: ({ signal }) =>
      api.get<{ data: ManagedPermissions }>('/app/management/get_all_permissions', {
        signal,
        silent: true,
        query: { email_address: emails },
      }),
    select: (answer) => answer.data,
    enabled: emails !== null,
    retry: false,
  });

/** GET /app/management/permission_changes?email_address= */
export const usePermissionHistory = (emails: string | null) =>
  useQuery({
    queryKey: KEYS.history(emails ?? ''),
    queryFn: ({ signal }) =>
      api.get<{ permission_changes: PermissionChange[] }>('/app/management/permission_changes', {
        signal,
        query: { email_address: emails },
      }),
    select: (answer) => answer.permission_changes,
    enabled: emails !== null,
  });

export type PermissionUpdate = {
  /** Who to change: the addresses found by the fetch. */
  emails: string;
  permissions: Partial<Record<PermissionPath, boolean>>;
  userAccountKey?: string;
};

/**
 * POST /app/management/update_permissions with only the changed flags. Spec §8: 'Permissions
 * updated' or 'Failure updating permissions', and a refetch either way.
 */
export const useUpdatePermissions = (fetchedEmails: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ emails, permissions, userAccountKey }: PermissionUpdate) =>
      api.post(
        '/app/management/update_permissions',
        {
          data: {
            permissions,
            ...(userAccountKey ? { user_account_key: userAccountKey } : {}),
          },
        },
        { silent: true, query: { email_address: emails } },
      ),
    onSuccess: () => showSuccess(i18n.t('management.updated')),
    onError: () => showDanger(i18n.t('management.updateFailed')),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: KEYS.permissions(fetchedEmails) }),
        queryClient.invalidateQueries({ queryKey: KEYS.history(fetchedEmails) }),
      ]),
  });
};
