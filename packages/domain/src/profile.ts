import { z } from 'zod';
import { VERIFICATION_CODE_MESSAGES } from './verification-code.ts';

/** §9: every #profile section that saves itself (details, email signature) does so this long after the last change. */
export const PROFILE_AUTOSAVE_MS = 500;

/** How a mobile verification code may reach the user (§7 request_otp communication_channel). */
export const OTP_COMMUNICATION_CHANNELS = ['sms', 'whatsapp'] as const;
export type OtpCommunicationChannel = (typeof OTP_COMMUNICATION_CHANNELS)[number];

/**
 * What a code sent by request_otp is for. Only 'verify_mobile' is handled by the profile; the
 * two-step module adds its own purposes through the same user_codes table.
 */
export const PROFILE_OTP_TYPES = ['verify_mobile'] as const;

export const PROFILE_MESSAGES = {
  currentPasswordRequired: 'Please enter your current password to set a new one.',
  currentPasswordWrong: 'Your current password is not correct.',
  choosePassword: 'Please choose a password for your account.',
  defaultWorkspaceInvalid: 'You can only choose a workspace you are a member of.',
  mobileNotSaved: 'Please save this mobile number before verifying it.',
  mobileRequiredForCode: 'Please save a mobile number before asking for a code.',
  mobileAlreadyVerified: 'This mobile number is already verified.',
  mobileChanged:
    'Your mobile number has changed since the code was sent. Please request a new code.',
  mobileVerified: 'Your mobile number is verified.',
  noMobileCode: 'No verification code has been sent to your mobile. Please request a code.',
  codeSent: (destination: string) => VERIFICATION_CODE_MESSAGES.sent(destination),
  detailsSaved: 'Saved',
} as const;

/** The text a mobile verification code is sent in. */
export const mobileVerificationText = (code: string, ttlMinutes: number): string =>
  `${code} is your Quire code to verify this mobile number. It expires in ${ttlMinutes} minutes.`;

/** POST /app/user/request_otp (§7). */
export const requestOtpSchema = z.object({
  mobile_number: z.string().trim().max(40).optional(),
  otp_type: z.enum(PROFILE_OTP_TYPES).default('verify_mobile'),
  communication_channel: z.enum(OTP_COMMUNICATION_CHANNELS).default('sms'),
});
export type RequestOtpInput = z.infer<typeof requestOtpSchema>;

/** POST /app/user/verify_mobile: the code the user received. */
export const verifyMobileSchema = z.object({
  verification_otp: z
    .string({ error: VERIFICATION_CODE_MESSAGES.tooShort })
    .trim()
    .max(20, { error: VERIFICATION_CODE_MESSAGES.tooShort }),
});
