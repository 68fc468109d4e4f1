import { describe, expect, it } from 'vitest';
import {
  filterRuleProblem,
  inferFieldType,
  matchesFilterRules,
  parseCellDate,
  parseCellNumber,
} from './recipient-filters.ts';
import { mappedPackValues } from './mapped-values.ts';

const names = ['Name', 'Balance', 'Joined'];
const types = ['text', 'number', 'date'] as const;
const now = new Date('2026-11-24T12:00:00Z');

describe('recipient data filters (§5)', () => {
  it('reads numbers and dates as people write them', () => {
    expect(parseCellNumber('1 200,50')).toBe(1200.5);
    expect(parseCellNumber('1,200.50')).toBe(1200.5);
    expect(parseCellNumber('1,200')).toBe(1200);
    expect(parseCellNumber('-3.25')).toBe(-3.25);
    expect(parseCellNumber('12 apples')).toBeNull();
    expect(parseCellDate('2026-11-20')).toBe(Date.UTC(2026, 10, 20));
    expect(parseCellDate('20/11/2026')).toBe(Date.UTC(2026, 10, 20));
    expect(parseCellDate('31/02/2026')).toBeNull();
  });

  it('infers a column type from every filled cell', () => {
    expect(inferFieldType(['1', '2,5', ''])).toBe('number');
    expect(inferFieldType(['2026-01-01', '02/03/2026'])).toBe('date');
    expect(inferFieldType(['1', 'two'])).toBe('text');
    expect(inferFieldType(['', ' '])).toBe('text');
    // Phone numbers and codes keep their leading '+' or zero: text, not numbers.
    expect(inferFieldType(['+27 82 555 1234', '+44 20 7946 0958'])).toBe('text');
    expect(inferFieldType(['0821234567', '0123'])).toBe('text');
    expect(inferFieldType(['0.5', '10'])).toBe('number');
  });

  it('offers operators by type and refuses the others', () => {
    const rule = {
      selected_field: 'Name',
      selected_inequality: 'greater_than',
      comparison_value: 'a',
    } as const;
    expect(filterRuleProblem(rule, names, [...types])).toMatch(/cannot be filtered/);
    expect(
      filterRuleProblem(
        { selected_field: 'Joined', selected_inequality: 'in', comparison_value: '15' },
        names,
        [...types],
      ),
    ).toMatch(/10, 20, 30, 45/);
  });

  it('matches text case-insensitively, numbers and dates by value, and the last N days', () => {
    const row = ['Ada', '1 500', '2026-11-10'];
    const match = (selected_field: string, selected_inequality: never, comparison_value: string) =>
      matchesFilterRules(
        row,
        names,
        [...types],
        [{ selected_field, selected_inequality, comparison_value }],
        now,
      );
    expect(match('Name', 'equals' as never, ' ada ')).toBe(true);
    expect(match('Name', 'not_equal' as never, 'Ada')).toBe(false);
    expect(match('Balance', 'greater_than' as never, '1000')).toBe(true);
    expect(match('Balance', 'less_than_or_equal' as never, '1499')).toBe(false);
    expect(match('Joined', 'in' as never, '20')).toBe(true);
    expect(match('Joined', 'in' as never, '10')).toBe(false);
    expect(match('Joined', 'less_than' as never, '15/11/2026')).toBe(true);
    // A rule with a problem matches nothing: a bad filter never widens a send.
    expect(match('Missing', 'equals' as never, 'x')).toBe(false);
  });
});

describe('mapped values', () => {
  it('takes columns (trimmed) and fixed texts; a column the source lost gives nothing', () => {
    const values = mappedPackValues(
      {
        data_fields: {
          policy: { column: 'Balance' },
          note: { text: 'Fixed' },
          gone: { column: 'Old' },
        },
        signatories: { client: { name: { column: 'Name' }, email: { text: 'ada@example.com' } } },
        cc_recipients: {},
        document_name: { column: 'Name' },
      },
      names,
      [' Ada ', '1 500', '2026-11-10'],
    );
    expect(values).toEqual({
      data_fields: { policy: '1 500', note: 'Fixed' },
      signatories: { client: { name: 'Ada', email: 'ada@example.com' } },
      cc_recipients: {},
      document_name: 'Ada',
    });
  });
});
