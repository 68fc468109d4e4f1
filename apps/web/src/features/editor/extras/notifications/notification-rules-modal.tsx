import {
  Alert,
  Input,
  SimpleGrid,
  Button,
  Group,
  Select,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import {
  DEFAULT_NOTIFICATION_COUNTDOWN_SECONDS,
  NOTIFICATION_COUNTDOWN_OPTIONS,
  NOTIFICATION_RULE_EVENTS,
  actionsForEvent,
  isTimeSensitiveEvent,
  type NotificationRuleAction,
  type NotificationRuleEvent,
} from '@quire/domain';
import { IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countdownText } from './countdown-text.ts';
import { showDanger } from '../../../../app/notices.ts';
import { notificationRulesApi } from '../extras-api.ts';
import { EXTRAS_KEYS } from '../extras-query-keys.ts';
import { NotificationRuleRow } from './notification-rule-row.tsx';
import { ExtrasModal, type PackExtrasModalProps } from '../extras-modal.tsx';

/** Spec §2 notification rules modal: add a rule (action, event, countdown of §9), list, delete. */
export const NotificationRulesModal = ({
  packKey,
  opened,
  onClose,
  readOnly,
}: PackExtrasModalProps) => {
  const { t } = useTranslation();
  return (
    <ExtrasModal
      title={t('editor.more.notificationRules')}
      opened={opened}
      onClose={onClose}
      size="lg"
    >
      <NotificationRules packKey={packKey} readOnly={readOnly} />
    </ExtrasModal>
  );
};

const NotificationRules = ({ packKey, readOnly }: { packKey: string; readOnly: boolean }) => {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const eventOptions = NOTIFICATION_RULE_EVENTS.map((value) => ({
    value,
    label: t(`editor.notifications.events.${value}`),
  }));
  const countdownOptions = NOTIFICATION_COUNTDOWN_OPTIONS.map((option) => ({
    value: String(option.seconds),
    label: countdownText(t, option.seconds),
  }));
  const queryKey = EXTRAS_KEYS.notificationRules(packKey);
  const rules = useQuery({
    queryKey,
    queryFn: ({ signal }) => notificationRulesApi.list(packKey, signal),
  });
  const [event, setEvent] = useState<NotificationRuleEvent>('not_signed');
  const [action, setAction] = useState<NotificationRuleAction>('notify');
  const [countdown, setCountdown] = useState(DEFAULT_NOTIFICATION_COUNTDOWN_SECONDS);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<string | null>(null);

  const actions = actionsForEvent(event);
  const chooseEvent = (next: NotificationRuleEvent) => {
    setEvent(next);
    // §9: remind is only for not signed.
    if (!actionsForEvent(next).includes(action)) setAction('notify');
  };

  const add = async () => {
    setAdding(true);
    try {
      await notificationRulesApi.save(packKey, {
        action,
        event,
        countdown_seconds: isTimeSensitiveEvent(event)
          ? countdown
          : DEFAULT_NOTIFICATION_COUNTDOWN_SECONDS,
      });
      await queryClient.invalidateQueries({ queryKey });
    } catch {
      showDanger(t('editor.notifications.failed'));
    } finally {
      setAdding(false);
    }
  };

  const remove = async (key: string) => {
    setDeleting(key);
    try {
      await notificationRulesApi.remove(key);
      await queryClient.invalidateQueries({ queryKey });
    } catch {
      // The api client has shown the server's message.
    } finally {
      setDeleting(null);
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('editor.notifications.intro')}
      </Text>
      {!readOnly && (
        <Stack
          gap="sm"
          p="md"
          bg="gray.0"
          style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
        >
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Select
              label={t('editor.notifications.when')}
              data={eventOptions}
              value={event}
              allowDeselect={false}
              onChange={(value) => value && chooseEvent(value as NotificationRuleEvent)}
            />
            {isTimeSensitiveEvent(event) ? (
              <Select
                label={t('editor.notifications.for')}
                data={countdownOptions}
                value={String(countdown)}
                allowDeselect={false}
                onChange={(value) => value && setCountdown(Number(value))}
              />
            ) : (
              <Stack gap={4}>
                <Input.Label>{t('editor.notifications.for')}</Input.Label>
                <Text size="sm" c="dimmed" py={6}>
                  {t('editor.notifications.asSoon')}
                </Text>
              </Stack>
            )}
          </SimpleGrid>
          <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
            <Stack gap={4}>
              <Input.Label id="notification-action-label">
                {t('editor.notifications.then')}
              </Input.Label>
              <SegmentedControl
                aria-labelledby="notification-action-label"
                value={action}
                onChange={(value) => setAction(value as NotificationRuleAction)}
                data={(['notify', 'remind'] as const).map((value) => ({
                  value,
                  label: t(`editor.notifications.actions.${value}`),
                  disabled: !actions.includes(value),
                }))}
              />
            </Stack>
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => void add()}
              loading={adding}
            >
              {t('editor.rules.add')}
            </Button>
          </Group>
        </Stack>
      )}
      {rules.isPending ? (
        <Skeleton height={96} radius="md" />
      ) : rules.isError ? (
        <Alert color="red" variant="light">
          {t('editor.notifications.loadFailed')}
        </Alert>
      ) : rules.data.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="md">
          {t('editor.notifications.empty')}
        </Text>
      ) : (
        <Stack gap="xs" aria-label={t('editor.more.notificationRules')} role="list">
          {rules.data.map((rule) => (
            <NotificationRuleRow
              key={rule.key}
              rule={rule}
              readOnly={readOnly}
              deleting={deleting === rule.key}
              onDelete={() => void remove(rule.key)}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
};
