import type { DataField, FieldRule } from '@quire/domain';
import { fieldName } from '../field-label.ts';
import { draftFromLogic } from './draft-from-logic.ts';
import { conditionOf, findField, type ConditionDraft } from './rule-draft.ts';

const describeCondition = (condition: ConditionDraft, fields: readonly DataField[]): string => {
  const field = findField(fields, condition.ref);
  const name = field ? fieldName(field) : condition.ref;
  const entry = field ? conditionOf(field.type, condition.operator) : undefined;
  const label = entry?.label ?? condition.operator.replace(/_/g, ' ');
  return entry?.needs_value ? `${name} ${label} “${condition.value}”` : `${name} ${label}`;
};

/** A rule in words ("agree is ticked and amount is greater than “100”"), or its infix form. */
export const describeRule = (rule: FieldRule, fields: readonly DataField[]): string => {
  const draft = draftFromLogic(rule.field_or_group, rule.json_logic);
  if (!draft) return rule.infix_logic;
  return draft.conditions
    .map((condition) => describeCondition(condition, fields))
    .join(draft.combinator === 'and' ? ' and ' : ' or ');
};

/** The name of what a rule enables: a field's name, or the group's. */
export const describeTarget = (target: string, fields: readonly DataField[]): string => {
  const field = findField(fields, target);
  return field ? fieldName(field) : target;
};
