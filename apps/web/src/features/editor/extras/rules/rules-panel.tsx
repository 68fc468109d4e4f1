import { Alert, Button, Group, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { IconBug, IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PackDto } from '../../../documents/documents-api.ts';
import { usePackFields } from '../use-data-fields.ts';
import { useExtrasPermissions } from '../use-extras-permissions.ts';
import { DebugValues } from './debug-values.tsx';
import { draftFromLogic } from './draft-from-logic.ts';
import { debugRules, fieldsReadByRules, withTestValues, type TestValues } from './rule-debug.ts';
import { RuleCard } from './rule-card.tsx';
import { RuleEditor } from './rule-editor.tsx';
import { useFieldRules } from './use-field-rules.ts';

type Editing = { ruleId: string; isNew: boolean };

/** Spec §2 field rules panel: rules that enable a field or group, and a live debug view. */
export const RulesPanel = ({ pack }: { pack: PackDto }) => {
  const permissions = useExtrasPermissions(pack);
  const readOnly = !permissions.fieldRules;
  const fields = usePackFields(pack.key);
  const { rules, save, remove, saving, saveError, clearError, deleting } = useFieldRules(pack.key);
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [debug, setDebug] = useState(false);
  const [testValues, setTestValues] = useState<TestValues>({});

  const allFields = useMemo(() => fields.data ?? [], [fields.data]);
  const tested = useMemo(() => withTestValues(allFields, testValues), [allFields, testValues]);
  const result = useMemo(
    () => (debug && rules.data ? debugRules(rules.data, tested) : null),
    [debug, rules.data, tested],
  );

  if (rules.isPending || fields.isPending) return <Skeleton height={180} radius="md" />;
  if (rules.isError || fields.isError)
    return (
      <Alert color="red" variant="light">
        {t('editor.rules.loadFailed')}
      </Alert>
    );

  const startEditing = (next: Editing | null) => {
    clearError();
    setEditing(next);
  };
  const submit = async (target: string, infix: string) => {
    if (editing && (await save(editing.ruleId, target, infix))) setEditing(null);
  };
  const editingRule =
    editing && !editing.isNew ? rules.data.find((r) => r.rule_id === editing.ruleId) : undefined;

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text size="xs" c="dimmed">
          {t('editor.rules.intro')}
        </Text>
      </Group>
      <Group justify="space-between" wrap="nowrap">
        <Switch
          size="sm"
          label={t('editor.rules.debug')}
          checked={debug}
          onChange={(event) => setDebug(event.currentTarget.checked)}
          thumbIcon={<IconBug size={10} />}
        />
        {!readOnly && !editing && (
          <Button
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => startEditing({ ruleId: crypto.randomUUID(), isNew: true })}
            disabled={allFields.length === 0}
          >
            {t('editor.rules.add')}
          </Button>
        )}
      </Group>
      {allFields.length === 0 && (
        <Text size="xs" c="dimmed">
          {t('editor.rules.noFields')}
        </Text>
      )}
      {editing && (
        <RuleEditor
          key={editing.ruleId}
          fields={allFields}
          initialDraft={
            editingRule ? draftFromLogic(editingRule.field_or_group, editingRule.json_logic) : null
          }
          initialInfix={editingRule?.infix_logic}
          saving={saving}
          error={saveError}
          onSave={(target, infix) => void submit(target, infix)}
          onCancel={() => startEditing(null)}
        />
      )}
      {debug && (
        <>
          {result && !result.ok && (
            <Alert color="red" variant="light" p="xs">
              <Text size="xs">{result.message}</Text>
            </Alert>
          )}
          <DebugValues
            fields={fieldsReadByRules(rules.data, tested)}
            values={testValues}
            onChange={(uuid, value) => setTestValues((current) => ({ ...current, [uuid]: value }))}
            onReset={() => setTestValues({})}
            disabledCount={result?.ok ? result.disabled.size : 0}
          />
        </>
      )}
      {rules.data.length === 0 && !editing ? (
        <Text size="sm" c="dimmed" ta="center" py="md">
          {t('editor.rules.empty')}
        </Text>
      ) : (
        <Stack gap="xs" role="list" aria-label={t('editor.rules.list')}>
          {rules.data.map((rule) => (
            <RuleCard
              key={rule.rule_id}
              rule={rule}
              fields={allFields}
              outcome={result?.ok ? (result.outcomes.get(rule.rule_id) ?? null) : null}
              readOnly={readOnly}
              deleting={deleting === rule.rule_id}
              onEdit={() => startEditing({ ruleId: rule.rule_id, isNew: false })}
              onDelete={() => void remove(rule.rule_id)}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
};
