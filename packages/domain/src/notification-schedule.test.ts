import { describe, expect, it } from 'vitest';
import {
  MAX_REMINDERS_PER_SIGNER,
  SIGNING_EXPIRY_MESSAGES,
  dueOccurrence,
  isPermanentSmtpFailure,
  isSigningExpired,
  signingDeadlineProblem,
} from './notification-schedule.ts';

const since = new Date('2026-01-01T00:00:00Z');
const at = (seconds: number) => new Date(since.getTime() + seconds * 1000);

describe('dueOccurrence', () => {
  it('is due only once the countdown has passed', () => {
    expect(dueOccurrence('remind', 604_800, since, at(604_799))).toBeNull();
    expect(dueOccurrence('remind', 604_800, since, at(604_800))).toBe(1);
  });

  it('repeats a reminder per countdown, up to the cap, and fires only the latest missed one', () => {
    expect(dueOccurrence('remind', 300, since, at(3 * 300 + 10))).toBe(3);
    expect(dueOccurrence('remind', 300, since, at(1000 * 300))).toBe(MAX_REMINDERS_PER_SIGNER);
  });

  it('notifies once', () => {
    expect(dueOccurrence('notify', 300, since, at(5 * 300))).toBe(1);
  });
});

describe('delivery failures and deadlines', () => {
  it('takes SMTP 5xx as permanent and 4xx as worth a retry', () => {
    expect(isPermanentSmtpFailure(550)).toBe(true);
    expect(isPermanentSmtpFailure(451)).toBe(false);
    expect(isPermanentSmtpFailure(undefined)).toBe(false);
  });

  it('wants a deadline in the future and within two years', () => {
    expect(signingDeadlineProblem(at(-1), since)).toBe(SIGNING_EXPIRY_MESSAGES.mustBeFuture);
    expect(signingDeadlineProblem(at(86_400), since)).toBeNull();
    expect(signingDeadlineProblem(at(800 * 86_400), since)).toMatch(/at most 730 days/);
  });

  it('expires at the deadline itself', () => {
    expect(isSigningExpired(null, since)).toBe(false);
    expect(isSigningExpired(since, at(-1))).toBe(false);
    expect(isSigningExpired(since, since)).toBe(true);
  });
});
