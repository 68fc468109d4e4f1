import { describe, expect, it } from 'vitest';
import { newDataField, type DataField } from './data-field.ts';
import {
  incompleteFields,
  isFieldIncomplete,
  isValidFieldDate,
  parseFieldDate,
  selfFieldsToFill,
  toggleCheckbox,
} from './field-completion.ts';

let n = 0;
const field = (over: Partial<DataField> = {}): DataField =>
  newDataField({
    uuid: `f${++n}`,
    document_key: 'd1',
    type: 'text',
    page_index: 0,
    required: true,
    ...over,
  });

describe('dates (§5)', () => {
  it.each(['2024-02-29', '2024/2/29', '29/02/2024', '29-02-2024', ' 01-12-2025 '])(
    'accepts %s',
    (s) => {
      expect(isValidFieldDate(s)).toBe(true);
    },
  );
  it.each(['2023-02-29', '31/04/2024', '2024.01.01', '01/01/24', '2024-01/01', 'tomorrow', ''])(
    'refuses %s',
    (s) => {
      expect(isValidFieldDate(s)).toBe(false);
    },
  );
  it('reads day-first formats as day, month, year', () => {
    expect(parseFieldDate('03/04/2025')).toEqual({ year: 2025, month: 4, day: 3 });
    expect(parseFieldDate('2025/04/03')).toEqual({ year: 2025, month: 4, day: 3 });
  });
});

describe('required fields (§5)', () => {
  it('a required field without data is incomplete, with data complete, optional never', () => {
    const empty = field();
    const blank = field({ data: '   ' });
    const filled = field({ data: 'x' });
    const optional = field({ required: false });
    expect(incompleteFields([empty, blank, filled, optional])).toEqual([empty, blank]);
  });

  it('ignores disabled and removed fields', () => {
    const a = field();
    const b = field({ removed: true });
    expect(incompleteFields([a, b], new Set([a.uuid]))).toEqual([]);
  });

  it('a file with a blob is complete', () => {
    expect(incompleteFields([field({ type: 'file', file_key: 'blob' })])).toEqual([]);
    expect(incompleteFields([field({ type: 'file' })])).toHaveLength(1);
  });

  it('a signature, initial or image is complete with its picture', () => {
    for (const type of ['signature', 'initial', 'image'] as const) {
      expect(incompleteFields([field({ type, file_key: 'png' })])).toEqual([]);
      expect(incompleteFields([field({ type })])).toHaveLength(1);
    }
  });

  it('a date with auto date is complete; a date must be valid', () => {
    expect(incompleteFields([field({ type: 'date', auto_assign_date: true })])).toEqual([]);
    expect(incompleteFields([field({ type: 'date', data: '2025-13-01' })])).toHaveLength(1);
    expect(incompleteFields([field({ type: 'date', data: '2025-12-01' })])).toEqual([]);
  });

  it('a required checkbox must be checked, or one of its group for the same signer', () => {
    const lone = field({ type: 'check', data: 'unchecked' });
    expect(isFieldIncomplete(lone, [lone])).toBe(true);
    const a = field({
      type: 'check',
      data: 'unchecked',
      checkbox_group: 'g',
      signatory_uuid: 's1',
    });
    const b = field({ type: 'check', data: 'checked', checkbox_group: 'g', signatory_uuid: 's1' });
    const other = field({
      type: 'check',
      data: 'unchecked',
      checkbox_group: 'g',
      signatory_uuid: 's2',
    });
    expect(incompleteFields([a, b, other])).toEqual([other]);
  });
});

describe('toggleCheckbox (§4)', () => {
  it('checks and unchecks', () => {
    const c = field({ type: 'check', data: 'unchecked' });
    expect(toggleCheckbox([c], c.uuid)).toEqual([{ ...c, data: 'checked' }]);
    expect(toggleCheckbox([{ ...c, data: 'checked' }], c.uuid)).toEqual([
      { ...c, data: 'unchecked' },
    ]);
    expect(toggleCheckbox([field()], 'nope')).toEqual([]);
  });

  it('unchecks the others of a mutually exclusive group and the same signer only', () => {
    const base = {
      type: 'check' as const,
      checkbox_group: 'g',
      is_mutually_exclusive: true,
      signatory_uuid: 's1',
    };
    const a = field({ ...base, data: 'unchecked' });
    const b = field({ ...base, data: 'checked' });
    const otherSigner = field({ ...base, data: 'checked', signatory_uuid: 's2' });
    const otherGroup = field({ ...base, data: 'checked', checkbox_group: 'h' });
    const changed = toggleCheckbox([a, b, otherSigner, otherGroup], a.uuid);
    expect(changed).toEqual([
      { ...a, data: 'checked' },
      { ...b, data: 'unchecked' },
    ]);
  });

  it('leaves a non-exclusive group alone', () => {
    const a = field({ type: 'check', checkbox_group: 'g', data: 'unchecked' });
    const b = field({ type: 'check', checkbox_group: 'g', data: 'checked' });
    expect(toggleCheckbox([a, b], a.uuid)).toHaveLength(1);
  });
});

describe('quickly-fill-fields', () => {
  it('lists the self-assigned fields still to fill, in page order', () => {
    const lower = field({ signatory_uuid: 'self', y: 300 });
    const upper = field({ signatory_uuid: 'self', y: 100 });
    const next = field({ signatory_uuid: 'self', page_index: 1, y: 0 });
    const done = field({ signatory_uuid: 'self', data: 'x' });
    const theirs = field({ signatory_uuid: 's1' });
    expect(selfFieldsToFill([next, lower, done, theirs, upper])).toEqual([upper, lower, next]);
  });
});
