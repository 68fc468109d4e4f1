import { evaluateFieldRules, infixToJsonLogic } from '@quire/domain';
import { describe, expect, it } from 'vitest';
import { aField } from '../test-support/render-extras.tsx';
import { draftFromLogic } from './draft-from-logic.ts';
import { i18n } from '../../../../i18n/i18n.ts';
import { draftProblem, draftToInfix, newConditionId, type RuleDraft } from './rule-draft.ts';

const condition = (
  ref: string,
  operator: RuleDraft['conditions'][number]['operator'],
  value = '',
) => ({
  id: newConditionId(),
  ref,
  operator,
  value,
});

describe('rule builder → infix', () => {
  const agree = aField({ type: 'check', custom_id: 'agree' });
  const amount = aField({ type: 'text', custom_id: 'amount', data: '250' });
  const name = aField({ type: 'text', custom_id: 'client name' });
  const fields = [agree, amount, name];

  it('writes each condition in the grammar the server parses', () => {
    const draft: RuleDraft = {
      target: 'details',
      combinator: 'and',
      conditions: [
        condition('agree', 'is_ticked'),
        condition('amount', '>', '100'),
        condition('client name', 'contains', 'Say "hi"'),
      ],
    };
    const infix = draftToInfix(draft);
    expect(infix).toBe(
      '{agree} is_ticked and {amount} > 100 and {client name} contains "Say \\"hi\\""',
    );
    expect(infixToJsonLogic(infix)).toEqual({
      and: [
        { '==': [{ var: 'agree' }, 'checked'] },
        { '>': [{ var: 'amount' }, 100] },
        { in: ['Say "hi"', { var: 'client name' }] },
      ],
    });
    expect(draftProblem(i18n.t, draft, fields)).toBeNull();
  });

  it('joins with or, and reads a saved rule back into the same rows', () => {
    const draft: RuleDraft = {
      target: 'amount',
      combinator: 'or',
      conditions: [condition('agree', 'is_not_ticked'), condition('client name', 'is', 'Ann')],
    };
    const logic = infixToJsonLogic(draftToInfix(draft));
    const back = draftFromLogic('amount', logic);
    expect(back?.combinator).toBe('or');
    expect(back?.conditions.map(({ ref, operator, value }) => [ref, operator, value])).toEqual([
      ['agree', 'is_not_ticked', ''],
      ['client name', 'is', 'Ann'],
    ]);
  });

  it('leaves nested rules to the text editor', () => {
    const logic = infixToJsonLogic('{agree} is_ticked and ({amount} > 1 or {amount} < -1)');
    expect(draftFromLogic('x', logic)).toBeNull();
  });

  it('says what is missing before a rule can be saved', () => {
    const base: RuleDraft = {
      target: '',
      combinator: 'and',
      conditions: [condition('amount', 'is', '')],
    };
    expect(draftProblem(i18n.t, base, fields)).toBe('Choose the field or group this rule enables.');
    expect(draftProblem(i18n.t, { ...base, target: 'agree' }, fields)).toBe(
      'Fill in a value for every condition.',
    );
    expect(
      draftProblem(
        i18n.t,
        { ...base, target: 'agree', conditions: [condition('amount', '>', 'lots')] },
        fields,
      ),
    ).toBe('Comparisons like “is greater than” need a number.');
    expect(
      draftProblem(
        i18n.t,
        { ...base, target: 'agree', conditions: [condition('agree', 'contains', 'x')] },
        fields,
      ),
    ).toBe('Choose a condition for every field.');
  });

  it('builds rules the shared evaluation understands', () => {
    const draft: RuleDraft = {
      target: 'amount',
      combinator: 'and',
      conditions: [condition('agree', 'is_ticked')],
    };
    const rule = { field_or_group: 'amount', json_logic: infixToJsonLogic(draftToInfix(draft)) };
    expect(evaluateFieldRules([rule], fields).get('amount')).toBe(false);
    expect(evaluateFieldRules([rule], [{ ...agree, data: 'checked' }, amount]).get('amount')).toBe(
      true,
    );
  });
});
