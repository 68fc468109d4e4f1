import { describe, expect, it } from 'vitest';
import { acceptLanguageTags, negotiateLocale } from './locales.ts';

describe('negotiateLocale', () => {
  it('takes the first language Quire speaks, by primary subtag', () => {
    expect(negotiateLocale(['af-ZA', 'en-US'])).toBe('af');
    expect(negotiateLocale(['de-DE', 'AF', 'en'])).toBe('af');
    expect(negotiateLocale(['en-GB', 'af'])).toBe('en');
  });

  it('falls back to English when none is spoken or none is given', () => {
    expect(negotiateLocale(['zu-ZA', 'fr'])).toBe('en');
    expect(negotiateLocale([])).toBe('en');
  });
});

describe('acceptLanguageTags', () => {
  it('orders by q value, keeping the header order among equals', () => {
    expect(acceptLanguageTags('en;q=0.5, af-ZA, de;q=0.5')).toEqual(['af-ZA', 'en', 'de']);
  });

  it('drops wildcards, refused languages and an absent header', () => {
    expect(acceptLanguageTags('*, zu;q=0, af')).toEqual(['af']);
    expect(acceptLanguageTags(undefined)).toEqual([]);
  });
});
