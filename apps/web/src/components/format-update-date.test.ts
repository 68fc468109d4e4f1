import { describe, expect, it } from 'vitest';
import { formatUpdateDate } from './format-update-date.ts';
import { initialsOf } from './initials-of.ts';

const now = new Date('2026-03-10T15:00:00');

describe('formatUpdateDate (spec §9)', () => {
  it('shows a time of day for an update less than a day old', () => {
    expect(formatUpdateDate('2026-03-10T09:05:00', now, 'en-GB')).toBe('9:05');
    expect(formatUpdateDate('2026-03-09T16:00:00', now, 'en-GB')).toBe('16:00');
  });

  it('shows a date for older ones, with the year only when it differs', () => {
    expect(formatUpdateDate('2026-03-01T09:05:00', now, 'en-GB')).toBe('1 Mar');
    expect(formatUpdateDate('2025-12-24T09:05:00', now, 'en-GB')).toBe('24 Dec 2025');
  });

  it('shows nothing for a date it cannot read', () => {
    expect(formatUpdateDate('not a date', now)).toBe('');
  });
});

describe('initialsOf', () => {
  it('takes the first and last initials', () => {
    expect(initialsOf('Ada King Lovelace')).toBe('AL');
    expect(initialsOf('ada')).toBe('A');
    expect(initialsOf('  ')).toBe('?');
  });
});
