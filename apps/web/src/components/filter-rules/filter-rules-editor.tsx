import { Button, Group, Stack, Text } from '@mantine/core';
import type { FilterRule, RecipientFieldType } from '@quire/domain';
import { IconFilterPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { FilterRuleRow } from './filter-rule-row.tsx';
import { useTranslation } from 'react-i18next';

type FilterRulesEditorProps = {
  fieldNames: readonly string[];
  fieldTypes: readonly RecipientFieldType[];
  rules: readonly FilterRule[];
  onChange: (rules: FilterRule[]) => void;
  /** What no rules means on this screen. */
  emptyText: string;
  /** Beside "Add filter": what the screen does with the rules (apply them, count matches). */
  actions?: ReactNode;
};

/**
 * The §5 filter rules of a client list, ANDed, edited in place. When they take effect is the
 * screen's choice: the client list applies them on a button, a bulk send saves finished ones.
 */
export const FilterRulesEditor = ({
  fieldNames,
  fieldTypes,
  rules,
  onChange,
  emptyText,
  actions,
}: FilterRulesEditorProps) => {
  const { t } = useTranslation();
  const add = () =>
    onChange([
      ...rules,
      // Every type has 'equals', so a new rule starts there with no value.
      { selected_field: fieldNames[0] ?? '', selected_inequality: 'equals', comparison_value: '' },
    ]);
  return (
    <Stack gap="sm">
      {rules.length === 0 && (
        <Text size="sm" c="dimmed">
          {emptyText}
        </Text>
      )}
      {rules.map((rule, index) => (
        <FilterRuleRow
          key={index}
          index={index}
          rule={rule}
          fieldNames={fieldNames}
          fieldTypes={fieldTypes}
          onChange={(next) => onChange(rules.map((r, i) => (i === index ? next : r)))}
          onRemove={() => onChange(rules.filter((_, i) => i !== index))}
        />
      ))}
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Button
          variant="default"
          size="xs"
          leftSection={<IconFilterPlus size={14} />}
          disabled={fieldNames.length === 0}
          onClick={add}
        >
          {t('components.filter.add')}
        </Button>
        {actions}
      </Group>
    </Stack>
  );
};
