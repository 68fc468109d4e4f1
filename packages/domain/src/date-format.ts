import { z } from 'zod';
import { parseFieldDate } from './field-completion.ts';

/**
 * How a pack writes dates (documents.date_format), on screen and in the sealed PDF. Date fields
 * store the canonical yyyy-mm-dd; the format is applied when a date is shown or stamped, so the
 * signer, the owner and the PDF read the same string (ADR 0019).
 */
export const DATE_FORMATS = [
  'yyyy-mm-dd',
  'yyyy/mm/dd',
  'dd/mm/yyyy',
  'dd-mm-yyyy',
  'mm/dd/yyyy',
  'd mmmm yyyy',
] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];
export const DEFAULT_DATE_FORMAT: DateFormat = 'yyyy-mm-dd';

export const DATE_FORMAT_MESSAGES = {
  unknownFormat: 'Unknown date format.',
  unknownTimeZone: 'Unknown time zone.',
} as const;

export const dateFormatSchema = z.enum(DATE_FORMATS, {
  error: DATE_FORMAT_MESSAGES.unknownFormat,
});

export const isDateFormat = (value: unknown): value is DateFormat =>
  typeof value === 'string' && (DATE_FORMATS as readonly string[]).includes(value);

/** A stored value that is not a known format (an older row, a hand edit) reads as the default. */
export const dateFormatOf = (value: unknown): DateFormat =>
  isDateFormat(value) ? value : DEFAULT_DATE_FORMAT;

export type CalendarDate = { year: number; month: number; day: number };

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** The form dates are stored in: yyyy-mm-dd. */
export const canonicalDate = ({ year, month, day }: CalendarDate): string =>
  `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

export const formatDate = (d: CalendarDate, format: DateFormat): string => {
  const [y, m, dd] = [pad(d.year, 4), pad(d.month), pad(d.day)];
  switch (format) {
    case 'yyyy-mm-dd':
      return `${y}-${m}-${dd}`;
    case 'yyyy/mm/dd':
      return `${y}/${m}/${dd}`;
    case 'dd/mm/yyyy':
      return `${dd}/${m}/${y}`;
    case 'dd-mm-yyyy':
      return `${dd}-${m}-${y}`;
    case 'mm/dd/yyyy':
      return `${m}/${dd}/${y}`;
    case 'd mmmm yyyy':
      return `${d.day} ${MONTHS[d.month - 1]} ${y}`;
  }
};

/** A format's example, for pickers: 24 November 2026 written in it. */
export const dateFormatExample = (format: DateFormat): string =>
  formatDate({ year: 2026, month: 11, day: 24 }, format);

const isRealDate = ({ year, month, day }: CalendarDate): boolean => {
  const d = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1000 &&
    d.getUTCFullYear() === year &&
    d.getUTCMonth() === month - 1 &&
    d.getUTCDate() === day
  );
};

const real = (d: CalendarDate): CalendarDate | null => (isRealDate(d) ? d : null);

const YEAR_FIRST = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/;
const NUMERIC = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/;
const LONG = /^(\d{1,2})\s+([a-z]+)\.?,?\s+(\d{4})$/i;

const monthNamed = (name: string): number => {
  const lower = name.toLowerCase();
  if (lower.length < 3) return 0;
  return MONTHS.findIndex((m) => m.toLowerCase().startsWith(lower)) + 1;
};

/**
 * What a signer typed, read in the pack's format: the format itself (one- or two-digit day and
 * month, any of - / . as separator), or year-first, which no format reads the other way. The
 * order of day and month in dd/mm/yyyy and mm/dd/yyyy comes only from the format.
 */
export const parseDateIn = (value: string, format: DateFormat): CalendarDate | null => {
  const s = value.trim();
  const yf = YEAR_FIRST.exec(s);
  if (yf) return real({ year: Number(yf[1]), month: Number(yf[2]), day: Number(yf[3]) });
  const n = NUMERIC.exec(s);
  if (n) {
    const [a, b, year] = [Number(n[1]), Number(n[2]), Number(n[3])];
    return format === 'mm/dd/yyyy'
      ? real({ year, month: a, day: b })
      : real({ year, month: b, day: a });
  }
  const l = LONG.exec(s);
  if (l) return real({ year: Number(l[3]), month: monthNamed(l[2]!), day: Number(l[1]) });
  return null;
};

/**
 * A date field's stored value as the pack writes it. Values are stored yyyy-mm-dd; one stored in
 * another §5 form (an API client's) is read as §5 reads it; anything else is shown as it is.
 */
export const formatFieldDate = (data: string | null, format: DateFormat): string => {
  if (data === null) return '';
  const d = parseFieldDate(data);
  return d ? formatDate(d, format) : data;
};

/** A date field's value in the stored form: a §5 date becomes yyyy-mm-dd, anything else stays. */
export const canonicalFieldDate = (data: string | null): string | null => {
  if (data === null) return null;
  const d = parseFieldDate(data);
  return d ? canonicalDate(d) : data;
};

export const isTimeZone = (value: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

/** The calendar date an instant falls on in a time zone (an IANA name, e.g. Europe/Paris). */
export const calendarDateIn = (instant: Date, timeZone: string): CalendarDate => {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
};

/** The time zone 'date signed' uses when the signer's browser sent none (ADR 0019). */
export const DATE_SIGNED_DEFAULT_TIME_ZONE = 'UTC';

export const timeZoneSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .refine(isTimeZone, { error: DATE_FORMAT_MESSAGES.unknownTimeZone });
