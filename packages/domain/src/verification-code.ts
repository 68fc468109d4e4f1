import { z } from 'zod';
import { maskEmail, maskMobile } from './contact-mask.ts';
import { isPhoneNumberError, normalisePhoneNumber } from './phone-number.ts';

/**
 * One-time verification codes per signatory (spec §5 Signing, §7 generate_new_verification_otp,
 * §9 timers). A code is 6 digits (§5 asks at least 4), lives 10 minutes, and is locked after 5
 * wrong tries; a new one may be asked for 15 s after the last, and at most 10 an hour, so that
 * guessing is impossible (5 tries per code against a million codes).
 */
export const VERIFICATION_CODE_LENGTH = 6;
/** §5 / §10: 'The verification code needs at least 4 characters.' */
export const VERIFICATION_CODE_MIN_LENGTH = 4;
export const VERIFICATION_CODE_TTL_MS = 10 * 60_000;
export const MAX_FAILED_ATTEMPTS = 5;
/** §9: code resend re-enabled after 15 s. */
export const RESEND_AFTER_MS = 15_000;
/** §9: the OTP no-email message shows for 10 s. */
export const OTP_NO_EMAIL_MESSAGE_MS = 10_000;
/** Codes one signatory may be sent per rolling hour. */
export const MAX_CODES_PER_HOUR = 10;

export const VERIFICATION_CODE_CHANNELS = ['email', 'sms', 'whatsapp', 'voice'] as const;
export type VerificationCodeChannel = (typeof VERIFICATION_CODE_CHANNELS)[number];

export const VERIFICATION_CODE_MESSAGES = {
  /** §5, exact. */
  tooShort: 'The verification code needs at least 4 characters.',
  wrong: (attemptsLeft: number) =>
    `The verification code is incorrect. ${attemptsLeft} ${attemptsLeft === 1 ? 'attempt' : 'attempts'} left.`,
  locked: 'Too many wrong verification codes. Please request a new code.',
  expired: 'This verification code has expired. Please request a new code.',
  used: 'This verification code has already been used. Please request a new code.',
  noCode: 'No verification code has been sent to this signer. Please request a code.',
  resendTooSoon: (seconds: number) =>
    `Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} before requesting a new code.`,
  tooManyCodes: 'Too many verification codes have been requested. Please try again later.',
  onlyWhileAwaiting:
    'Verification codes can only be sent while the document and the signer are awaiting signatures.',
  noEmail: 'This signer has no email address to send the code to.',
  noMobileNumber: 'This signer has no mobile number to send the code to.',
  otherMobileNumber: 'The code can only be sent to the mobile number on file for this signer.',
  invalidMobileNumber: 'Please enter a valid mobile number.',
  sent: (destination: string) => `A verification code has been sent to ${destination}.`,
  mailSubject: 'Your Quire verification code',
} as const;

/** The optional query of POST .../generate_new_verification_otp/{uuid} (§7). */
export const generateVerificationCodeQuerySchema = z.object({
  mobile_number: z.string().trim().min(1).max(40).optional(),
  use_whatsapp: z.enum(['true', 'false']).optional(),
  use_voice: z.enum(['true', 'false']).optional(),
});
export type GenerateVerificationCodeQuery = z.infer<typeof generateVerificationCodeQuerySchema>;

/** A code of VERIFICATION_CODE_LENGTH digits, each uniform (rejection sampling, no modulo bias). */
export const newVerificationCode = (): string => {
  const digits: number[] = [];
  while (digits.length < VERIFICATION_CODE_LENGTH) {
    for (const byte of globalThis.crypto.getRandomValues(new Uint8Array(16))) {
      if (byte < 250 && digits.length < VERIFICATION_CODE_LENGTH) digits.push(byte % 10);
    }
  }
  return digits.join('');
};

/** What a person typed, without spaces and dashes ('123 456' is 123456). */
export const normaliseVerificationCode = (raw: string): string => raw.replace(/[\s-]/g, '');

export type VerificationCodeState = {
  failed_attempts: number;
  expires_at: Date;
  verified_at: Date | null;
  locked_at: Date | null;
};

export type CodeCheck =
  | { result: 'verified' }
  | { result: 'wrong'; attempts_left: number }
  | { result: 'locked'; just_locked: boolean }
  | { result: 'expired' }
  | { result: 'used' };

/**
 * Judges one try against the newest code: a locked code refuses even the right code, a used or
 * expired one too; a wrong try uses up an attempt, and the last one locks the code.
 */
export const checkCode = (code: VerificationCodeState, matches: boolean, now: Date): CodeCheck => {
  if (code.locked_at || code.failed_attempts >= MAX_FAILED_ATTEMPTS)
    return { result: 'locked', just_locked: false };
  if (code.verified_at) return { result: 'used' };
  if (code.expires_at.getTime() <= now.getTime()) return { result: 'expired' };
  if (matches) return { result: 'verified' };
  const attemptsLeft = MAX_FAILED_ATTEMPTS - (code.failed_attempts + 1);
  return attemptsLeft <= 0
    ? { result: 'locked', just_locked: true }
    : { result: 'wrong', attempts_left: attemptsLeft };
};

/** The message a refused check shows. */
export const codeCheckMessage = (check: Exclude<CodeCheck, { result: 'verified' }>): string =>
  check.result === 'wrong'
    ? VERIFICATION_CODE_MESSAGES.wrong(check.attempts_left)
    : VERIFICATION_CODE_MESSAGES[check.result];

/** Milliseconds until another code may be sent, given when the last was (0: now). */
export const resendWaitMs = (lastSentAt: Date | null, now: Date): number =>
  lastSentAt === null ? 0 : Math.max(0, lastSentAt.getTime() + RESEND_AFTER_MS - now.getTime());

export const verificationCodeExpiry = (now: Date): Date =>
  new Date(now.getTime() + VERIFICATION_CODE_TTL_MS);

export type VerificationRoute =
  { ok: true; channel: VerificationCodeChannel; to: string } | { ok: false; message: string };

type CodeContact = {
  email: string | null;
  mobile_number: string | null;
  dialing_code: string | null;
  primary_communication_channel: string;
};

/**
 * Where a code goes: voice or WhatsApp when asked for, SMS when a number is given or the signer's
 * channel is SMS, else email (a number when email_or_sms has no address). A number given in the
 * query is used only when the signer has none on file: a code must reach the signer, not whoever
 * asks for it.
 */
export const verificationRouteFor = (
  query: GenerateVerificationCodeQuery,
  contact: CodeContact,
  defaultDialingCode: string,
): VerificationRoute => {
  const M = VERIFICATION_CODE_MESSAGES;
  const dialing = contact.dialing_code ?? defaultDialingCode;
  const onFile = contact.mobile_number?.trim()
    ? normalisePhoneNumber(contact.mobile_number, dialing)
    : null;
  const fileNumber = onFile && !isPhoneNumberError(onFile) ? onFile.e164 : null;
  let number = fileNumber;
  if (query.mobile_number) {
    const given = normalisePhoneNumber(query.mobile_number, dialing);
    if (isPhoneNumberError(given)) return { ok: false, message: M.invalidMobileNumber };
    if (fileNumber && given.e164 !== fileNumber) return { ok: false, message: M.otherMobileNumber };
    number = given.e164;
  }
  const email = contact.email?.trim() || null;
  const primary = contact.primary_communication_channel;
  const byNumber =
    Boolean(query.mobile_number) ||
    primary === 'sms' ||
    primary === 'whatsapp' ||
    (primary === 'email_or_sms' && !email);
  const channel: VerificationCodeChannel =
    query.use_voice === 'true'
      ? 'voice'
      : query.use_whatsapp === 'true' || (byNumber && primary === 'whatsapp')
        ? 'whatsapp'
        : byNumber
          ? 'sms'
          : 'email';
  if (channel === 'email')
    return email ? { ok: true, channel, to: email } : { ok: false, message: M.noEmail };
  return number ? { ok: true, channel, to: number } : { ok: false, message: M.noMobileNumber };
};

/** A destination as the answer shows it: '+27 ••• ••34', 's•••@example.com' (contact-mask.ts). */
export const maskDestination = (channel: VerificationCodeChannel, to: string): string =>
  channel === 'email' ? maskEmail(to) : maskMobile(to);

/** The text of an SMS or WhatsApp code; a voice call reads the digits one by one. */
export const verificationCodeText = (
  channel: Exclude<VerificationCodeChannel, 'email'>,
  code: string,
  documentName: string,
): string =>
  channel === 'voice'
    ? `Your Quire verification code is ${code.split('').join(', ')}. Again: ${code.split('').join(', ')}.`
    : `${code} is your Quire verification code for "${documentName}". It expires in ${VERIFICATION_CODE_TTL_MS / 60_000} minutes.`;
