import { describe, expect, it } from 'vitest';
import { fieldFace, filledValue } from './field-face.ts';

const face = (width: number, height: number, scale = 1, withIcon = true) =>
  fieldFace({ width, height, scale, full: 'signature_1', short: 'Sign', withIcon });

describe('fieldFace', () => {
  it('shows the icon and the full text when there is room', () => {
    expect(face(174, 58, 1.16)).toEqual({ fontSize: 13, icon: true, text: 'signature_1' });
  });

  it('shows the short text under 75 points wide (§9), however large the zoom', () => {
    expect(face(140, 40, 2)).toMatchObject({ text: 'Sign' });
  });

  it('drops the icon before clipping the text, then falls back to the short text', () => {
    expect(face(80, 28, 0.56)).toEqual({ fontSize: 9, icon: false, text: 'signature_1' });
    expect(face(60, 28, 0.56)).toEqual({ fontSize: 9, icon: true, text: 'Sign' });
  });

  it('keeps the icon alone in a box too small for words', () => {
    expect(face(15, 15, 1)).toEqual({ fontSize: 9, icon: true, text: null });
    expect(face(40, 8, 0.5)).toMatchObject({ text: null });
  });

  it('shows words alone for a field drawn without an icon (highlight)', () => {
    expect(face(174, 23, 1.16, false)).toEqual({ fontSize: 13, icon: false, text: 'signature_1' });
  });
});

describe('filledValue', () => {
  const value = (type: 'text' | 'check' | 'file' | 'image', data: string | null, file = false) =>
    filledValue({
      type,
      data,
      file_key: file ? 'blob-1' : null,
      filename: file ? 'terms.pdf' : null,
    });

  it('shows every value a field holds: text, a tick, a file', () => {
    expect(value('text', 'Acme Ltd')).toBe('Acme Ltd');
    expect(value('check', 'checked')).toBe('✓');
    expect(value('check', 'unchecked')).toBeNull();
    expect(value('file', null, true)).toBe('terms.pdf');
    expect(value('text', null)).toBeNull();
  });

  it("uses the field's own font size, kept within the box's height", () => {
    const own = (ownFontSize: number, height = 40) =>
      fieldFace({
        width: 300,
        height,
        scale: 1.5,
        full: 'Jane',
        short: 'J',
        withIcon: false,
        ownFontSize,
      });
    expect(own(27).fontSize).toBe(27);
    expect(own(6).fontSize).toBe(6);
    expect(own(108, 40).fontSize).toBe(38);
  });
});
