import { ActionIcon, Group, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import {
  FILTER_TIMESPAN_DAYS,
  INEQUALITIES_BY_TYPE,
  filterRuleProblem,
  type FilterInequality,
  type FilterRule,
  type RecipientFieldType,
} from '@quire/domain';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { serverText } from '../../i18n/server-text.ts';

type FilterRuleRowProps = {
  index: number;
  rule: FilterRule;
  fieldNames: readonly string[];
  fieldTypes: readonly RecipientFieldType[];
  onChange: (rule: FilterRule) => void;
  onRemove: () => void;
};

const typeOf = (field: string, names: readonly string[], types: readonly RecipientFieldType[]) =>
  types[names.indexOf(field)] ?? 'text';

/**
 * The words of an operator for a field type. INEQUALITIES_BY_TYPE offers a type only the operators
 * its catalogue entry has; a date has them all, hence the key's type.
 */
const operatorKey = (type: RecipientFieldType, op: FilterInequality) =>
  `components.filter.ops.${type}.${op}` as `components.filter.ops.date.${FilterInequality}`;

/**
 * One §5 filter rule: a field, an operator its type allows and a value (a date's 'in' takes one
 * of the 10/20/30/45-day timespans). A value that cannot be used says why once one is typed.
 */
export const FilterRuleRow = ({
  index,
  rule,
  fieldNames,
  fieldTypes,
  onChange,
  onRemove,
}: FilterRuleRowProps) => {
  const { t } = useTranslation();
  const n = index + 1;
  const type = typeOf(rule.selected_field, fieldNames, fieldTypes);
  const found = rule.comparison_value.trim()
    ? filterRuleProblem(rule, fieldNames, fieldTypes)
    : null;
  const problem = found && serverText(found);

  // Another field keeps the operator when its type has it, and the value when the type is the same.
  const chooseField = (field: string) => {
    const nextType = typeOf(field, fieldNames, fieldTypes);
    const keeps = INEQUALITIES_BY_TYPE[nextType].includes(rule.selected_inequality);
    onChange({
      selected_field: field,
      selected_inequality: keeps ? rule.selected_inequality : 'equals',
      comparison_value: keeps && nextType === type ? rule.comparison_value : '',
    });
  };
  // 'in' takes a timespan, the others a value: switching between them starts the value afresh.
  const chooseOperator = (op: FilterInequality) =>
    onChange({
      ...rule,
      selected_inequality: op,
      comparison_value:
        op === 'in'
          ? String(FILTER_TIMESPAN_DAYS[0])
          : rule.selected_inequality === 'in'
            ? ''
            : rule.comparison_value,
    });

  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      {/* Rules are ANDed: said between them, as people read a filter. */}
      <Text
        size="xs"
        c="dimmed"
        w={36}
        pt={9}
        ta="right"
        aria-hidden="true"
        style={{ flex: 'none' }}
      >
        {index === 0 ? t('components.filter.where') : t('components.filter.and')}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs" verticalSpacing={6} style={{ flex: 1 }}>
        <Select
          aria-label={t('components.filter.field', { n })}
          data={fieldNames.map((f) => ({ value: f, label: f }))}
          value={rule.selected_field}
          onChange={(v) => v && chooseField(v)}
          allowDeselect={false}
          size="sm"
        />
        <Select
          aria-label={t('components.filter.condition', { n })}
          data={INEQUALITIES_BY_TYPE[type].map((op) => ({
            value: op,
            label: t(operatorKey(type, op)),
          }))}
          value={rule.selected_inequality}
          onChange={(v) => v && chooseOperator(v as FilterInequality)}
          allowDeselect={false}
          size="sm"
        />
        {rule.selected_inequality === 'in' ? (
          <Select
            aria-label={t('components.filter.timespan', { n })}
            data={FILTER_TIMESPAN_DAYS.map((days) => ({
              value: String(days),
              label: t('components.filter.days', { count: days }),
            }))}
            value={rule.comparison_value}
            onChange={(v) => v && onChange({ ...rule, comparison_value: v })}
            allowDeselect={false}
            size="sm"
          />
        ) : (
          <TextInput
            aria-label={t('components.filter.value', { n })}
            type={type === 'date' ? 'date' : 'text'}
            inputMode={type === 'number' ? 'decimal' : undefined}
            placeholder={
              type === 'number'
                ? t('components.filter.aNumber')
                : t('components.filter.valuePlaceholder')
            }
            value={rule.comparison_value}
            onChange={(e) => onChange({ ...rule, comparison_value: e.currentTarget.value })}
            error={problem}
            size="sm"
          />
        )}
      </SimpleGrid>
      <ActionIcon
        variant="subtle"
        color="gray"
        size={36}
        aria-label={t('components.filter.remove', { n })}
        onClick={onRemove}
      >
        <IconX size={16} />
      </ActionIcon>
    </Group>
  );
};
