import { ActionIcon, Group, Select, TextInput } from '@mantine/core';
import {
  FILTER_TIMESPAN_DAYS,
  INEQUALITIES_BY_TYPE,
  filterRuleProblem,
  type FilterInequality,
  type FilterRule,
  type RecipientFieldType,
} from '@quire/domain';
import { IconTrash } from '@tabler/icons-react';

export const INEQUALITY_LABELS: Record<FilterInequality, string> = {
  equals: 'is',
  not_equal: 'is not',
  greater_than: 'is more than',
  greater_than_or_equal: 'is at least',
  less_than: 'is less than',
  less_than_or_equal: 'is at most',
  in: 'is in the last',
};

const PLACEHOLDER: Record<RecipientFieldType, string> = {
  text: 'Text',
  number: 'Number',
  date: 'dd/mm/yyyy',
};

type Props = {
  index: number;
  rule: FilterRule;
  fieldNames: string[];
  fieldTypes: RecipientFieldType[];
  onChange: (rule: FilterRule) => void;
  onRemove: () => void;
};

/** One §5 filter rule: a field, the operators its type allows, and a value (or a timespan). */
export const FilterRuleRow = ({
  index,
  rule,
  fieldNames,
  fieldTypes,
  onChange,
  onRemove,
}: Props) => {
  const type = fieldTypes[fieldNames.indexOf(rule.selected_field)] ?? 'text';
  const operators = INEQUALITIES_BY_TYPE[type];
  const problem = rule.comparison_value.trim()
    ? filterRuleProblem(rule, fieldNames, fieldTypes)
    : null;
  const n = index + 1;

  const chooseField = (field: string | null) => {
    if (!field) return;
    const nextType = fieldTypes[fieldNames.indexOf(field)] ?? 'text';
    const keepsOperator = INEQUALITIES_BY_TYPE[nextType].includes(rule.selected_inequality);
    onChange({
      selected_field: field,
      selected_inequality: keepsOperator ? rule.selected_inequality : 'equals',
      comparison_value: keepsOperator && nextType === type ? rule.comparison_value : '',
    });
  };
  const chooseOperator = (value: string | null) => {
    if (!value) return;
    const op = value as FilterInequality;
    const timespan = op === 'in' || rule.selected_inequality === 'in';
    onChange({
      ...rule,
      selected_inequality: op,
      comparison_value: timespan
        ? op === 'in'
          ? String(FILTER_TIMESPAN_DAYS[0])
          : ''
        : rule.comparison_value,
    });
  };

  return (
    <Group gap="xs" align="flex-start" wrap="wrap">
      <Select
        aria-label={`Filter ${n} field`}
        data={fieldNames}
        value={rule.selected_field}
        onChange={chooseField}
        allowDeselect={false}
        w={{ base: '100%', xs: 180 }}
      />
      <Select
        aria-label={`Filter ${n} condition`}
        data={operators.map((op) => ({ value: op, label: INEQUALITY_LABELS[op] }))}
        value={rule.selected_inequality}
        onChange={chooseOperator}
        allowDeselect={false}
        w={{ base: 'calc(50% - 4px)', xs: 150 }}
      />
      {rule.selected_inequality === 'in' ? (
        <Select
          aria-label={`Filter ${n} timespan`}
          data={FILTER_TIMESPAN_DAYS.map((days) => ({
            value: String(days),
            label: `${days} days`,
          }))}
          value={rule.comparison_value}
          onChange={(value) => value && onChange({ ...rule, comparison_value: value })}
          allowDeselect={false}
          w={{ base: 'calc(50% - 4px)', xs: 150 }}
        />
      ) : (
        <TextInput
          aria-label={`Filter ${n} value`}
          placeholder={PLACEHOLDER[type]}
          value={rule.comparison_value}
          onChange={(event) => onChange({ ...rule, comparison_value: event.currentTarget.value })}
          error={problem}
          w={{ base: 'calc(50% - 4px)', xs: 180 }}
        />
      )}
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        onClick={onRemove}
        aria-label={`Remove filter ${n}`}
      >
        <IconTrash size={16} />
      </ActionIcon>
    </Group>
  );
};
