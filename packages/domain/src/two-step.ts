import { z } from 'zod';

/** §4 two-factor methods. */
export const TWO_FACTOR_METHODS = ['pin', 'sms_one_time_pin', 'time_one_time_pin'] as const;
export type TwoFactorMethod = (typeof TWO_FACTOR_METHODS)[number];

/** §6: the names the options go by on screen. */
export const TWO_FACTOR_METHOD_LABELS: Record<TwoFactorMethod, string> = {
  pin: 'Personal PIN',
  sms_one_time_pin: 'SMS One-Time Pin',
  time_one_time_pin: 'Authenticator PIN',
};

/** A second step offered at login: the user's method, a passkey, or a recovery code. */
export type TwoStepLoginMethod = TwoFactorMethod | 'passkey' | 'recovery_code';

/** §6 two-factor settings (TWO_FACTOR_MANDATORY, TWO_FACTOR_OPTIONS, TWO_FACTOR_DEFAULT). */
export type TwoStepSettings = {
  is_mandatory: boolean;
  options: TwoFactorMethod[];
  default: TwoFactorMethod;
};

export const isTwoFactorMethod = (value: string): value is TwoFactorMethod =>
  (TWO_FACTOR_METHODS as readonly string[]).includes(value);

/** Wrong codes one login challenge or one sent code takes before it is locked. */
export const MAX_TWO_STEP_ATTEMPTS = 5;
/** How long a login waits for its second step. */
export const TWO_STEP_CHALLENGE_TTL_MS = 10 * 60_000;
/** How long a code sent by SMS works. */
export const TWO_STEP_SMS_CODE_TTL_MS = 10 * 60_000;
export const RECOVERY_CODE_COUNT = 10;
export const PIN_MIN_LENGTH = 4;
export const PIN_MAX_LENGTH = 12;
/** Where the web takes a user who must set up two-step authentication first (§2). */
export const TWO_STEP_SETUP_URL = '/#profile?section=two-step';

export const TWO_STEP_MESSAGES = {
  pinTooShort: 'Pin must be at least 4 digits',
  pinTooLong: `A pin may be at most ${PIN_MAX_LENGTH} digits long.`,
  authenticated: 'Authenticated successfully.',
  confirmItIsYou: 'Please confirm it is you with your second step.',
  codeWrong: 'That code is not right. Please check it and try again.',
  codeRequired: 'Please enter the code.',
  challengeLocked: 'Too many wrong codes. Please log in again.',
  challengeExpired: 'This sign-in has expired. Please log in again.',
  codeReplayed: 'That code has already been used. Please wait for the next one.',
  methodNotOffered: 'That two-step method is not available.',
  methodRequired: 'Please choose a two-step method.',
  mandatory: 'Two-step authentication is required on this installation.',
  setupRequired: 'Please set up two-step authentication before you continue.',
  passwordRequired: 'Please enter your current password to change two-step authentication.',
  passwordWrong: 'Your current password is not right.',
  mobileRequired: 'Please enter the mobile number to send codes to.',
  smsCodeFirst: 'Please ask for a code first, then enter it.',
  codeSent: (destination: string) => `We sent a code to ${destination}.`,
  enabled: 'Two-step authentication is on.',
  disabled: 'Two-step authentication is off.',
  recoveryCodesIssued: 'Save these recovery codes somewhere safe. Each works once.',
  totpScan: 'Scan the code with your authenticator app, then enter the code it shows.',
  totpNeedsCurrentCode: 'Enter a code from your current authenticator app to set up a new one.',
  totpSetUpFirst: 'Please set up your authenticator app first.',
} as const;

/** §5: 'Pin must be at least 4 digits'; digits only, so a keypad can enter it. */
export const pinSchema = z
  .string({ error: TWO_STEP_MESSAGES.pinTooShort })
  .trim()
  .regex(/^\d+$/, { error: TWO_STEP_MESSAGES.pinTooShort })
  .min(PIN_MIN_LENGTH, { error: TWO_STEP_MESSAGES.pinTooShort })
  .max(PIN_MAX_LENGTH, { error: TWO_STEP_MESSAGES.pinTooLong });

const codeSchema = z
  .string({ error: TWO_STEP_MESSAGES.codeRequired })
  .trim()
  .min(1, { error: TWO_STEP_MESSAGES.codeRequired })
  .max(64, { error: TWO_STEP_MESSAGES.codeWrong });

/** The two-step fields of POST /app/user (spec §7: data including verification_otp, pin). */
export const twoStepUserFields = {
  use_two_factor_authentication: z.boolean().optional(),
  two_factor_pin_method: z
    .enum(TWO_FACTOR_METHODS, { error: TWO_STEP_MESSAGES.methodRequired })
    .optional(),
  pin: pinSchema.optional(),
  verification_otp: codeSchema.optional(),
};
export const twoStepUserSchema = z.object(twoStepUserFields);
export type TwoStepUserInput = z.infer<typeof twoStepUserSchema>;

export const twoStepLoginSchema = z.object({
  challenge_token: z.string().min(1).max(200),
  method: z.enum([...TWO_FACTOR_METHODS, 'recovery_code'], {
    error: TWO_STEP_MESSAGES.methodNotOffered,
  }),
  code: codeSchema,
});
export type TwoStepLoginInput = z.infer<typeof twoStepLoginSchema>;

export const twoStepResendSchema = z.object({ challenge_token: z.string().min(1).max(200) });

export const totpSecretSchema = z.object({
  verification_otp: codeSchema.optional(),
  request_new_otp: z.boolean().optional(),
});

export const sendSmsSetupCodeSchema = z.object({
  mobile_number: z.string().trim().max(40).optional(),
});

export const regenerateRecoveryCodesSchema = z.object({
  current_password: z.string().max(256).optional(),
});

/** What POST /app/auth/login answers when a second step is needed (no session yet). */
export type TwoStepChallengeAnswer = {
  success: true;
  two_step_required: true;
  challenge_token: string;
  methods: TwoStepLoginMethod[];
  /** The masked number an SMS code went to. */
  destination?: string;
  message: string;
};

/** GET /app/user/two_step: what the profile section shows. */
export type TwoStepStatus = {
  settings: TwoStepSettings;
  enabled: boolean;
  method: TwoFactorMethod | null;
  has_passkey: boolean;
  recovery_codes_left: number;
  /** A masked number SMS codes go to. */
  sms_destination: string | null;
  setup_required: boolean;
};

/**
 * §6 'Mandatory two-step authentication forces it on': a user with neither a method nor a
 * passkey must set one up before anything else.
 */
export const twoStepSetupRequired = (
  settings: Pick<TwoStepSettings, 'is_mandatory'>,
  user: { use_two_factor_authentication: boolean; two_factor_pin_method: string | null },
  hasPasskey: boolean,
): boolean =>
  settings.is_mandatory &&
  !hasPasskey &&
  !(user.use_two_factor_authentication && user.two_factor_pin_method);

/** Recovery codes are read without case, spaces or dashes, as people copy them. */
export const normaliseRecoveryCode = (code: string): string =>
  code.toLowerCase().replace(/[\s-]/g, '');

/** Reads TWO_FACTOR_OPTIONS: method names separated by commas; null when one is unknown. */
export const parseTwoFactorOptions = (raw: string): TwoFactorMethod[] | null => {
  const names = raw
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  if (names.length === 0 || !names.every(isTwoFactorMethod)) return null;
  return [...new Set(names)];
};
