import { z } from 'zod';
import type { NotificationRuleAction, NotificationRuleEvent } from './editor-entities.ts';

/**
 * When a stored notification rule fires (issue 16, §9 countdowns and events). A firing is
 * recorded as a run numbered by its occurrence; the server's unique index on rule, signatory and
 * occurrence makes each occurrence happen once, whichever worker gets there first.
 */

/**
 * A signer is reminded at most this many times per rule and round: a 5-minute rule on a pack
 * nobody signs would otherwise write to them every 5 minutes for as long as the link lives.
 */
export const MAX_REMINDERS_PER_SIGNER = 10;

/** How often the worker looks for due rules and passed deadlines (cron, once a minute). */
export const NOTIFICATION_SWEEP_CRON = '* * * * *';

/**
 * The occurrence due now of a time-sensitive rule counting from `since` (the signer's request, or
 * the pack's creation for in setup), or null when none is due yet. Remind repeats per the
 * countdown up to MAX_REMINDERS_PER_SIGNER; notify fires once. A worker that was down fires only
 * the latest due occurrence, never a burst of the missed ones.
 */
export const dueOccurrence = (
  action: NotificationRuleAction,
  countdownSeconds: number,
  since: Date,
  now: Date,
): number | null => {
  const elapsed = now.getTime() - since.getTime();
  const periods = Math.floor(elapsed / (countdownSeconds * 1000));
  if (periods < 1) return null;
  return action === 'remind' ? Math.min(periods, MAX_REMINDERS_PER_SIGNER) : 1;
};

/** The two delivery-failure events; they fire when a failure is final, not on a countdown. */
export type DeliveryFailureEvent = Extract<NotificationRuleEvent, 'email_failed' | 'sms_failed'>;

/**
 * SMTP reply codes 5xx are permanent (RFC 5321 §4.2.1): retrying the same mail cannot succeed, so
 * the mail ends failed at once and the pack's email failed event fires.
 */
export const isPermanentSmtpFailure = (responseCode: unknown): boolean =>
  typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;

/** Twilio's MessageStatus values that mean the message will never arrive. */
export const FAILED_TEXT_MESSAGE_STATUSES = ['failed', 'undelivered'] as const;

/** The owner's notice of a rule firing: the in-app line and the mail's subject. */
export const OWNER_NOTICE_TEXT = {
  not_signed: (signer: string, document: string) => `${signer} has not signed ${document} yet`,
  in_setup: (document: string) => `${document} is still in setup and has not been sent`,
  email_failed: (signer: string, document: string) =>
    `The email to ${signer} about ${document} could not be delivered`,
  sms_failed: (signer: string, document: string) =>
    `The text message to ${signer} about ${document} could not be delivered`,
  expired: (document: string) => `The signing deadline of ${document} has passed`,
} as const;

/** What a signer whose link stopped at the pack's deadline reads. */
export const SIGNING_EXPIRY_MESSAGES = {
  expired:
    'The deadline for signing this document has passed. Please ask the sender to extend it or send it again.',
  mustBeFuture: 'The signing deadline must be in the future.',
  notAllowed: 'You do not have permission to change the signing deadline of this document.',
  onlyBeforeComplete:
    'The signing deadline can only be changed while the document is in setup or awaiting signatures.',
  passedBeforeSending:
    'The signing deadline of this document has passed: set a later one, or remove it, before sending.',
  notOnTemplates: 'A template has no signing deadline: set one on the documents made from it.',
} as const;

/** A deadline further out than this is a typo (a year 20205), not a plan. */
export const MAX_SIGNING_DEADLINE_DAYS = 365 * 2;

/** Body `data` of POST /app/documents/{key}/set_signing_expiry: an ISO instant, or null to clear. */
export const signingExpiryInputSchema = z.object({
  signing_expires_at: z.iso.datetime({ offset: true }).nullable(),
});
export type SigningExpiryInput = z.infer<typeof signingExpiryInputSchema>;

/** Null when the deadline may be set at `now`; else the message saying why not. */
/** A deadline further away than MAX_SIGNING_DEADLINE_DAYS (Quire's wording). */
export const SIGNING_DEADLINE_TOO_FAR = `The signing deadline can be at most ${MAX_SIGNING_DEADLINE_DAYS} days away.`;

export const signingDeadlineProblem = (deadline: Date, now: Date): string | null => {
  const ms = deadline.getTime() - now.getTime();
  if (ms <= 0) return SIGNING_EXPIRY_MESSAGES.mustBeFuture;
  if (ms > MAX_SIGNING_DEADLINE_DAYS * 86_400_000) return SIGNING_DEADLINE_TOO_FAR;
  return null;
};

/** True once the pack's deadline has passed: its signing links and submissions stop. */
export const isSigningExpired = (signingExpiresAt: Date | null, now: Date): boolean =>
  signingExpiresAt !== null && signingExpiresAt.getTime() <= now.getTime();
