import { describe, expect, it } from 'vitest';
import { signerFieldLabel } from './field-label.ts';

describe('signerFieldLabel', () => {
  it('prefers the description', () => {
    expect(signerFieldLabel({ type: 'text', description: ' Company name ', custom_id: 'x' })).toBe(
      'Company name',
    );
  });

  it('falls back to a custom id the owner chose, made readable', () => {
    expect(signerFieldLabel({ type: 'text', description: '', custom_id: 'vat_number' })).toBe(
      'Vat number',
    );
  });

  it('has nothing to say for ids the editor or the system made', () => {
    expect(signerFieldLabel({ type: 'text', description: null, custom_id: 'text_3' })).toBeNull();
    expect(signerFieldLabel({ type: 'date', description: null, custom_id: 'qs:a:1' })).toBeNull();
    expect(signerFieldLabel({ type: 'text', description: null, custom_id: null })).toBeNull();
    expect(signerFieldLabel({ type: 'date', description: null, custom_id: 'text_3' })).toBe(
      'Text 3',
    );
  });
});
