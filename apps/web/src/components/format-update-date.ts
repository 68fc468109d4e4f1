import { LOCALE_FORMAT_TAGS } from '@quire/domain';
import { currentLocale } from '../i18n/i18n.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Spec §9: an update less than a day old shows as a time of day, an older one as a date
 * (with the year only when it isn't this year's), in the app's language unless told another.
 */
export const formatUpdateDate = (
  iso: string,
  now: Date = new Date(),
  locale: string = LOCALE_FORMAT_TAGS[currentLocale()],
): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  if (now.getTime() - date.getTime() < DAY_MS) {
    return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(date);
  }
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  }).format(date);
};
