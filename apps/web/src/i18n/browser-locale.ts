import { negotiateLocale, type Locale } from '@quire/domain';

/** The browser's languages, most preferred first. */
export const browserLanguages = (): string[] =>
  navigator.languages?.length ? [...navigator.languages] : [navigator.language].filter(Boolean);

/** The language a visitor gets before anyone chose one: the first of the browser's Quire speaks. */
export const browserLocale = (): Locale => negotiateLocale(browserLanguages());
