const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Spec §9: an update less than a day old shows as a time of day, an older one as a date
 * (with the year only when it isn't this year's).
 */
export const formatUpdateDate = (iso: string, now: Date = new Date(), locale?: string): string => {
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
