import { describe, expect, it } from 'vitest';
import { contrastOnWhite, ink, tint, wash } from './field-ink.ts';

describe('field ink', () => {
  it('keeps a dark colour as it is', () => {
    expect(ink('#1d4898')).toBe('#1d4898');
  });

  it('darkens light signer colours until a small label reads on white', () => {
    for (const colour of ['#CC79A7', '#B8860B', '#ffff33', '#808080', '#E7298A']) {
      expect(contrastOnWhite(ink(colour))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('tints with an alpha, and washes over white', () => {
    expect(tint('#1D4898', 0.12)).toBe('rgba(29, 72, 152, 0.12)');
    expect(wash('#000000', 0.2, 0.9)).toBe('rgba(204, 204, 204, 0.9)');
  });
});
