import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES, isLocale, type Locale } from '@quire/domain';
import { af } from './catalogues/af.ts';
import { en } from './catalogues/en.ts';

/**
 * The web app's one i18n instance (ADR 0055). Both catalogues are bundled: together they are
 * a few kilobytes, and a signer on a slow phone must not wait for a second request to read.
 * React escapes what it renders, so i18next must not escape interpolated values a second time.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, af: { translation: af } },
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...SUPPORTED_LOCALES],
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
  showSupportNotice: false,
});

/** The language the app speaks now. */
export const currentLocale = (): Locale =>
  isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LOCALE;

/** Switches the app's language; the page's lang attribute follows for screen readers. */
export const setAppLocale = async (locale: Locale): Promise<void> => {
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
};
