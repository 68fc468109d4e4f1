import { describe, expect, it } from 'vitest';
import { RULE_STASH_PROPERTY, copiedFieldContent, copiedFieldProperties } from './pack-copy.ts';

const field = (over: Partial<Parameters<typeof copiedFieldContent>[0]> = {}) => ({
  type: 'text',
  data: 'Signer wrote this',
  file_key: null,
  filename: null,
  setup_value: null,
  properties: {},
  ...over,
});

describe('copiedFieldContent', () => {
  it('keeps what a field holds when no signer ever wrote to it (the owner pre-fill)', () => {
    expect(copiedFieldContent(field({ data: 'Owner wrote this' }))).toEqual({
      data: 'Owner wrote this',
      file_key: null,
      filename: null,
    });
  });

  it('starts from what the field held before the first signer wrote to it', () => {
    expect(
      copiedFieldContent(
        field({
          data: 'answer',
          file_key: 'signer-file',
          filename: 'signer.pdf',
          setup_value: { data: 'pre-fill', file_key: 'owner-file', filename: 'owner.pdf' },
        }),
      ),
    ).toEqual({ data: 'pre-fill', file_key: 'owner-file', filename: 'owner.pdf' });
    expect(
      copiedFieldContent(
        field({
          type: 'checkbox',
          data: 'true',
          setup_value: { data: null, file_key: null, filename: null },
        }),
      ),
    ).toEqual({ data: null, file_key: null, filename: null });
  });

  it('never keeps a signature, an initial, an approval or a declining, whoever made it', () => {
    for (const type of ['signature', 'initial', 'approve', 'decline'])
      expect(copiedFieldContent(field({ type, data: 'x', file_key: 'png' }))).toEqual({
        data: null,
        file_key: null,
        filename: null,
      });
  });
});

describe('copiedFieldContent of a date signed field', () => {
  it('starts empty: the date is the signing’s, not the owner’s', () => {
    expect(
      copiedFieldContent(
        field({ type: 'date', data: '2026-11-24', properties: { auto_assign_date: true } }),
      ).data,
    ).toBeNull();
  });
});

describe('copiedFieldProperties', () => {
  it('drops the rule stash and keeps every other property', () => {
    const properties = {
      choice_options: ['a', 'b'],
      [RULE_STASH_PROPERTY]: { data: 'answer', file_key: null },
    };
    expect(copiedFieldProperties(properties)).toEqual({ choice_options: ['a', 'b'] });
    expect(properties[RULE_STASH_PROPERTY]).toBeDefined();
  });
});
