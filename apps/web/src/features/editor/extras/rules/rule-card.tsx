import { ActionIcon, Badge, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import type { DataField, FieldRule } from '@quire/domain';
import { IconEye, IconEyeOff, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  const target = describeTarget(t, rule.field_or_group, fields);
  const isGroup = !findField(fields, rule.field_or_group);
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      role="listitem"
      aria-label={t('editor.rules.ruleFor', { target })}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
            <Badge size="xs" variant="light" color={isGroup ? 'grape' : 'quire'}>
              {isGroup ? t('editor.rules.group') : t('editor.rules.field')}
            </Badge>
            <Text size="sm" fw={600} truncate title={target}>
              {target}
            </Text>
          </Group>
          {!readOnly && (
            <Group gap={2} wrap="nowrap">
              <Tooltip label={t('editor.rules.edit')}>
                <ActionIcon
                  variant="subtle"
                  aria-label={t('editor.rules.editFor', { target })}
                  onClick={onEdit}
                >
                  <IconPencil size={15} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={t('editor.rules.delete')}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('editor.rules.deleteFor', { target })}
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
          {t('editor.rules.enabledWhen', { rule: describeRule(t, rule, fields) })}
        </Text>
        {outcome && (
          <Group
            gap={6}
            wrap="wrap"
            aria-label={t('editor.rules.debugFor', { target })}
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
              {outcome.enabled ? t('editor.rules.enables') : t('editor.rules.disables')}
            </Badge>
            <Text size="xs">
              {outcome.targets.length === 0
                ? t('editor.rules.noTarget')
                : outcome.targets.map((field) => fieldName(t, field)).join(', ')}
            </Text>
            {outcome.holds !== outcome.enabled && (
              <Text size="xs" c="dimmed">
                {t('editor.rules.otherRule')}
              </Text>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
};
