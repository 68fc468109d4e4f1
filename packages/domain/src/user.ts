import { z } from 'zod';
import { SCHEMA_MESSAGES } from './schema-messages.ts';
import { PASSWORD_MAX_LENGTH } from './constants.ts';
import {
  mailNotificationsInputSchema,
  type MailNotificationSettings,
} from './mail-notifications.ts';
import { MESSAGES, passwordTooShortMessage } from './messages.ts';
import { DIALING_CODE_PATTERN } from './phone-number.ts';
import { twoStepUserFields, type TwoFactorMethod } from './two-step.ts';
import { localeSchema, type Locale } from './locales.ts';

/** The email rule every form and route shares. Stored and compared lower-cased. */
export const emailSchema = z
  .string({ error: MESSAGES.validEmailRequired })
  .trim()
  .toLowerCase()
  .max(254, { error: MESSAGES.validEmailRequired })
  .pipe(z.email({ error: MESSAGES.validEmailRequired }));

export const fullNameSchema = z
  .string({ error: MESSAGES.fullNameRequired })
  .trim()
  .min(1, { error: MESSAGES.fullNameRequired })
  .max(200, { error: SCHEMA_MESSAGES.fullNameTooLong });

/** §5: the minimum comes from configuration (default 5). */
export const passwordSchema = (minLength: number) =>
  z
    .string({ error: passwordTooShortMessage(minLength) })
    .min(minLength, { error: passwordTooShortMessage(minLength) })
    .max(PASSWORD_MAX_LENGTH, { error: SCHEMA_MESSAGES.passwordTooLong });

export const signUpSchema = (passwordMinLength: number) =>
  z.object({
    full_name: fullNameSchema,
    email_address: emailSchema,
    password: passwordSchema(passwordMinLength),
    /** The #join link's token: it proves the mailbox, so the sign-up needs no verification mail. */
    invitation_token: z.string().max(200).optional(),
  });
export type SignUpInput = z.infer<ReturnType<typeof signUpSchema>>;

export const loginSchema = z.object({
  email_address: emailSchema,
  password: z.string({ error: MESSAGES.loginFailed }).min(1, { error: MESSAGES.loginFailed }),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const requestPasswordResetSchema = z.object({ email_address: emailSchema });

export const resetPasswordSchema = (passwordMinLength: number) =>
  z.object({
    token: z.string().min(1, { error: MESSAGES.resetLinkInvalid }),
    password: passwordSchema(passwordMinLength),
  });

/** Splits a full name into the spec's name / last_name pair (first word, the rest). */
export const splitFullName = (fullName: string): { name: string; last_name: string } => {
  const [name = '', ...rest] = fullName.trim().split(/\s+/);
  return { name, last_name: rest.join(' ') };
};

/** The User of spec §3 as the API returns it (no secrets). */
export type User = {
  key: string;
  full_name: string;
  name: string;
  last_name: string;
  email_address: string;
  mobile_number: string | null;
  dialing_code: string | null;
  verified: boolean;
  has_accepted_terms: boolean;
  request_password: boolean;
  /** False for an account made by signing or an invitation: it may choose one without another. */
  has_password: boolean;
  receive_updates: boolean;
  default_user_account_key: string | null;
  number_of_teams: number;
  use_two_factor_authentication: boolean;
  /** When the mobile number was proven by a code (null: not verified, or no number). */
  mobile_verified_at: string | null;
  two_factor_pin_method: TwoFactorMethod | null;
  /** Only in the answer of the POST /app/user that turned two-step on: shown once. */
  recovery_codes?: string[];
  /** Which mails about their packs the user receives, every kind (issue 10). */
  mail_notifications: MailNotificationSettings;
  /** The language the user chose (null: the browser's languages decide). */
  locale: Locale | null;
  date_created: string;
};

/**
 * Gates of §6 the shell applies before showing #documents, in the order it applies them.
 * A user who may not browse is logged out; one who has not accepted terms (or must set a
 * password) sees the accept-terms dialog.
 */
export type ShellGate = 'logout' | 'accept_terms' | 'two_step_setup' | 'none';
export const shellGateFor = (
  user: Pick<User, 'has_accepted_terms' | 'request_password'>,
  userCanBrowse: boolean,
  /** §2 'Opens two-step authentication setup if forced' (GET /app/user two_step_setup_required). */
  twoStepSetupRequired = false,
): ShellGate => {
  if (!userCanBrowse) return 'logout';
  if (!user.has_accepted_terms || user.request_password) return 'accept_terms';
  if (twoStepSetupRequired) return 'two_step_setup';
  return 'none';
};

/** POST /app/user: the fields a user may change about themselves in this release. */
export const updateUserSchema = (passwordMinLength: number) =>
  z.object({
    full_name: fullNameSchema.optional(),
    has_accepted_terms: z.literal(true, { error: MESSAGES.termsMustBeAccepted }).optional(),
    password: passwordSchema(passwordMinLength).optional(),
    receive_updates: z.boolean().optional(),
    /** As typed ('082 555 1234'); stored in E.164 (§5). Empty removes the number. */
    mobile_number: z.string().trim().max(40).nullable().optional(),
    /** The country code a number without one is read in, e.g. '+27'. */
    dialing_code: z
      .string()
      .trim()
      .regex(DIALING_CODE_PATTERN, { error: SCHEMA_MESSAGES.dialingCodeInvalid })
      .optional(),
    /** The membership (user_account key) the user lands in after logging in. */
    default_user_account_key: z.string().trim().min(1).max(100).optional(),
    /** Only the kinds to change; the others keep their value. */
    mail_notifications: mailNotificationsInputSchema.optional(),
    /** The app's and the user's mails' language (ADR 0055); null goes back to the browser's. */
    locale: localeSchema.nullable().optional(),
    ...twoStepUserFields,
  });
export type UpdateUserInput = z.infer<ReturnType<typeof updateUserSchema>>;
