import { ActionIcon, Badge, Group, Text, Tooltip } from '@mantine/core';
import { isTimeSensitiveEvent } from '@quire/domain';
import { IconBell, IconClockHour4, IconTrash } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { countdownText } from './countdown-text.ts';
import type { NotificationRuleDto } from '../extras-types.ts';

/** When a rule fires: "after 7 days", or "at once". */
const whenText = (t: TFunction, rule: NotificationRuleDto): string =>
  isTimeSensitiveEvent(rule.event)
    ? t('editor.notifications.after', { countdown: countdownText(t, rule.countdown_seconds) })
    : t('editor.notifications.atOnce');

/** Spells a rule out: "Remind · Not signed · after 7 days". */
export const describeNotificationRule = (t: TFunction, rule: NotificationRuleDto): string =>
  [
    t(`editor.notifications.actions.${rule.action}`),
    t(`editor.notifications.events.${rule.event}`),
    whenText(t, rule),
  ].join(' · ');

type NotificationRuleRowProps = {
  rule: NotificationRuleDto;
  readOnly: boolean;
  deleting: boolean;
  onDelete: () => void;
};

export const NotificationRuleRow = ({
  rule,
  readOnly,
  deleting,
  onDelete,
}: NotificationRuleRowProps) => {
  const { t } = useTranslation();
  const description = describeNotificationRule(t, rule);
  return (
    <Group
      role="listitem"
      aria-label={description}
      justify="space-between"
      wrap="nowrap"
      p="sm"
      style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
    >
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <Badge
          variant="light"
          color={rule.action === 'remind' ? 'orange' : 'quire'}
          leftSection={<IconBell size={12} />}
        >
          {t(`editor.notifications.actions.${rule.action}`)}
        </Badge>
        <Text size="sm" fw={500} truncate>
          {t(`editor.notifications.events.${rule.event}`)}
        </Text>
        <Group gap={4} c="dimmed" wrap="nowrap">
          <IconClockHour4 size={14} />
          <Text size="sm">{whenText(t, rule)}</Text>
        </Group>
      </Group>
      {!readOnly && (
        <Tooltip label={t('editor.rules.delete')}>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('editor.notifications.delete', { rule: description })}
            loading={deleting}
            onClick={onDelete}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
};
