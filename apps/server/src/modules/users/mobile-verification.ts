import {
  PROFILE_MESSAGES,
  RESEND_AFTER_MS,
  VERIFICATION_CODE_MESSAGES as M,
  VERIFICATION_CODE_MIN_LENGTH,
  VERIFICATION_CODE_TTL_MS,
  isPhoneNumberError,
  maskMobile,
  normalisePhoneNumber,
  normaliseVerificationCode,
  type Permissions,
  type RequestOtpInput,
} from '@quire/domain';
import { requirePermission } from '../../lib/require-permission.ts';
import type { AppContext } from '../../app-context.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import type { UserRow } from '../auth/session-repository.ts';
import { findUserByKey, updateUser } from '../auth/user-repository.ts';
import { checkUserCode } from '../user-codes/check-user-code.ts';
import { lockLatestUserCode } from '../user-codes/user-code-repository.ts';
import { sendUserCode } from '../user-codes/send-user-code.ts';
import { mailT, userLocale } from '../mail/i18n/mail-i18n.ts';

const PURPOSE = 'verify_mobile';

export type SentCode = {
  message: string;
  destination: string;
  expires_at: string;
  resend_after_seconds: number;
};

/**
 * §7 request_otp for mobile verification: a 6-digit code to the user's saved number by SMS or
 * WhatsApp, earlier codes void. The number must be the saved one: verifying proves the number the
 * profile keeps, and a number typed here but not saved would leave nothing to mark verified.
 */
export const requestMobileCode = async (
  ctx: AppContext,
  user: UserRow,
  input: RequestOtpInput,
  permissions: Permissions,
): Promise<SentCode> => {
  // The number is a detail: proving it is part of keeping it (verify_mobile only confirms a code
  // sent here, so this one check governs both).
  requirePermission(permissions, 'user_profile_permissions.can_update_details');
  const saved = user.mobile_number;
  if (!saved) throw badRequest(PROFILE_MESSAGES.mobileRequiredForCode);
  if (user.mobile_verified_at) throw badRequest(PROFILE_MESSAGES.mobileAlreadyVerified);
  if (input.mobile_number) {
    const given = normalisePhoneNumber(
      input.mobile_number,
      user.dialing_code ?? ctx.config.defaultDialingCode,
    );
    if (isPhoneNumberError(given) || given.e164 !== saved)
      throw badRequest(PROFILE_MESSAGES.mobileNotSaved);
  }
  return ctx.db.transaction(async (tx) => {
    const sent = await sendUserCode(ctx, tx, user.key, {
      purpose: PURPOSE,
      to: saved,
      channel: input.communication_channel,
      ttlMs: VERIFICATION_CODE_TTL_MS,
      text: (code) =>
        mailT(userLocale(user))('text.mobileCode', {
          code,
          minutes: VERIFICATION_CODE_TTL_MS / 60_000,
        }),
    });
    const expiresAt = sent.expiresAt;
    const destination = maskMobile(saved);
    return {
      message: PROFILE_MESSAGES.codeSent(destination),
      destination,
      expires_at: expiresAt.toISOString(),
      resend_after_seconds: RESEND_AFTER_MS / 1000,
    };
  });
};

/**
 * Checks the code against the newest one and marks the number verified. A wrong try is committed
 * before it is refused (a rolled-back try would not count); the fifth locks the code, and a
 * locked, used or expired code refuses even the right one.
 */
export const verifyMobileCode = async (
  ctx: AppContext,
  user: UserRow,
  typed: string,
): Promise<UserRow> => {
  if (normaliseVerificationCode(typed).length < VERIFICATION_CODE_MIN_LENGTH)
    throw badRequest(M.tooShort);
  const outcome = await ctx.db.transaction(async (tx) => {
    const latest = await lockLatestUserCode(tx, user.key, PURPOSE);
    const current = await findUserByKey(tx, user.key);
    // A code proves the number it went to: a number changed since proves nothing.
    if (latest && current?.mobile_number !== latest.destination)
      return { ok: false as const, status: 400, message: PROFILE_MESSAGES.mobileChanged };
    const check = await checkUserCode(tx, user.key, PURPOSE, typed, PROFILE_MESSAGES.noMobileCode);
    if (!check.ok) return check;
    return {
      ok: true as const,
      row: await updateUser(tx, user.key, { mobile_verified_at: new Date() }),
    };
  });
  if (!outcome.ok) throw new AppError(outcome.status, outcome.message);
  return outcome.row;
};
