import type { DataField, FieldRule } from '@quire/domain';
import type { TFunction } from 'i18next';
import { fieldName } from '../field-label.ts';
import { draftFromLogic } from './draft-from-logic.ts';
import { conditionOf, findField, type ConditionDraft } from './rule-draft.ts';

const describeCondition = (
  t: TFunction,
  condition: ConditionDraft,
  fields: readonly DataField[],
): string => {
  const field = findField(fields, condition.ref);
  const name = field ? fieldName(t, field) : condition.ref;
  const entry = field ? conditionOf(field.type, condition.operator) : undefined;
  const label = t(`editor.rules.operators.${condition.operator}`);
  return entry?.needs_value
    ? t('editor.rules.conditionWithValue', { name, condition: label, value: condition.value })
    : t('editor.rules.condition', { name, condition: label });
};

/** A rule in words ("agree is ticked and amount is greater than “100”"), or its infix form. */
export const describeRule = (
  t: TFunction,
  rule: FieldRule,
  fields: readonly DataField[],
): string => {
  const draft = draftFromLogic(rule.field_or_group, rule.json_logic);
  if (!draft) return rule.infix_logic;
  return draft.conditions
    .map((condition) => describeCondition(t, condition, fields))
    .join(draft.combinator === 'and' ? t('editor.rules.and') : t('editor.rules.or'));
};

/** The name of what a rule enables: a field's name, or the group's. */
export const describeTarget = (
  t: TFunction,
  target: string,
  fields: readonly DataField[],
): string => {
  const field = findField(fields, target);
  return field ? fieldName(t, field) : target;
};
