import { LOCALE_FORMAT_TAGS, PRICING, formatRand } from '@quire/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from './i18n.ts';

export type Formatters = {
  /** A date with its time, e.g. '25 Nov 2026, 14:05' (en) or '25 Nov. 2026, 14:05' (af). */
  dateTime: (value: Date | string) => string;
  date: (value: Date | string) => string;
  number: (value: number) => string;
  /**
   * An amount in rand with its cents (the R never ends a line): in English as the pricing has
   * always read it ('R 1,234.50', the domain's formatRand), in Afrikaans 'R 1 234,50'.
   */
  rand: (value: number) => string;
};

const toDate = (value: Date | string) => (typeof value === 'string' ? new Date(value) : value);

/** Dates and numbers in the current language's conventions (Intl), re-made when it changes. */
export const formattersFor = (tag: string): Formatters => {
  const dateTime = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' });
  const date = new Intl.DateTimeFormat(tag, { dateStyle: 'long' });
  const number = new Intl.NumberFormat(tag);
  const cents = new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return {
    dateTime: (value) => dateTime.format(toDate(value)),
    date: (value) => date.format(toDate(value)),
    number: (value) => number.format(value),
    rand: (value) =>
      tag === LOCALE_FORMAT_TAGS.en
        ? formatRand(value)
        : `${PRICING.currency}\u00a0${cents.format(value)}`,
  };
};

export const useFormatters = (): Formatters => {
  const { i18n } = useTranslation();
  return useMemo(
    () => formattersFor(LOCALE_FORMAT_TAGS[currentLocale()]),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the language is what changes them
    [i18n.resolvedLanguage],
  );
};
