import { describe, expect, it } from 'vitest';
import { DATA_FIELD_PROPERTY_DEFAULTS, dataFieldInputSchema, newDataField } from './data-field.ts';
import { applyFieldPatch } from './data-field-behaviours.ts';
import {
  FIELD_FONT_SIZE,
  FONT_SIZE_MESSAGES,
  automaticFontSize,
  fontSizeRefusal,
  hasFontSize,
  ownFontPixels,
} from './field-font-size.ts';

const parse = (font_size: unknown) => dataFieldInputSchema.safeParse({ uuid: 'f1', font_size });
const messageOf = (font_size: unknown) => {
  const parsed = parse(font_size);
  return parsed.success ? null : parsed.error.issues[0]!.message;
};

describe('a field font size (issue 18; §9 minimum 4 pt)', () => {
  it('is null, the automatic size, unless set', () => {
    expect(DATA_FIELD_PROPERTY_DEFAULTS.font_size).toBeNull();
    expect(
      newDataField({ uuid: 'u', document_key: 'd', type: 'text', page_index: 0 }),
    ).toMatchObject({ font_size: null });
  });

  it('takes 4 to 72 points, tenths included, or null', () => {
    for (const ok of [FIELD_FONT_SIZE.min, 10.5, 18, FIELD_FONT_SIZE.max, null])
      expect(parse(ok).success, String(ok)).toBe(true);
  });

  it('refuses sizes outside 4–72 and anything not a number with one clear message', () => {
    for (const bad of [3.9, 0, -12, 72.1, 1000, '18', true, Number.NaN, Infinity])
      expect(messageOf(bad), String(bad)).toBe(FONT_SIZE_MESSAGES.outOfRange);
    expect(FONT_SIZE_MESSAGES.outOfRange).toContain('from 4 to 72');
  });

  it('belongs to the types that show text only', () => {
    expect(
      ['text', 'date', 'choice', 'question', 'link'].every((t) => hasFontSize(t as 'text')),
    ).toBe(true);
    expect(hasFontSize('signature')).toBe(false);
    expect(hasFontSize('check')).toBe(false);
    expect(fontSizeRefusal({ type: 'check', font_size: 12 })).toBe(FONT_SIZE_MESSAGES.notTextField);
    expect(fontSizeRefusal({ type: 'check', font_size: null })).toBeNull();
    expect(fontSizeRefusal({ type: 'date', font_size: 12 })).toBeNull();
  });

  it('is kept from one text type to another and cleared by a type without text', () => {
    const text = {
      ...newDataField({ uuid: 'u', document_key: 'd', type: 'text', page_index: 0 }),
      font_size: 18,
    };
    expect(applyFieldPatch(text, { type: 'date' }).font_size).toBe(18);
    expect(applyFieldPatch(text, { type: 'signature' }).font_size).toBeNull();
    // Sent with the type, it wins over the derived value (and the server then refuses it).
    expect(applyFieldPatch(text, { type: 'check', font_size: 18 }).font_size).toBe(18);
  });

  it('is drawn on screen at the page scale, and the screen sizes fields without one', () => {
    expect(ownFontPixels({ type: 'text', font_size: 18 }, 1.5)).toBe(27);
    expect(ownFontPixels({ type: 'text', font_size: null }, 1.5)).toBeUndefined();
    expect(ownFontPixels({ type: 'check', font_size: 18 }, 1.5)).toBeUndefined();
  });

  it('is automatic as before when unset: one line filling the box, 4 to 12 pt', () => {
    expect(automaticFontSize(20)).toBe(12);
    expect(automaticFontSize(100)).toBe(12);
    expect(automaticFontSize(14)).toBeCloseTo(10 / 1.2);
    expect(automaticFontSize(3)).toBe(4);
  });
});
