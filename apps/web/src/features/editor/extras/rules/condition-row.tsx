import { ActionIcon, Group, Paper, Select, TextInput, Tooltip } from '@mantine/core';
import type { DataField, FieldRuleOperator } from '@quire/domain';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { fieldDetail, fieldName } from '../field-label.ts';
import {
  conditionFields,
  conditionOf,
  conditionsForField,
  fieldRef,
  findField,
  type ConditionDraft,
} from './rule-draft.ts';

type ConditionRowProps = {
  index: number;
  condition: ConditionDraft;
  fields: readonly DataField[];
  onChange: (next: ConditionDraft) => void;
  onRemove: (() => void) | null;
};

/** One condition of the builder: a field, a condition offered for its type (§5), and a value. */
export const ConditionRow = ({
  index,
  condition,
  fields,
  onChange,
  onRemove,
}: ConditionRowProps) => {
  const { t } = useTranslation();
  const field = findField(fields, condition.ref);
  const conditions = conditionsForField(field, condition.operator);
  const entry = field ? conditionOf(field.type, condition.operator) : undefined;
  const fieldOptions = conditionFields(fields).map((candidate) => ({
    value: fieldRef(candidate),
    label: `${fieldName(t, candidate)} (${fieldDetail(t, candidate)})`,
  }));

  const chooseField = (ref: string) => {
    const next = findField(fields, ref);
    const offered = conditionsForField(next);
    const keep = offered.some((option) => option.operator === condition.operator);
    onChange({
      ...condition,
      ref,
      operator: keep ? condition.operator : (offered[0]?.operator ?? 'is_not_empty'),
      value: keep ? condition.value : '',
    });
  };

  const choices =
    field?.type === 'choice' && (condition.operator === 'is' || condition.operator === 'is_not')
      ? field.choice_options
      : null;

  return (
    <Paper
      withBorder
      radius="md"
      p="xs"
      role="group"
      aria-label={t('editor.rules.conditionN', { n: index + 1 })}
    >
      <Group gap={6} align="flex-end" wrap="wrap">
        <Select
          size="xs"
          label={t('editor.rules.field')}
          placeholder={t('editor.rules.chooseField')}
          data={fieldOptions}
          value={condition.ref || null}
          onChange={(value) => value && chooseField(value)}
          searchable
          nothingFoundMessage={t('editor.rules.noTestable')}
          style={{ flex: '1 1 140px' }}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          size="xs"
          label={t('editor.rules.conditionLabel')}
          data={conditions.map((option) => ({
            value: option.operator,
            label: t(`editor.rules.operators.${option.operator}`),
          }))}
          value={field ? condition.operator : null}
          disabled={!field}
          allowDeselect={false}
          onChange={(value) =>
            value && onChange({ ...condition, operator: value as FieldRuleOperator })
          }
          style={{ flex: '1 1 120px' }}
        />
        {entry?.needs_value &&
          (choices && choices.length > 0 ? (
            <Select
              size="xs"
              label={t('editor.attributes.value')}
              data={[...new Set(choices)]}
              value={condition.value || null}
              onChange={(value) => onChange({ ...condition, value: value ?? '' })}
              style={{ flex: '1 1 100px' }}
            />
          ) : (
            <TextInput
              size="xs"
              label={t('editor.attributes.value')}
              inputMode={entry.numeric ? 'decimal' : undefined}
              value={condition.value}
              onChange={(event) => onChange({ ...condition, value: event.currentTarget.value })}
              style={{ flex: '1 1 100px' }}
            />
          ))}
        {onRemove && (
          <Tooltip label={t('editor.rules.removeCondition')}>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('editor.rules.removeConditionN', { n: index + 1 })}
              onClick={onRemove}
              mb={2}
            >
              <IconX size={14} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
    </Paper>
  );
};
