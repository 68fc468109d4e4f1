import { describe, expect, it } from 'vitest';
import { fieldColour } from './field-colours.ts';

describe('field colours (§9)', () => {
  const palette = (uuid: string) => (uuid === 's1' ? '#e64980' : undefined);
  it('uses the spec colours and the signer palette with a grey fallback', () => {
    expect(fieldColour({ type: 'highlight', signatory_uuid: 's1' }, palette)).toBe('#ffff33');
    expect(fieldColour({ type: 'block', signatory_uuid: null }, palette)).toBe('#000000');
    expect(fieldColour({ type: 'text', signatory_uuid: 'self' }, palette)).toBe('#1D4898');
    expect(fieldColour({ type: 'text', signatory_uuid: 's1' }, palette)).toBe('#e64980');
    expect(fieldColour({ type: 'text', signatory_uuid: 's9' }, palette)).toBe('#808080');
    expect(fieldColour({ type: 'text', signatory_uuid: null })).toBe('#808080');
  });
});
