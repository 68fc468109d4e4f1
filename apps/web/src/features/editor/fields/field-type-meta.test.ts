import { FIELD_TYPES } from '@quire/domain';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { PALETTE_SECTIONS, fieldLabel } from './field-type-meta.ts';

describe('field type meta', () => {
  it('offers every field type once in the palette', () => {
    const offered = PALETTE_SECTIONS.flatMap((s) => s.types);
    expect([...offered].sort()).toEqual([...FIELD_TYPES].sort());
  });

  it('names a field by type, id, signer and whether it is required', () => {
    const t = i18n.getFixedT('en');
    expect(
      fieldLabel(t, { type: 'signature', custom_id: 'signature_1', required: true }, 'Ada'),
    ).toBe('Signature field signature_1, for Ada, required');
    expect(fieldLabel(t, { type: 'block', custom_id: null, required: false }, null)).toBe(
      'Block out field',
    );
  });

  it('names a field in Afrikaans', () => {
    const t = i18n.getFixedT('af');
    expect(fieldLabel(t, { type: 'signature', custom_id: null, required: true }, 'Ada')).toBe(
      'Veld: Handtekening, vir Ada, verpligtend',
    );
  });
});
