import {
  FIELD_RULE_CONDITIONS,
  fieldGroups,
  fieldRuleConditionsFor,
  infixToJsonLogic,
  isNumericValue,
  type DataField,
  type FieldRuleCondition,
  type FieldRuleOperator,
  type FieldType,
} from '@quire/domain';
import type { TFunction } from 'i18next';

/** One row of the visual builder: field → condition → value. */
export type ConditionDraft = {
  id: string;
  /** How the infix form names the field: its custom id, else its uuid. */
  ref: string;
  operator: FieldRuleOperator;
  value: string;
};

export type Combinator = 'and' | 'or';

/** The visual builder's state; `infix` is only used when the rule is edited as text. */
export type RuleDraft = {
  target: string;
  combinator: Combinator;
  conditions: ConditionDraft[];
};

/** The name a field goes by in a rule: its custom id when it has one (stable across copies). */
export const fieldRef = (field: Pick<DataField, 'uuid' | 'custom_id'>): string =>
  field.custom_id?.trim() || field.uuid;

export const findField = (fields: readonly DataField[], ref: string): DataField | undefined =>
  fields.find((field) => fieldRef(field) === ref || field.uuid === ref);

/** Fields a condition can test (§5: other types give no condition). */
export const conditionFields = (fields: readonly DataField[]): DataField[] =>
  fields.filter((field) => !field.removed && FIELD_RULE_CONDITIONS[field.type].length > 0);

/** Numeric comparisons are offered when the field's value, or all of its choices, are numbers. */
export const isNumericField = (field: DataField): boolean =>
  isNumericValue(field.data) ||
  (field.type === 'choice' &&
    field.choice_options.length > 0 &&
    field.choice_options.every((option) => isNumericValue(option)));

export const conditionsForField = (
  field: DataField | undefined,
  current?: FieldRuleOperator,
): readonly FieldRuleCondition[] => {
  if (!field) return [];
  const offered = fieldRuleConditionsFor(field.type, isNumericField(field));
  if (!current || offered.some((entry) => entry.operator === current)) return offered;
  // A saved numeric condition stays selectable even while the field holds no number.
  return FIELD_RULE_CONDITIONS[field.type].filter(
    (entry) => entry.operator === current || offered.includes(entry),
  );
};

export const conditionOf = (type: FieldType, operator: FieldRuleOperator) =>
  FIELD_RULE_CONDITIONS[type].find((entry) => entry.operator === operator);

const NUMERIC_OPERATORS = new Set<FieldRuleOperator>(['<', '>', '<=', '>=']);

const quote = (value: string) => `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`;

/** One condition in the infix grammar of packages/domain/field-rule-infix.ts. */
export const conditionToInfix = (condition: ConditionDraft): string => {
  const ref = `{${condition.ref}}`;
  const { operator, value } = condition;
  if (NUMERIC_OPERATORS.has(operator)) return `${ref} ${operator} ${Number(value.trim())}`;
  if (operator === 'is' || operator === 'is_not' || operator === 'contains')
    return `${ref} ${operator} ${quote(value)}`;
  return `${ref} ${operator}`;
};

export const draftToInfix = (draft: RuleDraft): string =>
  draft.conditions.map(conditionToInfix).join(` ${draft.combinator} `);

/** Why the builder cannot be saved yet, or null. */
export const draftProblem = (
  t: TFunction,
  draft: RuleDraft,
  fields: readonly DataField[],
): string | null => {
  if (!draft.target) return t('editor.rules.problems.target');
  if (draft.conditions.length === 0) return t('editor.rules.problems.noCondition');
  for (const condition of draft.conditions) {
    const field = findField(fields, condition.ref);
    if (!field) return t('editor.rules.problems.field');
    const entry = conditionOf(field.type, condition.operator);
    if (!entry) return t('editor.rules.problems.condition');
    if (entry.needs_value && condition.value.trim() === '') return t('editor.rules.problems.value');
    if (NUMERIC_OPERATORS.has(condition.operator) && !isNumericValue(condition.value))
      return t('editor.rules.problems.number');
  }
  try {
    infixToJsonLogic(draftToInfix(draft));
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  return null;
};

/** The targets a rule can enable: every field, and every field group (§3 field_group). */
export type RuleTarget = { value: string; label: string; kind: 'field' | 'group' };

export const ruleTargets = (
  t: TFunction,
  fields: readonly DataField[],
  label: (field: DataField) => string,
): RuleTarget[] => {
  const groups = [...new Set(fields.filter((f) => !f.removed).flatMap(fieldGroups))].sort();
  return [
    ...groups.map((group) => ({
      value: group,
      label: t('editor.rules.groupNamed', { group }),
      kind: 'group' as const,
    })),
    ...fields
      .filter((field) => !field.removed)
      .map((field) => ({ value: fieldRef(field), label: label(field), kind: 'field' as const })),
  ];
};

let nextId = 0;
export const newConditionId = (): string => `condition-${(nextId += 1)}`;

export const emptyCondition = (): ConditionDraft => ({
  id: newConditionId(),
  ref: '',
  operator: 'is_not_empty',
  value: '',
});
