import {
  ActionIcon,
  Box,
  Button,
  Group,
  Indicator,
  Loader,
  Popover,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import type { Notification } from '@quire/domain';
import { IconBell, IconBellOff } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../app/api-client.ts';
import { QUERY_KEYS } from '../../app/query-keys.ts';
import { formatUpdateDate } from '../../components/format-update-date.ts';
import { serverText } from '../../i18n/server-text.ts';
import { notificationTarget } from './notification-target.ts';
import classes from './notifications-popover.module.css';
import { useNotificationsFeed, type NotificationsFeed } from './use-notifications-feed.ts';

const markedRead = (feed: NotificationsFeed, key: string): NotificationsFeed => ({
  ...feed,
  notifications: feed.notifications.map((item) =>
    item.key === key ? { ...item, read: true } : item,
  ),
  unread_count: Math.max(
    0,
    feed.unread_count - (feed.notifications.some((n) => n.key === key && !n.read) ? 1 : 0),
  ),
});

export const NotificationsPopover = () => {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const feed = useNotificationsFeed(true);
  const unread = feed.data?.unread_count ?? 0;

  const refresh = () => queryClient.invalidateQueries({ queryKey: QUERY_KEYS.notifications });

  const markOne = useMutation({
    mutationFn: (key: string) => api.post(`/app/notifications/${encodeURIComponent(key)}`),
    onMutate: (key) =>
      queryClient.setQueryData<NotificationsFeed>(QUERY_KEYS.notifications, (current) =>
        current ? markedRead(current, key) : current,
      ),
    onSettled: refresh,
  });

  const markAll = useMutation({
    mutationFn: () => api.post('/app/notifications/mark_all_as_read', {}),
    onSettled: refresh,
  });

  const open = (notification: Notification) => {
    setOpened(false);
    if (!notification.read) markOne.mutate(notification.key);
    const target = notificationTarget(notification.url);
    if (target?.kind === 'route') navigate(target.path);
    else if (target?.kind === 'page') window.location.assign(target.url);
  };

  const items = feed.data?.notifications ?? [];

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom"
      width={340}
      shadow="md"
      withArrow
    >
      <Popover.Target>
        <Indicator
          label={unread}
          size={18}
          maxValue={99}
          disabled={unread === 0}
          offset={6}
          color="red"
        >
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            radius="xl"
            aria-label={t('notifications.title')}
            onClick={() => setOpened((current) => !current)}
          >
            <IconBell size={20} />
          </ActionIcon>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown p={0} maw="calc(100vw - 24px)">
        <Group justify="space-between" px="md" py="sm" wrap="nowrap">
          <Text fw={600} size="sm">
            {t('notifications.title')}
          </Text>
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={() => markAll.mutate()}
            disabled={unread === 0}
            loading={markAll.isPending}
          >
            {t('notifications.markAll')}
          </Button>
        </Group>
        <Box style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
          {feed.isPending ? (
            <Group justify="center" p="lg">
              <Loader size="sm" />
            </Group>
          ) : items.length === 0 ? (
            <Stack align="center" gap={6} p="lg">
              <IconBellOff size={24} color="var(--mantine-color-gray-5)" aria-hidden="true" />
              <Text size="sm" c="dimmed">
                {t('notifications.empty')}
              </Text>
            </Stack>
          ) : (
            <ScrollArea.Autosize mah={360} type="auto">
              <Stack gap={0} p={4} component="ul" m={0} style={{ listStyle: 'none' }}>
                {items.map((notification) => (
                  <li key={notification.key}>
                    <UnstyledButton className={classes.item} onClick={() => open(notification)}>
                      <Group gap="sm" wrap="nowrap" align="flex-start">
                        <span
                          className={notification.read ? classes.readSpacer : classes.unreadDot}
                          aria-hidden="true"
                        />
                        <Stack gap={2} miw={0}>
                          <Text size="sm" fw={notification.read ? 400 : 600} lh={1.35}>
                            {!notification.read && (
                              <VisuallyHidden>{t('notifications.unread')}</VisuallyHidden>
                            )}
                            {serverText(notification.message)}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {formatUpdateDate(notification.date_created)}
                          </Text>
                        </Stack>
                      </Group>
                    </UnstyledButton>
                  </li>
                ))}
              </Stack>
            </ScrollArea.Autosize>
          )}
        </Box>
      </Popover.Dropdown>
    </Popover>
  );
};
