import {
  Alert,
  Anchor,
  Button,
  Code,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { infixToJsonLogic, type DataField } from '@quire/domain';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { fieldDetail, fieldName } from '../field-label.ts';
import { ConditionRow } from './condition-row.tsx';
import {
  draftProblem,
  draftToInfix,
  emptyCondition,
  ruleTargets,
  type Combinator,
  type RuleDraft,
} from './rule-draft.ts';

type RuleEditorProps = {
  fields: readonly DataField[];
  /** A saved rule's builder rows; null with `initialInfix` set: the rule is edited as text. */
  initialDraft: RuleDraft | null;
  initialInfix?: string;
  saving: boolean;
  /** The server's reason when the last save was refused. */
  error: string | null;
  onSave: (target: string, infix: string) => void;
  onCancel: () => void;
};

const syntaxProblem = (infix: string): string | null => {
  try {
    infixToJsonLogic(infix);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
};

/** Builds a rule: the field or group it enables, and the conditions under which it does. */
export const RuleEditor = ({
  fields,
  initialDraft,
  initialInfix,
  saving,
  error,
  onSave,
  onCancel,
}: RuleEditorProps) => {
  const [draft, setDraft] = useState<RuleDraft>(
    initialDraft ?? { target: '', combinator: 'and', conditions: [emptyCondition()] },
  );
  const { t } = useTranslation();
  const [asText, setAsText] = useState(initialDraft === null && initialInfix !== undefined);
  const [text, setText] = useState(initialInfix ?? '');

  const targets = ruleTargets(
    t,
    fields,
    (field) => `${fieldName(t, field)} (${fieldDetail(t, field)})`,
  );
  const problem = asText
    ? !draft.target
      ? t('editor.rules.problems.target')
      : syntaxProblem(text)
    : draftProblem(t, draft, fields);
  const infix = asText ? text : draftToInfix(draft);

  const update = (patch: Partial<RuleDraft>) => setDraft((current) => ({ ...current, ...patch }));

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      bg="gray.0"
      aria-label={t('editor.rules.editor')}
      role="form"
    >
      <Stack gap="sm">
        <Select
          size="xs"
          label={t('editor.rules.target')}
          placeholder={t('editor.rules.targetPlaceholder')}
          data={[
            {
              group: t('editor.rules.fieldGroups'),
              items: targets.filter((target) => target.kind === 'group'),
            },
            {
              group: t('editor.rules.fields'),
              items: targets.filter((target) => target.kind === 'field'),
            },
          ].filter((group) => group.items.length > 0)}
          value={draft.target || null}
          onChange={(value) => update({ target: value ?? '' })}
          searchable
          nothingFoundMessage={t('editor.rules.noSuchField')}
        />
        {asText ? (
          <Textarea
            size="xs"
            label={t('editor.rules.onlyWhen')}
            description={t('editor.rules.textExample')}
            autosize
            minRows={2}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          />
        ) : (
          <Stack gap={6}>
            <Group gap={6} wrap="nowrap">
              <Text size="xs" fw={500}>
                {t('editor.rules.onlyWhen')}
              </Text>
              <SegmentedControl
                size="xs"
                aria-label={t('editor.rules.combine')}
                value={draft.combinator}
                onChange={(value) => update({ combinator: value as Combinator })}
                data={[
                  { value: 'and', label: t('editor.rules.all') },
                  { value: 'or', label: t('editor.rules.any') },
                ]}
              />
              <Text size="xs" fw={500}>
                {t('editor.rules.ofTheseHold')}
              </Text>
            </Group>
            {draft.conditions.map((condition, index) => (
              <ConditionRow
                key={condition.id}
                index={index}
                condition={condition}
                fields={fields}
                onChange={(next) =>
                  update({
                    conditions: draft.conditions.map((c) => (c.id === next.id ? next : c)),
                  })
                }
                onRemove={
                  draft.conditions.length > 1
                    ? () =>
                        update({
                          conditions: draft.conditions.filter((c) => c.id !== condition.id),
                        })
                    : null
                }
              />
            ))}
            <Group>
              <Button
                size="compact-xs"
                variant="subtle"
                leftSection={<IconPlus size={12} />}
                onClick={() => update({ conditions: [...draft.conditions, emptyCondition()] })}
              >
                {t('editor.rules.addCondition')}
              </Button>
            </Group>
          </Stack>
        )}
        {!asText && !problem && (
          <Text size="xs" c="dimmed">
            <Trans
              i18nKey="editor.rules.storedAs"
              values={{ infix }}
              components={{ code: <Code /> }}
            />
          </Text>
        )}
        {problem && (
          <Text size="xs" c={asText && text ? 'red.7' : 'dimmed'} role="status">
            {problem}
          </Text>
        )}
        {error && (
          <Alert color="red" variant="light" p="xs">
            <Text size="xs">{error}</Text>
          </Alert>
        )}
        <Group justify="space-between" wrap="nowrap">
          {!asText ? (
            <Anchor
              component="button"
              type="button"
              size="xs"
              onClick={() => {
                setText(problem ? text : infix);
                setAsText(true);
              }}
            >
              {t('editor.rules.asText')}
            </Anchor>
          ) : (
            <span />
          )}
          <Group gap="xs" wrap="nowrap">
            <Button size="xs" variant="default" onClick={onCancel} disabled={saving}>
              {t('editor.cancel')}
            </Button>
            <Button
              size="xs"
              disabled={problem !== null}
              loading={saving}
              onClick={() => onSave(draft.target, infix.trim())}
            >
              {t('editor.rules.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
};
