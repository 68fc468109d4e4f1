import { describe, expect, it } from 'vitest';
import { FIELD_RULE_CONDITIONS, fieldRuleConditionsFor } from './field-rule-conditions.ts';
import {
  applyRuleStates,
  disabledFieldUuids,
  evaluateFieldRules,
  type RuleField,
} from './field-rules.ts';
import { infixToJsonLogic } from './field-rule-infix.ts';
import { FIELD_TYPES } from './editor-entities.ts';

const field = (uuid: string, over: Partial<RuleField & { filename: string | null }> = {}) => ({
  uuid,
  type: 'text',
  custom_id: null,
  field_group: null,
  data: null,
  file_key: null,
  filename: null,
  ...over,
});
const rule = (field_or_group: string, infix: string) => ({
  field_or_group,
  json_logic: infixToJsonLogic(infix),
});

describe('FIELD_RULE_CONDITIONS (§5)', () => {
  const operators = (type: (typeof FIELD_TYPES)[number], numeric = true) =>
    fieldRuleConditionsFor(type, numeric).map((c) => c.label);

  it('offers emptiness for signature, initial and file', () => {
    for (const type of ['signature', 'initial', 'file'] as const) {
      expect(operators(type)).toEqual(['is empty', 'has a value']);
    }
  });

  it('offers ticked / not ticked for check', () => {
    expect(operators('check')).toEqual(['is ticked', 'is not ticked']);
  });

  it('offers comparisons for text and choice only when numeric', () => {
    const base = ['is empty', 'has a value', 'is', 'is not', 'contains'];
    const numeric = [
      'is less than',
      'is greater than',
      'is less than or equal to',
      'is greater than or equal to',
    ];
    for (const type of ['text', 'choice'] as const) {
      expect(operators(type, false)).toEqual(base);
      expect(operators(type, true)).toEqual([...base, ...numeric]);
    }
  });

  it('gives no condition for other types', () => {
    const withConditions = ['signature', 'initial', 'file', 'check', 'text', 'choice'];
    for (const type of FIELD_TYPES.filter((t) => !withConditions.includes(t))) {
      expect(FIELD_RULE_CONDITIONS[type]).toEqual([]);
    }
  });
});

describe('evaluateFieldRules', () => {
  const fields = [
    field('u-name', { custom_id: 'client_name', data: 'Ann' }),
    field('u-amount', { custom_id: 'amount', data: '150' }),
    field('u-agree', { type: 'check', custom_id: 'agree', data: 'unchecked' }),
    field('u-sig', { type: 'signature', custom_id: 'sig', file_key: 'blob-1' }),
    field('u-target', { custom_id: 'extra', field_group: 'g1|g2' }),
  ];

  it('evaluates each target by custom id or uuid', () => {
    const states = evaluateFieldRules(
      [
        rule('g1', '{client_name} is_not_empty and ({amount} > 100 or {agree} is_ticked)'),
        rule('g2', '{agree} is_ticked'),
        rule('extra', '{u-sig} is_not_empty and {client_name} contains "An"'),
        rule('u-agree', '{client_name} is "Bob"'),
      ],
      fields,
    );
    expect(Object.fromEntries(states)).toEqual({
      g1: true,
      g2: false,
      extra: true,
      'u-agree': false,
    });
  });

  it('needs every rule on one target to hold', () => {
    const states = evaluateFieldRules(
      [rule('g1', '{client_name} is_not_empty'), rule('g1', '{agree} is_ticked')],
      fields,
    );
    expect(states.get('g1')).toBe(false);
  });

  it('raises an error for an unknown json-logic operation (§8)', () => {
    expect(() =>
      evaluateFieldRules([{ field_or_group: 'g1', json_logic: { teleport: [1] } }], fields),
    ).toThrow('Unrecognized operation teleport');
  });

  it('never calls an empty field less or more than a number', () => {
    const empty = [field('n', { custom_id: 'n' }), field('t', { custom_id: 't' })];
    const states = evaluateFieldRules(
      [
        rule('a', '{n} < 100'),
        rule('b', '{n} >= 0'),
        rule('c', '{n} is_empty'),
        rule('d', '{n} is_not "x"'),
        rule('e', '{n} contains "x"'),
        rule('f', '{n} is_not_empty'),
      ],
      empty,
    );
    expect(Object.fromEntries(states)).toEqual({
      a: false,
      b: false,
      c: true,
      d: true,
      e: false,
      f: false,
    });
  });

  it('reads custom ids with dots', () => {
    const dotted = [
      field('a', { custom_id: 'client.name', data: 'x' }),
      field('b', { custom_id: 'b' }),
    ];
    expect(evaluateFieldRules([rule('b', '{client.name} is "x"')], dotted).get('b')).toBe(true);
  });
});

describe('disabledFieldUuids', () => {
  it('disables by uuid, custom id and any of the field groups', () => {
    const fields = [
      field('trigger', { type: 'check', custom_id: 'agree', data: 'unchecked' }),
      field('a', { field_group: 'extras|other' }),
      field('b', { field_group: 'other' }),
      field('c', { custom_id: 'notes' }),
      field('d'),
      field('e', { field_group: 'extras', removed: true }),
    ];
    const disabled = disabledFieldUuids(
      [rule('extras', '{agree} is_ticked'), rule('notes', '{agree} is_ticked'), rule('d', 'true')],
      fields,
    );
    expect([...disabled].sort()).toEqual(['a', 'c']);
  });

  it('treats a disabled field as empty, so chains settle', () => {
    const fields = [
      field('t', { type: 'check', custom_id: 'agree', data: 'unchecked' }),
      field('x', { custom_id: 'x', data: 'filled' }),
      field('y', { custom_id: 'y' }),
    ];
    const disabled = disabledFieldUuids(
      [rule('x', '{agree} is_ticked'), rule('y', '{x} is_not_empty')],
      fields,
    );
    expect([...disabled].sort()).toEqual(['x', 'y']);
  });

  it('stays fast on 1,000 fields and 200 rules', () => {
    const fields = Array.from({ length: 1000 }, (_, i) =>
      field(`f${i}`, {
        custom_id: `id_${i}`,
        data: i % 2 ? 'x' : null,
        field_group: `g${i % 200}`,
      }),
    );
    const rules = Array.from({ length: 200 }, (_, i) =>
      rule(`g${i}`, `{id_${2 * i + 1}} is_not_empty`),
    );
    const started = performance.now();
    const disabled = disabledFieldUuids(rules, fields);
    expect(performance.now() - started).toBeLessThan(200);
    expect(disabled.size).toBe(0);
    const emptyTriggers = rules.map((_, i) => rule(`g${i}`, `{id_${2 * i}} is_not_empty`));
    expect(disabledFieldUuids(emptyTriggers, fields).size).toBe(1000);
  });
});

describe('applyRuleStates (§4 stash and restore)', () => {
  const fields = [
    field('a', { data: 'hello' }),
    field('b', { type: 'file', file_key: 'fk', filename: 'x.pdf' }),
    field('c', { data: 'kept' }),
  ];

  it('stashes and clears the data of disabled fields, leaving the others untouched', () => {
    const result = applyRuleStates(fields, new Set(['a', 'b']), {});
    expect(result.fields[0]).toMatchObject({ data: null });
    expect(result.fields[1]).toMatchObject({ file_key: null, filename: null });
    expect(result.fields[2]).toBe(fields[2]);
    expect(result.stash).toEqual({
      a: { data: 'hello', file_key: null, filename: null, blob: null },
      b: { data: null, file_key: 'fk', filename: 'x.pdf', blob: null },
    });
  });

  it('restores the stash when a field is enabled again', () => {
    const off = applyRuleStates(fields, new Set(['a', 'b']), {});
    const stillOff = applyRuleStates(off.fields, new Set(['a', 'b']), off.stash);
    expect(stillOff.stash).toEqual(off.stash);
    const on = applyRuleStates(stillOff.fields, new Set(), stillOff.stash);
    expect(on.fields).toEqual(fields);
    expect(on.stash).toEqual({});
  });

  it('keeps what was entered after the rule enabled the field over an older stash', () => {
    const typed = [field('a', { data: 'new' })];
    const on = applyRuleStates(typed, new Set(), {
      a: { data: 'old', file_key: null, filename: null, blob: null },
    });
    expect(on.fields[0]?.data).toBe('new');
    expect(on.stash).toEqual({});
  });
});
