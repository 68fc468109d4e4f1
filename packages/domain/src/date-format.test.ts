import { describe, expect, it } from 'vitest';
import {
  DATE_FORMATS,
  calendarDateIn,
  canonicalFieldDate,
  dateFormatOf,
  dateFormatSchema,
  formatDate,
  formatFieldDate,
  isTimeZone,
  parseDateIn,
} from './date-format.ts';

const nov24 = { year: 2026, month: 11, day: 24 };

describe('date formats', () => {
  it('writes a date in every format', () => {
    expect(DATE_FORMATS.map((f) => formatDate(nov24, f))).toEqual([
      '2026-11-24',
      '2026/11/24',
      '24/11/2026',
      '24-11-2026',
      '11/24/2026',
      '24 November 2026',
    ]);
    expect(formatDate({ year: 2027, month: 3, day: 5 }, 'd mmmm yyyy')).toBe('5 March 2027');
    expect(formatDate({ year: 2027, month: 3, day: 5 }, 'dd/mm/yyyy')).toBe('05/03/2027');
  });

  it('reads back what it writes, in every format', () => {
    for (const format of DATE_FORMATS)
      expect(parseDateIn(formatDate(nov24, format), format)).toEqual(nov24);
  });

  it('lets the format decide between day and month', () => {
    expect(parseDateIn('05/03/2027', 'dd/mm/yyyy')).toEqual({ year: 2027, month: 3, day: 5 });
    expect(parseDateIn('05/03/2027', 'mm/dd/yyyy')).toEqual({ year: 2027, month: 5, day: 3 });
    expect(parseDateIn('24/11/2026', 'mm/dd/yyyy')).toBeNull();
    expect(parseDateIn('11/24/2026', 'dd-mm-yyyy')).toBeNull();
  });

  it('accepts year-first and short forms whatever the format', () => {
    expect(parseDateIn('2026-11-24', 'mm/dd/yyyy')).toEqual(nov24);
    expect(parseDateIn(' 24.11.2026 ', 'dd/mm/yyyy')).toEqual(nov24);
    expect(parseDateIn('5/3/2027', 'dd/mm/yyyy')).toEqual({ year: 2027, month: 3, day: 5 });
    expect(parseDateIn('24 nov 2026', 'd mmmm yyyy')).toEqual(nov24);
  });

  it('refuses dates that do not exist and text that is no date', () => {
    expect(parseDateIn('31/02/2026', 'dd/mm/yyyy')).toBeNull();
    expect(parseDateIn('2026-13-01', 'yyyy-mm-dd')).toBeNull();
    expect(parseDateIn('30 Febuary 2026', 'd mmmm yyyy')).toBeNull();
    expect(parseDateIn('24 No 2026', 'd mmmm yyyy')).toBeNull();
    expect(parseDateIn('tomorrow', 'yyyy-mm-dd')).toBeNull();
    expect(parseDateIn('', 'yyyy-mm-dd')).toBeNull();
  });

  it('shows a stored field date in the pack format and leaves other text alone', () => {
    expect(formatFieldDate('2026-11-24', 'd mmmm yyyy')).toBe('24 November 2026');
    expect(formatFieldDate('24/11/2026', 'mm/dd/yyyy')).toBe('11/24/2026');
    expect(formatFieldDate('not a date', 'dd/mm/yyyy')).toBe('not a date');
    expect(formatFieldDate(null, 'dd/mm/yyyy')).toBe('');
  });

  it('stores §5 dates as yyyy-mm-dd', () => {
    expect(canonicalFieldDate('24-11-2026')).toBe('2026-11-24');
    expect(canonicalFieldDate('2026/1/2')).toBe('2026-01-02');
    expect(canonicalFieldDate('soon')).toBe('soon');
    expect(canonicalFieldDate(null)).toBeNull();
  });

  it('validates formats and reads unknown stored ones as the default', () => {
    expect(dateFormatSchema.safeParse('dd/mm/yyyy').success).toBe(true);
    const refused = dateFormatSchema.safeParse('dd.mm.yy');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('Unknown date format.');
    expect(dateFormatOf('mm/dd/yyyy')).toBe('mm/dd/yyyy');
    expect(dateFormatOf('whatever')).toBe('yyyy-mm-dd');
  });

  it('finds the calendar date of an instant in a time zone', () => {
    const instant = new Date('2026-11-24T23:30:00Z');
    expect(calendarDateIn(instant, 'UTC')).toEqual(nov24);
    expect(calendarDateIn(instant, 'Europe/Paris')).toEqual({ year: 2026, month: 11, day: 25 });
    expect(calendarDateIn(instant, 'America/Los_Angeles')).toEqual(nov24);
    expect(isTimeZone('Australia/Sydney')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
  });
});
