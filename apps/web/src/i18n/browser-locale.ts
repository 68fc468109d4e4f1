import { isLocale, negotiateLocale, type Locale } from '@quire/domain';

const CHOSEN_KEY = 'quire.locale';

/** The browser's languages, most preferred first. */
export const browserLanguages = (): string[] =>
  navigator.languages?.length ? [...navigator.languages] : [navigator.language].filter(Boolean);

/**
 * A language picked on this browser (the signing page's picker) outlives the signing session, so
 * the post-sign page after /post_sign_logout still speaks it.
 */
export const rememberChosenLocale = (locale: Locale): void => {
  try {
    localStorage.setItem(CHOSEN_KEY, locale);
  } catch {
    // Storage refused (private mode): the server still remembers the signer's choice.
  }
};

const chosenLocale = (): Locale | null => {
  try {
    const stored = localStorage.getItem(CHOSEN_KEY);
    return isLocale(stored) ? stored : null;
  } catch {
    return null;
  }
};

/** The language a visitor gets before their account or signer record says: chosen here, else the browser's. */
export const browserLocale = (): Locale => chosenLocale() ?? negotiateLocale(browserLanguages());
