import { FIELD_TYPES } from '@quire/domain';
import { describe, expect, it } from 'vitest';
import { PALETTE_SECTIONS, fieldLabel } from './field-type-meta.ts';

describe('field type meta', () => {
  it('offers every field type once in the palette', () => {
    const offered = PALETTE_SECTIONS.flatMap((s) => s.types);
    expect([...offered].sort()).toEqual([...FIELD_TYPES].sort());
  });

  it('names a field by type, id, signer and whether it is required', () => {
    expect(fieldLabel({ type: 'signature', custom_id: 'signature_1', required: true }, 'Ada')).toBe(
      'Signature field signature_1, for Ada, required',
    );
    expect(fieldLabel({ type: 'block', custom_id: null, required: false }, null)).toBe(
      'Block out field',
    );
  });
});
