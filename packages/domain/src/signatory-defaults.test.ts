import { describe, expect, it } from 'vitest';
import {
  SIGNATORY_FALLBACK_COLOUR,
  SIGNATORY_PALETTE,
  defaultGroupName,
  defaultSignerRole,
  nextDefaultGroupName,
  nextDefaultSignerRole,
  signatoryColour,
} from './signatory-defaults.ts';

describe('default names (§9)', () => {
  it('names signers signer-{n} and groups Signer group {n}', () => {
    expect(defaultSignerRole(1)).toBe('signer-1');
    expect(defaultSignerRole(12)).toBe('signer-12');
    expect(defaultGroupName(2)).toBe('Signer group 2');
  });

  it('skips names already in use, ignoring case and spaces', () => {
    expect(nextDefaultSignerRole([])).toBe('signer-1');
    expect(nextDefaultSignerRole(['signer-1', ' SIGNER-2 '])).toBe('signer-3');
    expect(nextDefaultSignerRole(['signer-3'], 3)).toBe('signer-4');
    expect(nextDefaultGroupName(['signer group 1'])).toBe('Signer group 2');
    expect(nextDefaultGroupName([], 0)).toBe('Signer group 1');
  });
});

describe('signatoryColour', () => {
  it('has at least 8 distinct palette colours', () => {
    expect(SIGNATORY_PALETTE.length).toBeGreaterThanOrEqual(8);
    expect(new Set(SIGNATORY_PALETTE.map((c) => c.toLowerCase())).size).toBe(
      SIGNATORY_PALETTE.length,
    );
    expect(SIGNATORY_PALETTE).not.toContain(SIGNATORY_FALLBACK_COLOUR);
  });

  it('reaches 3:1 contrast on white for every palette colour', () => {
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => {
        const c = parseInt(hex.slice(i, i + 2), 16) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    for (const colour of SIGNATORY_PALETTE)
      expect(1.05 / (luminance(colour) + 0.05), colour).toBeGreaterThanOrEqual(3);
  });

  it('picks by position and falls back to grey #808080', () => {
    expect(signatoryColour(0)).toBe(SIGNATORY_PALETTE[0]);
    expect(signatoryColour(1)).toBe(SIGNATORY_PALETTE[1]);
    expect(signatoryColour(SIGNATORY_PALETTE.length)).toBe('#808080');
    expect(signatoryColour(-1)).toBe('#808080');
    expect(signatoryColour(1.5)).toBe('#808080');
  });
});
