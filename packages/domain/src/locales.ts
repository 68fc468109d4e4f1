import { z } from 'zod';

/**
 * The languages Quire speaks (ADR 0055): English, and Afrikaans for the South African market
 * the spec's pricing (rand) addresses. The first is the fallback for anything not yet translated.
 */
export const SUPPORTED_LOCALES = ['en', 'af'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const localeSchema = z.enum(SUPPORTED_LOCALES);

/** Each language by its own name, so a reader who doesn't know the current one finds theirs. */
export const LOCALE_NATIVE_NAMES: Record<Locale, string> = {
  en: 'English',
  af: 'Afrikaans',
};

/** The BCP 47 tag handed to Intl for dates and numbers: South African conventions for both. */
export const LOCALE_FORMAT_TAGS: Record<Locale, string> = {
  en: 'en-ZA',
  af: 'af-ZA',
};

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);

/**
 * The first of a browser's languages (navigator.languages, or an Accept-Language header's tags in
 * order) that Quire speaks, matched on the primary subtag ('af-ZA' → 'af'); English when none is.
 */
export const negotiateLocale = (languages: readonly string[]): Locale => {
  for (const tag of languages) {
    const primary = tag.trim().split(/[-_;]/)[0]?.toLowerCase();
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
};

/** The tags of an Accept-Language header, most preferred first (q values honoured). */
export const acceptLanguageTags = (header: string | undefined): string[] =>
  (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
