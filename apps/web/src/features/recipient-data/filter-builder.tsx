import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { filterRuleProblem, type FilterRule, type RecipientFieldType } from '@quire/domain';
import { IconFilter } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterRulesEditor } from '../../components/filter-rules/filter-rules-editor.tsx';

type FilterBuilderProps = {
  fieldNames: readonly string[];
  fieldTypes: readonly RecipientFieldType[];
  applied: readonly FilterRule[];
  onApply: (rules: FilterRule[]) => void;
};

/**
 * The client list's filter: a draft of rules applied as a whole, so the rows below always answer
 * the rules shown as applied.
 */
export const FilterBuilder = ({ fieldNames, fieldTypes, applied, onApply }: FilterBuilderProps) => {
  const { t } = useTranslation();
  // The draft; `applied` only ever changes to it (onApply), so it never needs resetting.
  const [rules, setRules] = useState<FilterRule[]>([...applied]);
  const changed = JSON.stringify(rules) !== JSON.stringify(applied);
  const usable = rules.every((r) => !filterRuleProblem(r, fieldNames, fieldTypes));

  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="sm">
        <Group gap={6}>
          <IconFilter size={16} aria-hidden="true" />
          <Text fw={600} size="sm">
            {t('recipientData.filter.title')}
          </Text>
        </Group>
        <FilterRulesEditor
          fieldNames={fieldNames}
          fieldTypes={fieldTypes}
          rules={rules}
          onChange={setRules}
          emptyText={t('recipientData.filter.empty')}
          actions={
            (changed || rules.length > 0) && (
              <Button size="xs" disabled={!changed || !usable} onClick={() => onApply(rules)}>
                {t('recipientData.filter.apply')}
              </Button>
            )
          }
        />
      </Stack>
    </Paper>
  );
};
