import { ActionIcon, Badge, Group, Text, Tooltip } from '@mantine/core';
import {
  NOTIFICATION_ACTION_LABELS,
  NOTIFICATION_EVENT_LABELS,
  countdownLabel,
  isTimeSensitiveEvent,
} from '@quire/domain';
import { IconBell, IconClockHour4, IconTrash } from '@tabler/icons-react';
import type { NotificationRuleDto } from '../extras-types.ts';

/** Spells a rule out: "Remind · Not signed · after 7 days". */
export const describeNotificationRule = (rule: NotificationRuleDto): string =>
  [
    NOTIFICATION_ACTION_LABELS[rule.action],
    NOTIFICATION_EVENT_LABELS[rule.event],
    isTimeSensitiveEvent(rule.event)
      ? `after ${countdownLabel(rule.countdown_seconds)}`
      : 'at once',
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
  const description = describeNotificationRule(rule);
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
          {NOTIFICATION_ACTION_LABELS[rule.action]}
        </Badge>
        <Text size="sm" fw={500} truncate>
          {NOTIFICATION_EVENT_LABELS[rule.event]}
        </Text>
        <Group gap={4} c="dimmed" wrap="nowrap">
          <IconClockHour4 size={14} />
          <Text size="sm">
            {isTimeSensitiveEvent(rule.event)
              ? `after ${countdownLabel(rule.countdown_seconds)}`
              : 'at once'}
          </Text>
        </Group>
      </Group>
      {!readOnly && (
        <Tooltip label="Delete rule">
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Delete rule ${description}`}
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
