import { ActionIcon, Group, Paper, Select, TextInput, Tooltip } from '@mantine/core';
import type { DataField, FieldRuleOperator } from '@quire/domain';
import { IconX } from '@tabler/icons-react';
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
  const field = findField(fields, condition.ref);
  const conditions = conditionsForField(field, condition.operator);
  const entry = field ? conditionOf(field.type, condition.operator) : undefined;
  const fieldOptions = conditionFields(fields).map((candidate) => ({
    value: fieldRef(candidate),
    label: `${fieldName(candidate)} (${fieldDetail(candidate)})`,
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
    <Paper withBorder radius="md" p="xs" role="group" aria-label={`Condition ${index + 1}`}>
      <Group gap={6} align="flex-end" wrap="wrap">
        <Select
          size="xs"
          label="Field"
          placeholder="Choose a field"
          data={fieldOptions}
          value={condition.ref || null}
          onChange={(value) => value && chooseField(value)}
          searchable
          nothingFoundMessage="No field can be tested"
          style={{ flex: '1 1 140px' }}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          size="xs"
          label="Condition"
          data={conditions.map((option) => ({ value: option.operator, label: option.label }))}
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
              label="Value"
              data={[...new Set(choices)]}
              value={condition.value || null}
              onChange={(value) => onChange({ ...condition, value: value ?? '' })}
              style={{ flex: '1 1 100px' }}
            />
          ) : (
            <TextInput
              size="xs"
              label="Value"
              inputMode={entry.numeric ? 'decimal' : undefined}
              value={condition.value}
              onChange={(event) => onChange({ ...condition, value: event.currentTarget.value })}
              style={{ flex: '1 1 100px' }}
            />
          ))}
        {onRemove && (
          <Tooltip label="Remove condition">
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Remove condition ${index + 1}`}
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
