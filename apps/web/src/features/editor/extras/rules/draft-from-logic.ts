import type { FieldRuleOperator } from '@quire/domain';
import {
  newConditionId,
  type Combinator,
  type ConditionDraft,
  type RuleDraft,
} from './rule-draft.ts';

type Logic = Record<string, unknown>;

const single = (logic: unknown): [string, unknown[]] | null => {
  if (!logic || typeof logic !== 'object' || Array.isArray(logic)) return null;
  const keys = Object.keys(logic);
  if (keys.length !== 1) return null;
  const op = keys[0]!;
  const raw = (logic as Logic)[op];
  return [op, Array.isArray(raw) ? raw : [raw]];
};

const varOf = (value: unknown): string | null => {
  const parsed = single(value);
  if (!parsed || parsed[0] !== 'var') return null;
  return typeof parsed[1][0] === 'string' ? parsed[1][0] : null;
};

const condition = (ref: string, operator: FieldRuleOperator, value = ''): ConditionDraft => ({
  id: newConditionId(),
  ref,
  operator,
  value,
});

const COMPARISONS = new Set(['<', '>', '<=', '>=']);

/** One json_logic condition as a builder row, or null when the builder cannot show it. */
const conditionFromLogic = (logic: unknown): ConditionDraft | null => {
  const parsed = single(logic);
  if (!parsed) return null;
  const [op, args] = parsed;
  if ((op === '!' || op === '!!') && args.length === 1) {
    const ref = varOf(args[0]);
    return ref ? condition(ref, op === '!' ? 'is_empty' : 'is_not_empty') : null;
  }
  if (op === 'in' && args.length === 2 && typeof args[0] === 'string') {
    const ref = varOf(args[1]);
    return ref ? condition(ref, 'contains', args[0]) : null;
  }
  if (args.length !== 2) return null;
  const ref = varOf(args[0]);
  const literal = args[1];
  if (!ref || (typeof literal !== 'string' && typeof literal !== 'number')) return null;
  if (op === '==' || op === '===')
    return literal === 'checked'
      ? condition(ref, 'is_ticked')
      : condition(ref, 'is', String(literal));
  if (op === '!=' || op === '!==')
    return literal === 'checked'
      ? condition(ref, 'is_not_ticked')
      : condition(ref, 'is_not', String(literal));
  if (COMPARISONS.has(op) && typeof literal === 'number')
    return condition(ref, op as FieldRuleOperator, String(literal));
  return null;
};

/**
 * A saved rule as the visual builder's rows: one condition, or conditions joined by a single
 * and/or. Null for anything else (nested groups, not, literals): that rule is edited as text.
 */
export const draftFromLogic = (target: string, logic: unknown): RuleDraft | null => {
  const parsed = single(logic);
  if (parsed && (parsed[0] === 'and' || parsed[0] === 'or')) {
    const conditions = parsed[1].map(conditionFromLogic);
    if (conditions.length === 0 || conditions.some((entry) => entry === null)) return null;
    return {
      target,
      combinator: parsed[0] as Combinator,
      conditions: conditions as ConditionDraft[],
    };
  }
  const only = conditionFromLogic(logic);
  return only ? { target, combinator: 'and', conditions: [only] } : null;
};
