import {
  ActionIcon,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  FILTER_TIMESPAN_DAYS,
  INEQUALITIES_BY_TYPE,
  filterRuleProblem,
  type FilterInequality,
  type FilterRule,
  type RecipientFieldType,
} from '@quire/domain';
import { IconFilter, IconPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { INEQUALITY_LABELS } from './filter-labels.ts';

type FilterBuilderProps = {
  fieldNames: readonly string[];
  fieldTypes: readonly RecipientFieldType[];
  applied: readonly FilterRule[];
  onApply: (rules: FilterRule[]) => void;
};

const typeOf = (field: string, names: readonly string[], types: readonly RecipientFieldType[]) =>
  types[names.indexOf(field)] ?? 'text';

/**
 * The §5 filter: rules ANDed, each a field, an operator its type allows and a value (a date
 * 'in' rule takes one of the 10/20/30/45-day timespans). Applied as a whole, so the rows below
 * always answer the rules shown as applied.
 */
export const FilterBuilder = ({ fieldNames, fieldTypes, applied, onApply }: FilterBuilderProps) => {
  // The draft; `applied` only ever changes to it (onApply), so it never needs resetting.
  const [rules, setRules] = useState<FilterRule[]>([...applied]);
  const problems = rules.map((r) => filterRuleProblem(r, fieldNames, fieldTypes));
  const changed = JSON.stringify(rules) !== JSON.stringify(applied);

  const update = (i: number, rule: FilterRule) =>
    setRules((all) => all.map((r, j) => (j === i ? rule : r)));
  const add = () => {
    const field = fieldNames[0]!;
    setRules((all) => [
      ...all,
      { selected_field: field, selected_inequality: 'equals', comparison_value: '' },
    ]);
  };

  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="sm">
        <Group gap={6}>
          <IconFilter size={16} aria-hidden="true" />
          <Text fw={600} size="sm">
            Filter rows
          </Text>
        </Group>
        {rules.length === 0 && (
          <Text size="sm" c="dimmed">
            All rows are shown. Add a filter to select only some clients, e.g. Region is North.
          </Text>
        )}
        {rules.map((rule, i) => (
          <RuleRow
            key={i}
            index={i}
            rule={rule}
            fieldNames={fieldNames}
            type={typeOf(rule.selected_field, fieldNames, fieldTypes)}
            problem={rule.comparison_value === '' ? null : problems[i]!}
            onChange={(r) => update(i, r)}
            onRemove={() => setRules((all) => all.filter((_, j) => j !== i))}
          />
        ))}
        <Group gap="sm">
          <Button variant="default" size="xs" leftSection={<IconPlus size={14} />} onClick={add}>
            Add filter
          </Button>
          {(changed || rules.length > 0) && (
            <Button
              size="xs"
              disabled={!changed || problems.some(Boolean)}
              onClick={() => onApply(rules)}
            >
              Apply filters
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
};

type RuleRowProps = {
  index: number;
  rule: FilterRule;
  fieldNames: readonly string[];
  type: RecipientFieldType;
  problem: string | null;
  onChange: (rule: FilterRule) => void;
  onRemove: () => void;
};

const RuleRow = ({ index, rule, fieldNames, type, problem, onChange, onRemove }: RuleRowProps) => {
  const n = index + 1;
  const operators = INEQUALITIES_BY_TYPE[type].map((op) => ({
    value: op,
    label: INEQUALITY_LABELS[type][op] ?? op,
  }));
  // Every type has 'equals', so a new field starts there with no value.
  const setField = (field: string) =>
    onChange({ selected_field: field, selected_inequality: 'equals', comparison_value: '' });
  const setOperator = (op: FilterInequality) =>
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
        {index === 0 ? 'where' : 'and'}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs" verticalSpacing={6} style={{ flex: 1 }}>
        <Select
          aria-label={`Filter ${n}: field`}
          data={fieldNames.map((f) => ({ value: f, label: f }))}
          value={rule.selected_field}
          onChange={(v) => v && setField(v)}
          allowDeselect={false}
          size="sm"
        />
        <Select
          aria-label={`Filter ${n}: condition`}
          data={operators}
          value={rule.selected_inequality}
          onChange={(v) => v && setOperator(v as FilterInequality)}
          allowDeselect={false}
          size="sm"
        />
        {rule.selected_inequality === 'in' ? (
          <Select
            aria-label={`Filter ${n}: timespan`}
            data={FILTER_TIMESPAN_DAYS.map((d) => ({ value: String(d), label: `${d} days` }))}
            value={rule.comparison_value}
            onChange={(v) => v && onChange({ ...rule, comparison_value: v })}
            allowDeselect={false}
            size="sm"
          />
        ) : (
          <TextInput
            aria-label={`Filter ${n}: value`}
            type={type === 'date' ? 'date' : 'text'}
            inputMode={type === 'number' ? 'decimal' : undefined}
            placeholder={type === 'number' ? 'A number' : 'Value'}
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
        aria-label={`Remove filter ${n}`}
        onClick={onRemove}
      >
        <IconX size={16} />
      </ActionIcon>
    </Group>
  );
};
