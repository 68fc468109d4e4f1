import { POLLING, type Notification } from '@quire/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api-client.ts';
import { QUERY_KEYS } from '../../app/query-keys.ts';
import { useWindowFocused } from '../../app/use-window-focused.ts';

/** GET /app/notifications */
export type NotificationsFeed = {
  notifications: Notification[];
  cursor: string | null;
  unread_count: number;
};

/** Spec §9: every 120 s, every 300 s while the window is blurred. */
export const notificationsPollMs = (windowFocused: boolean): number =>
  windowFocused ? POLLING.notificationsMs : POLLING.notificationsBlurredMs;

/** Only verified users load notifications (spec §6). */
export const useNotificationsFeed = (enabled: boolean) => {
  const focused = useWindowFocused();
  return useQuery({
    queryKey: QUERY_KEYS.notifications,
    queryFn: ({ signal }) => api.get<NotificationsFeed>('/app/notifications', { signal }),
    enabled,
    refetchInterval: notificationsPollMs(focused),
    // A blurred window polls more slowly rather than not at all.
    refetchIntervalInBackground: true,
  });
};
