import { createElement } from 'react';
import {
  ACCOUNT_NOTIFICATION_TEXT,
  EMAIL_VERIFICATION_TTL_HOURS,
  MESSAGES,
  type Locale,
  PASSWORD_RESET_TTL_MINUTES,
  personalAccountName,
  type LoginInput,
  type SignUpInput,
  type TwoStepChallengeAnswer,
} from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import { badRequest, unauthorized } from '../../lib/app-error.ts';
import { newKey } from '../../lib/ids.ts';
import { consumeRateLimit, type RateLimitRule } from '../../lib/rate-limit.ts';
import { createAccountWithAdmin } from '../accounts/account-repository.ts';
import {
  activateInvitations,
  ensurePersonalAccount,
  invitationProvesMailbox,
} from '../accounts/invitation-service.ts';
import { enqueueMail } from '../mail/enqueue-mail.ts';
import { userLocale } from '../mail/i18n/mail-i18n.ts';
import { AccountExistsMail, accountExistsSubject } from '../mail/templates/account-exists-mail.tsx';
import { ResetPasswordMail, resetPasswordSubject } from '../mail/templates/reset-password-mail.tsx';
import { VerifyEmailMail, verifyEmailSubject } from '../mail/templates/verify-email-mail.tsx';
import { insertNotification } from '../notifications/notification-repository.ts';
import { startTwoStep } from '../two-step/two-step-login.ts';
import {
  consumeAuthToken,
  expireAuthTokensOf,
  findAuthToken,
  issueAuthToken,
} from './auth-token-repository.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords.ts';
import {
  createSession,
  revokeAllSessionsOf,
  type LoginResult,
  type UserRow,
} from './session-repository.ts';
import { findUserByEmail, findUserByKey, insertUser, updateUser } from './user-repository.ts';

const MINUTE = 60;
/** Per address and per IP (issue 2): enough for a person who mistypes, useless for guessing. */
export const RATE_LIMITS = {
  loginPerEmail: { limit: 10, windowSeconds: 15 * MINUTE },
  loginPerIp: { limit: 50, windowSeconds: 15 * MINUTE },
  resetPerEmail: { limit: 5, windowSeconds: 60 * MINUTE },
  resetPerIp: { limit: 20, windowSeconds: 60 * MINUTE },
  signUpPerIp: { limit: 20, windowSeconds: 60 * MINUTE },
  verificationPerUser: { limit: 5, windowSeconds: 60 * MINUTE },
} as const;

/** A per-IP rule scaled by RATE_LIMIT_PER_IP_SCALE (many people can share one address). */
export const perIp = (ctx: AppContext, rule: RateLimitRule): RateLimitRule => ({
  ...rule,
  limit: rule.limit * ctx.config.rateLimitPerIpScale,
});

export const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

const verifyUrl = (ctx: AppContext, token: string) =>
  `${ctx.config.publicUrl}/#verify_email/${token}`;
const resetUrl = (ctx: AppContext, token: string) =>
  `${ctx.config.publicUrl}/#reset_password/${token}`;

/**
 * The request's client: its IP (rate limits) and its browser's language, which words the mail to a
 * user who has not chosen one in their profile (ADR 0055).
 */
export type AuthClient = { ip: string; locale: Locale };

export const signUp = async (
  ctx: AppContext,
  input: SignUpInput,
  { ip, locale }: AuthClient,
): Promise<string> => {
  await consumeRateLimit(ctx.db, `sign_up:ip:${ip}`, perIp(ctx, RATE_LIMITS.signUpPerIp));
  const passwordHash = await hashPassword(input.password);
  try {
    await ctx.db.transaction(async (tx) => {
      const existing = await findUserByEmail(tx, input.email_address);
      if (existing && (await invitationProvesMailbox(tx, input.invitation_token, existing))) {
        // The link's holder owns the mailbox: their name and password win over any earlier,
        // unproven claim, whose sessions end here (ADR 0026).
        const user = await updateUser(tx, existing.key, {
          full_name: input.full_name,
          password_hash: passwordHash,
          verified: true,
        });
        await revokeAllSessionsOf(tx, user.key);
        await ensurePersonalAccount(tx, user);
        return;
      }
      if (existing && !existing.password_hash) {
        // A placeholder an admin invited: claiming it proves nothing yet, so its invitations stay
        // pending until the verification link (sent to the mailbox) is followed.
        const user = await updateUser(tx, existing.key, {
          full_name: input.full_name,
          password_hash: passwordHash,
        });
        await ensurePersonalAccount(tx, user);
        await sendVerificationMail(ctx, tx, user, locale);
        return;
      }
      if (existing) {
        // Same answer as a new sign-up; the owner of the address learns about it by mail.
        await enqueueMail(tx, ctx.queue, {
          to: existing.email_address,
          kind: 'account_exists',
          subject: accountExistsSubject(userLocale(existing, locale)),
          body: createElement(AccountExistsMail, {
            fullName: existing.full_name,
            loginUrl: `${ctx.config.publicUrl}/#login`,
            resetUrl: `${ctx.config.publicUrl}/#forgot_password`,
            locale: userLocale(existing, locale),
          }),
        });
        return;
      }
      const user = await insertUser(tx, {
        key: newKey(),
        full_name: input.full_name,
        email_address: input.email_address,
        password_hash: passwordHash,
      });
      const personal = await createAccountWithAdmin(tx, {
        name: personalAccountName(input.full_name),
        isPersonal: true,
        userKey: user.key,
      });
      await updateUser(tx, user.key, { default_user_account_key: personal.key });
      await sendVerificationMail(ctx, tx, user, locale);
    });
  } catch (error) {
    // Two sign-ups for one address at once: the second loses the race, and answers the same.
    if (!isUniqueViolation(error)) throw error;
  }
  return MESSAGES.signUpCheckEmail;
};

const sendVerificationMail = async (
  ctx: AppContext,
  tx: AppContext['db'],
  user: UserRow,
  browserLocale: Locale,
) => {
  const locale = userLocale(user, browserLocale);
  const token = await issueAuthToken(
    tx,
    user.key,
    'verify_email',
    EMAIL_VERIFICATION_TTL_HOURS * 3_600_000,
  );
  await enqueueMail(tx, ctx.queue, {
    to: user.email_address,
    kind: 'verify_email',
    subject: verifyEmailSubject(locale),
    body: createElement(VerifyEmailMail, {
      fullName: user.full_name,
      verifyUrl: verifyUrl(ctx, token),
      locale,
    }),
  });
};

export const logIn = async (
  ctx: AppContext,
  input: LoginInput,
  client: { ip: string; userAgent: string | undefined },
): Promise<LoginResult | TwoStepChallengeAnswer> => {
  await consumeRateLimit(ctx.db, `login:ip:${client.ip}`, perIp(ctx, RATE_LIMITS.loginPerIp));
  await consumeRateLimit(ctx.db, `login:email:${input.email_address}`, RATE_LIMITS.loginPerEmail);
  const user = await findUserByEmail(ctx.db, input.email_address);
  if (!user?.password_hash) {
    await burnPasswordCheck(input.password);
    throw unauthorized(MESSAGES.loginFailed);
  }
  if (!(await verifyPassword(user.password_hash, input.password)))
    throw unauthorized(MESSAGES.loginFailed);
  // A user with a second step gets a challenge instead of a session (modules/two-step).
  const challenge = await startTwoStep(ctx, user, client);
  if (challenge) return challenge;
  const session = await createSession(ctx.db, {
    userKey: user.key,
    canBrowse: true,
    ip: client.ip,
    userAgent: client.userAgent,
  });
  return { ...session, user };
};

export const verifyEmail = async (ctx: AppContext, token: string): Promise<string> => {
  const row = await findAuthToken(ctx.db, token, 'verify_email');
  if (!row) throw badRequest(MESSAGES.verificationLinkInvalid);
  return ctx.db.transaction(async (tx) => {
    const user = await findUserByKey(tx, row.user_key);
    if (!user) throw badRequest(MESSAGES.verificationLinkInvalid);
    if (!(await consumeAuthToken(tx, row.token_hash))) {
      // A second click on a link that already worked is not an error for the person clicking.
      if (user.verified) return MESSAGES.alreadyVerified;
      throw badRequest(MESSAGES.verificationLinkInvalid);
    }
    if (!user.verified) {
      await updateUser(tx, user.key, { verified: true });
      await activateInvitations(tx, user.key);
      await insertNotification(tx, {
        userKey: user.key,
        message: ACCOUNT_NOTIFICATION_TEXT.welcome,
        url: '#documents',
        ...(user.default_user_account_key
          ? { relatedKey: user.default_user_account_key, relatedKeyType: 'UserAccount' as const }
          : {}),
      });
    }
    return MESSAGES.emailVerified;
  });
};

export const resendVerification = async (
  ctx: AppContext,
  user: UserRow,
  browserLocale: Locale,
): Promise<string> => {
  if (user.verified) return MESSAGES.alreadyVerified;
  await consumeRateLimit(ctx.db, `verify:user:${user.key}`, RATE_LIMITS.verificationPerUser);
  await ctx.db.transaction(async (tx) => {
    await expireAuthTokensOf(tx, user.key, 'verify_email');
    await sendVerificationMail(ctx, tx, user, browserLocale);
  });
  return MESSAGES.verificationSent;
};

export const requestPasswordReset = async (
  ctx: AppContext,
  email: string,
  { ip, locale: browserLocale }: AuthClient,
): Promise<string> => {
  await consumeRateLimit(ctx.db, `reset:ip:${ip}`, perIp(ctx, RATE_LIMITS.resetPerIp));
  await consumeRateLimit(ctx.db, `reset:email:${email}`, RATE_LIMITS.resetPerEmail);
  const user = await findUserByEmail(ctx.db, email);
  if (user) {
    await ctx.db.transaction(async (tx) => {
      await expireAuthTokensOf(tx, user.key, 'reset_password');
      const token = await issueAuthToken(
        tx,
        user.key,
        'reset_password',
        PASSWORD_RESET_TTL_MINUTES * 60_000,
      );
      await enqueueMail(tx, ctx.queue, {
        to: user.email_address,
        kind: 'reset_password',
        subject: resetPasswordSubject(userLocale(user, browserLocale)),
        body: createElement(ResetPasswordMail, {
          fullName: user.full_name,
          resetUrl: resetUrl(ctx, token),
          locale: userLocale(user, browserLocale),
        }),
      });
    });
  }
  return MESSAGES.passwordResetRequested;
};

export const resetPassword = async (
  ctx: AppContext,
  token: string,
  password: string,
): Promise<string> => {
  const row = await findAuthToken(ctx.db, token, 'reset_password');
  if (!row) throw badRequest(MESSAGES.resetLinkInvalid);
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    if (!(await consumeAuthToken(tx, row.token_hash))) throw badRequest(MESSAGES.resetLinkInvalid);
    // The link arrived by mail, so following it also proves the address.
    const user = await updateUser(tx, row.user_key, {
      password_hash: passwordHash,
      verified: true,
      request_password: false,
    });
    await revokeAllSessionsOf(tx, row.user_key);
    // An invited placeholder may reset its way in: it needs a personal account, and its mailbox
    // is now proven.
    await ensurePersonalAccount(tx, user);
    await activateInvitations(tx, user.key);
  });
  return MESSAGES.passwordUpdated;
};
