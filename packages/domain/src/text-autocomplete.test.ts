import { describe, expect, it } from 'vitest';
import {
  TEXT_AUTOCOMPLETE,
  applyAutocomplete,
  autocompleteEntries,
  autocompleteTriggerAt,
  fieldAutocompleteEntries,
  matchAutocomplete,
} from './text-autocomplete.ts';

describe('textarea autocomplete', () => {
  it("finds the '::' the caret is in", () => {
    expect(autocompleteTriggerAt('see ::sig', 9)).toEqual({ start: 4, query: 'sig' });
    expect(autocompleteTriggerAt('::', 2)).toEqual({ start: 0, query: '' });
    expect(autocompleteTriggerAt('a:: b', 5)).toBeNull();
    expect(autocompleteTriggerAt('no trigger', 10)).toBeNull();
    expect(autocompleteTriggerAt('::abc def', 5)).toEqual({ start: 0, query: 'abc' });
    expect(autocompleteTriggerAt('a::\nb', 5)).toBeNull();
  });

  it('lists each custom id once, in order, without system ids, at most 500', () => {
    const entries = autocompleteEntries([
      { custom_id: 'name', hint: 'Full name' },
      { custom_id: 'qs:abc' },
      { custom_id: null },
      { custom_id: 'name' },
      { custom_id: ' id_number ', hint: '  ' },
    ]);
    expect(entries).toEqual([
      { value: 'name', hint: 'Full name' },
      { value: 'id_number', hint: null },
    ]);
    const many = Array.from({ length: 700 }, (_, i) => ({ custom_id: `f_${i}` }));
    expect(autocompleteEntries(many)).toHaveLength(TEXT_AUTOCOMPLETE.maxEntries);
    expect(TEXT_AUTOCOMPLETE.maxEntries).toBe(500);
  });

  it('matches ids starting with the query first, then ids or hints containing it', () => {
    const entries = autocompleteEntries([
      { custom_id: 'client_name', hint: null },
      { custom_id: 'name', hint: null },
      { custom_id: 'signature_1', hint: 'Sign here' },
      { custom_id: 'date', hint: 'Date signed' },
    ]);
    expect(matchAutocomplete(entries, 'NAM').map((e) => e.value)).toEqual(['name', 'client_name']);
    expect(matchAutocomplete(entries, 'sign').map((e) => e.value)).toEqual(['signature_1', 'date']);
    expect(matchAutocomplete(entries, '')).toHaveLength(4);
    expect(matchAutocomplete(entries, 'zzz')).toEqual([]);
  });

  it("replaces '::' and the query with the id and puts the caret after it", () => {
    const text = 'Fill in ::na please';
    const trigger = autocompleteTriggerAt(text, 12)!;
    expect(applyAutocomplete(text, 12, trigger, 'name')).toEqual({
      text: 'Fill in name please',
      caret: 12,
    });
  });
});

describe('fieldAutocompleteEntries', () => {
  it('lists the fields in reading order with the label a signer sees', () => {
    const f = (custom_id: string, document_key: string, page_index: number, y: number, x = 0) => ({
      custom_id,
      document_key,
      page_index,
      x,
      y,
      description: custom_id === 'id' ? 'Your ID number' : null,
      type: 'text' as const,
    });
    expect(
      fieldAutocompleteEntries([
        f('later', 'c1', 1, 0),
        f('id', 'c1', 0, 50),
        f('text_1', 'c1', 0, 10, 30),
        f('client_name', 'c1', 0, 10, 5),
        f('second_doc', 'c2', 0, 0),
      ]),
    ).toEqual([
      { value: 'client_name', hint: 'Client name' },
      { value: 'text_1', hint: null },
      { value: 'id', hint: 'Your ID number' },
      { value: 'later', hint: 'Later' },
      { value: 'second_doc', hint: 'Second doc' },
    ]);
  });
});
