import { describe, expect, it } from 'vitest';
import { infixToJsonLogic } from './field-rule-infix.ts';
import { jsonLogicToInfix, jsonLogicVars } from './field-rule-print.ts';
import { FieldRuleSyntaxError } from './field-rule-errors.ts';

describe('infixToJsonLogic', () => {
  it('parses the example with precedence and brackets', () => {
    expect(
      infixToJsonLogic('{client_name} is_not_empty and ({amount} > 100 or {agree} is_ticked)'),
    ).toEqual({
      and: [
        { '!!': [{ var: 'client_name' }] },
        {
          or: [{ '>': [{ var: 'amount' }, 100] }, { '==': [{ var: 'agree' }, 'checked'] }],
        },
      ],
    });
  });

  it('binds and tighter than or, and not tighter than and', () => {
    expect(infixToJsonLogic('{a} is_empty or {b} is_empty and not {c} is_ticked')).toEqual({
      or: [
        { '!': [{ var: 'a' }] },
        { and: [{ '!': [{ var: 'b' }] }, { '!': [{ '==': [{ var: 'c' }, 'checked'] }] }] },
      ],
    });
  });

  it('reads every condition of §5', () => {
    expect(infixToJsonLogic('{s} has_value')).toEqual({ '!!': [{ var: 's' }] });
    expect(infixToJsonLogic('{c} is_not_ticked')).toEqual({ '!=': [{ var: 'c' }, 'checked'] });
    expect(infixToJsonLogic('{t} is "Yes"')).toEqual({ '==': [{ var: 't' }, 'Yes'] });
    expect(infixToJsonLogic("{t} is not 'No'")).toEqual({ '!=': [{ var: 't' }, 'No'] });
    expect(infixToJsonLogic('{t} is_not 3')).toEqual({ '!=': [{ var: 't' }, 3] });
    expect(infixToJsonLogic('{t} contains "a \\"b\\""')).toEqual({
      in: ['a "b"', { var: 't' }],
    });
    expect(infixToJsonLogic('{n} <= -2.5')).toEqual({ '<=': [{ var: 'n' }, -2.5] });
    expect(infixToJsonLogic('{n} >= 0')).toEqual({ '>=': [{ var: 'n' }, 0] });
    expect(infixToJsonLogic('{n} < 1')).toEqual({ '<': [{ var: 'n' }, 1] });
    expect(infixToJsonLogic('{field name} == "x"')).toEqual({ '==': [{ var: 'field name' }, 'x'] });
    expect(infixToJsonLogic('true')).toBe(true);
  });

  it.each([
    ['', 'The condition is empty.'],
    ['{a}', 'Expected a condition after {a} at the end'],
    ['{a} is_empty and', 'Expected a condition at the end'],
    ['({a} is_empty', "Expected ')' at the end"],
    ['{a} is_empty)', "Unexpected ')' at position 13"],
    ['{a} > "x"', "Expected a number after '>' but found '\"x\"' at position 7"],
    ['{a} is yes', "Expected a quoted value or a number but found 'yes' at position 8"],
    ['{a} matches "x"', "Unknown condition 'matches' at position 5"],
    ['{a is_empty', "Missing '}' after '{' at position 1"],
    ['{} is_empty', 'Empty field name at position 1'],
    ['{a} is "x', 'Missing closing " for the text at position 8'],
    ['{a} is_empty & {b} is_empty', "Unexpected '&' at position 14"],
    ['is_empty {a}', "Expected a field like {name} but found 'is_empty' at position 1"],
  ])('refuses %j with a clear message', (infix, message) => {
    expect(() => infixToJsonLogic(infix)).toThrow(FieldRuleSyntaxError);
    expect(() => infixToJsonLogic(infix)).toThrow(message);
  });
});

describe('jsonLogicToInfix', () => {
  it.each([
    '{client_name} is_not_empty and ({amount} > 100 or {agree} is_ticked)',
    '{a} is_empty or {b} is_empty and not {c} is_ticked',
    'not ({a} is_empty or {b} is_not_ticked)',
    '{t} is "Yes" and {t} is_not "No" and {t} contains "q\\"x"',
    '{n} <= -2.5 or {n} >= 3 or {n} < 1',
    'true',
  ])('round-trips %j', (infix) => {
    expect(jsonLogicToInfix(infixToJsonLogic(infix))).toBe(infix);
  });

  it('writes a literal-first comparison from the field side', () => {
    expect(jsonLogicToInfix({ '<': [5, { var: 'n' }] })).toBe('{n} > 5');
    expect(jsonLogicToInfix({ '===': ['x', { var: 'n' }] })).toBe('{n} is "x"');
  });

  it('raises an error for an unknown json-logic operation (§8)', () => {
    expect(() => jsonLogicToInfix({ teleport: [{ var: 'a' }] })).toThrow(
      'Unrecognized operation teleport',
    );
    expect(() => jsonLogicToInfix({ and: [{ '!': [{ var: 'a' }] }, { nope: [] }] })).toThrow(
      'Unrecognized operation nope',
    );
  });

  it('refuses known operations a condition cannot show', () => {
    expect(() => jsonLogicToInfix({ '+': [1, 2] })).toThrow(
      "The operation '+' cannot be written as a field condition",
    );
    expect(() => jsonLogicToInfix({ '==': [{ var: 'a' }, { var: 'b' }] })).toThrow(
      "The operation '==' cannot be written as a field condition",
    );
  });
});

describe('jsonLogicVars', () => {
  it('lists the fields a condition reads, once each', () => {
    expect(
      jsonLogicVars(infixToJsonLogic('{a} is_empty or ({b} > 1 and {a} contains "x") or true')),
    ).toEqual(['a', 'b']);
  });
});
