import { describe, expect, it } from 'vitest';
import {
  SIGNING_DRAFT_LIMITS,
  draftFieldsWhere,
  mergeDraftFields,
  saveSigningDraftBodySchema,
} from './signing-draft.ts';

describe('mergeDraftFields', () => {
  it('keeps the fields a save does not carry and replaces the keys it names', () => {
    const current = { a: { data: 'from the phone' }, b: { file_key: 'sig-1' } };
    const merged = mergeDraftFields(current, { b: { data: 'x' }, c: { data: null } });
    expect(merged).toEqual({
      a: { data: 'from the phone' },
      b: { data: 'x', file_key: 'sig-1' },
      c: { data: null },
    });
    // The stored draft is not changed in place.
    expect(current.b).toEqual({ file_key: 'sig-1' });
  });

  it('lets the later writer of one field win', () => {
    expect(mergeDraftFields({ a: { data: 'first' } }, { a: { data: 'second' } })).toEqual({
      a: { data: 'second' },
    });
  });
});

describe('draftFieldsWhere', () => {
  it('drops the fields the signer may no longer fill', () => {
    expect(draftFieldsWhere({ a: { data: '1' }, b: { data: '2' } }, (u) => u === 'b')).toEqual({
      b: { data: '2' },
    });
  });
});

describe('saveSigningDraftBodySchema', () => {
  it('takes a revision and the changed fields', () => {
    expect(
      saveSigningDraftBodySchema.safeParse({ revision: 3, fields: { f1: { data: 'x' } } }).success,
    ).toBe(true);
  });

  it('refuses too many fields, too long a text, unknown keys and a negative revision', () => {
    const many = Object.fromEntries(
      Array.from({ length: SIGNING_DRAFT_LIMITS.fieldsPerSave + 1 }, (_, i) => [`f${i}`, {}]),
    );
    const bad = [
      { revision: 0, fields: many },
      { revision: 0, fields: { f: { data: 'x'.repeat(SIGNING_DRAFT_LIMITS.dataLength + 1) } } },
      { revision: 0, fields: { f: { data: 'x', status: 'complete' } } },
      { revision: -1, fields: {} },
      { fields: {} },
    ];
    for (const body of bad) expect(saveSigningDraftBodySchema.safeParse(body).success).toBe(false);
  });
});
