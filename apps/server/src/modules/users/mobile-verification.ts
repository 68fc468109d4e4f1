import {
  MAX_CODES_PER_HOUR,
  PROFILE_MESSAGES,
  RESEND_AFTER_MS,
  VERIFICATION_CODE_MESSAGES as M,
  VERIFICATION_CODE_MIN_LENGTH,
  VERIFICATION_CODE_TTL_MS,
  checkCode,
  codeCheckMessage,
  isPhoneNumberError,
  maskMobile,
  mobileVerificationText,
  newVerificationCode,
  normalisePhoneNumber,
  normaliseVerificationCode,
  resendWaitMs,
  verificationCodeExpiry,
  type Permissions,
  type RequestOtpInput,
} from '@quire/domain';
import { requirePermission } from '../../lib/require-permission.ts';
import type { AppContext } from '../../app-context.ts';
import { AppError, badRequest, tooManyRequests } from '../../lib/app-error.ts';
import type { UserRow } from '../auth/session-repository.ts';
import { findUserByKey, updateUser } from '../auth/user-repository.ts';
import { enqueueTextMessage } from '../text-messages/enqueue-text-message.ts';
import { hashVerificationCode, sameCodeHash } from '../verification-codes/code-hash.ts';
import { verificationCodeKey } from '../verification-codes/verification-code-repository.ts';
import {
  countUserCodesSince,
  expireOpenUserCodes,
  insertUserCode,
  lockLatestUserCode,
  markUserCodeUsed,
  recordUserCodeFailure,
} from './user-code-repository.ts';

const HOUR_MS = 3_600_000;
const PURPOSE = 'verify_mobile';

/** A user's code is bound to them and its purpose (the HMAC's two binding strings). */
const hashUserCode = (secret: string, userKey: string, code: string) =>
  hashVerificationCode(secret, `user:${userKey}`, PURPOSE, code);

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
  const secret = await verificationCodeKey(ctx.db);
  return ctx.db.transaction(async (tx) => {
    const now = new Date();
    const latest = await lockLatestUserCode(tx, user.key, PURPOSE);
    const wait = resendWaitMs(latest?.date_created ?? null, now);
    if (wait > 0) {
      const seconds = Math.ceil(wait / 1000);
      throw tooManyRequests(M.resendTooSoon(seconds), seconds);
    }
    const hourAgo = new Date(now.getTime() - HOUR_MS);
    if ((await countUserCodesSince(tx, user.key, PURPOSE, hourAgo)) >= MAX_CODES_PER_HOUR)
      throw tooManyRequests(M.tooManyCodes, 3600);

    const code = newVerificationCode();
    await expireOpenUserCodes(tx, user.key, PURPOSE, now);
    const expiresAt = verificationCodeExpiry(now);
    await insertUserCode(tx, {
      user_key: user.key,
      purpose: PURPOSE,
      destination: saved,
      channel: input.communication_channel,
      code_hash: hashUserCode(secret, user.key, code),
      date_created: now,
      expires_at: expiresAt,
    });
    await enqueueTextMessage(tx, ctx.queue, {
      channel: input.communication_channel,
      to: saved,
      body: mobileVerificationText(code, VERIFICATION_CODE_TTL_MS / 60_000),
    });
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
  const code = normaliseVerificationCode(typed);
  if (code.length < VERIFICATION_CODE_MIN_LENGTH) throw badRequest(M.tooShort);
  const secret = await verificationCodeKey(ctx.db);
  const outcome = await ctx.db.transaction(async (tx) => {
    const latest = await lockLatestUserCode(tx, user.key, PURPOSE);
    if (!latest) return { ok: false as const, status: 400, message: PROFILE_MESSAGES.noMobileCode };
    const now = new Date();
    const current = await findUserByKey(tx, user.key);
    if (current?.mobile_number !== latest.destination)
      return { ok: false as const, status: 400, message: PROFILE_MESSAGES.mobileChanged };
    const check = checkCode(
      {
        failed_attempts: latest.attempts,
        expires_at: latest.expires_at,
        verified_at: latest.used_at,
        locked_at: null,
      },
      sameCodeHash(hashUserCode(secret, user.key, code), latest.code_hash),
      now,
    );
    if (check.result === 'verified') {
      await markUserCodeUsed(tx, latest.key, now);
      return {
        ok: true as const,
        row: await updateUser(tx, user.key, { mobile_verified_at: now }),
      };
    }
    if (check.result === 'wrong' || (check.result === 'locked' && check.just_locked))
      await recordUserCodeFailure(tx, latest.key);
    return {
      ok: false as const,
      status: check.result === 'locked' ? 403 : 400,
      message: codeCheckMessage(check),
    };
  });
  if (!outcome.ok) throw new AppError(outcome.status, outcome.message);
  return outcome.row;
};
