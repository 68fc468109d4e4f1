import { ActionIcon, Badge, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import type { DataField, FieldRule } from '@quire/domain';
import { IconEye, IconEyeOff, IconPencil, IconTrash } from '@tabler/icons-react';
import { fieldName } from '../field-label.ts';
import { describeRule, describeTarget } from './describe-rule.ts';
import type { RuleOutcome } from './rule-debug.ts';
import { findField } from './rule-draft.ts';

type RuleCardProps = {
  rule: FieldRule;
  fields: readonly DataField[];
  /** Shown with the debug toggle on. */
  outcome: RuleOutcome | null;
  readOnly: boolean;
  deleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
};

/** A saved rule: what it enables and when; in debug mode, what it does right now. */
export const RuleCard = ({
  rule,
  fields,
  outcome,
  readOnly,
  deleting,
  onEdit,
  onDelete,
}: RuleCardProps) => {
  const target = describeTarget(rule.field_or_group, fields);
  const isGroup = !findField(fields, rule.field_or_group);
  return (
    <Paper withBorder radius="md" p="sm" role="listitem" aria-label={`Rule for ${target}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
            <Badge size="xs" variant="light" color={isGroup ? 'grape' : 'quire'}>
              {isGroup ? 'Group' : 'Field'}
            </Badge>
            <Text size="sm" fw={600} truncate title={target}>
              {target}
            </Text>
          </Group>
          {!readOnly && (
            <Group gap={2} wrap="nowrap">
              <Tooltip label="Edit rule">
                <ActionIcon
                  variant="subtle"
                  aria-label={`Edit rule for ${target}`}
                  onClick={onEdit}
                >
                  <IconPencil size={15} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label="Delete rule">
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Delete rule for ${target}`}
                  loading={deleting}
                  onClick={onDelete}
                >
                  <IconTrash size={15} />
                </ActionIcon>
              </Tooltip>
            </Group>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          Enabled only when {describeRule(rule, fields)}
        </Text>
        {outcome && (
          <Group
            gap={6}
            wrap="wrap"
            aria-label={`Debug for ${target}`}
            role="status"
            pt={4}
            style={{ borderTop: '1px dashed var(--mantine-color-gray-3)' }}
          >
            <Badge
              size="sm"
              variant="light"
              color={outcome.enabled ? 'teal' : 'red'}
              leftSection={outcome.enabled ? <IconEye size={12} /> : <IconEyeOff size={12} />}
            >
              {outcome.enabled ? 'Enables' : 'Disables'}
            </Badge>
            <Text size="xs">
              {outcome.targets.length === 0
                ? 'no field (nothing is named this)'
                : outcome.targets.map(fieldName).join(', ')}
            </Text>
            {outcome.holds !== outcome.enabled && (
              <Text size="xs" c="dimmed">
                (another rule on it does not hold)
              </Text>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
};
