import i18next, { type TFunction } from 'i18next';
import { DEFAULT_LOCALE, LOCALE_FORMAT_TAGS, SUPPORTED_LOCALES, type Locale } from '@quire/domain';
import { mailAccountAf } from './mail-catalogue-account-af.ts';
import { mailAccountEn } from './mail-catalogue-account-en.ts';
import { mailAf } from './mail-catalogue-af.ts';
import { mailEn } from './mail-catalogue-en.ts';
import { mailOwnerAf } from './mail-catalogue-owner-af.ts';
import { mailOwnerEn } from './mail-catalogue-owner-en.ts';
import { textAf } from './text-catalogue-af.ts';
import { textEn } from './text-catalogue-en.ts';

/** Every language's words for mails and text messages, one tree per language. */
export const MAIL_CATALOGUES = {
  en: { ...mailEn, account: mailAccountEn, owner: mailOwnerEn, text: textEn },
  af: { ...mailAf, account: mailAccountAf, owner: mailOwnerAf, text: textAf },
} as const;

/**
 * The mails' i18n instance: the same library as the web app's (ADR 0055), its own catalogue
 * (mails say other things than screens), which also words the SMS and WhatsApp texts. Rendered to HTML by React Email, which escapes values,
 * so i18next does not escape them again.
 */
const mailI18n = i18next.createInstance();
void mailI18n.init({
  resources: { en: { mail: MAIL_CATALOGUES.en }, af: { mail: MAIL_CATALOGUES.af } },
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...SUPPORTED_LOCALES],
  ns: ['mail'],
  defaultNS: 'mail',
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});

export type MailT = TFunction;

/** The mail (and text message) words of one language. */
export const mailT = (locale: Locale = DEFAULT_LOCALE): MailT => mailI18n.getFixedT(locale, 'mail');

/** A moment in a mail: '25 November 2026 at 14:05 UTC' / '25 November 2026 om 14:05 UTC'. */
export const mailDateTime = (locale: Locale, date: Date): string =>
  new Intl.DateTimeFormat(LOCALE_FORMAT_TAGS[locale], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(date) + ' UTC';

/** A day in a mail, kept on one line (no-break spaces): '24 December 2026' / '24 Desember 2026'. */
export const mailDate = (locale: Locale, date: Date): string =>
  new Intl.DateTimeFormat(LOCALE_FORMAT_TAGS[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
    .format(date)
    .replace(/ /g, '\u00a0');

/**
 * The language to write to a user in: their profile's, else `fallback` (the browser's language of
 * the request that caused the mail, when there is one), else English (ADR 0055).
 */
export const userLocale = (
  user: { locale?: Locale | null } | null | undefined,
  fallback: Locale = DEFAULT_LOCALE,
): Locale => user?.locale ?? fallback;
