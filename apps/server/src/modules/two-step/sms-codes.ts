import {
  MAX_CODES_PER_HOUR,
  TWO_STEP_SMS_CODE_TTL_MS,
  maskDestination,
  newVerificationCode,
  resendWaitMs,
  VERIFICATION_CODE_MESSAGES,
} from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { tooManyRequests } from '../../lib/app-error.ts';
import { consumeRateLimit } from '../../lib/rate-limit.ts';
import { enqueueTextMessage } from '../text-messages/enqueue-text-message.ts';
import { hashUserCode } from './two-step-codes.ts';
import { insertUserCode, latestUserCode } from './two-step-repository.ts';

/**
 * Sends a fresh code by SMS (the existing text-message provider) and keeps only its HMAC. A resend
 * waits 15 s (§9) and a user gets at most MAX_CODES_PER_HOUR codes an hour. Answers the masked
 * number.
 */
export const sendUserCode = async (
  ctx: AppContext,
  tx: Db,
  user: { key: string },
  purpose: 'login' | 'enable_sms',
  to: string,
  /** At login: a code sent less than 15 s ago stays the one to use, and no error is raised. */
  options: { keepRecent?: boolean } = {},
): Promise<string> => {
  const latest = await latestUserCode(tx, user.key, purpose);
  const wait = resendWaitMs(latest?.date_created ?? null, new Date());
  if (wait > 0 && options.keepRecent) return maskDestination('sms', latest!.destination);
  if (wait > 0) {
    const seconds = Math.ceil(wait / 1000);
    throw tooManyRequests(VERIFICATION_CODE_MESSAGES.resendTooSoon(seconds), seconds);
  }
  await consumeRateLimit(tx, `two_step_sms:user:${user.key}`, {
    limit: MAX_CODES_PER_HOUR,
    windowSeconds: 3600,
  });
  const code = newVerificationCode();
  await insertUserCode(tx, {
    user_key: user.key,
    purpose,
    destination: to,
    channel: 'sms',
    code_hash: await hashUserCode(tx, user.key, purpose, code),
    expires_at: new Date(Date.now() + TWO_STEP_SMS_CODE_TTL_MS),
  });
  await enqueueTextMessage(tx, ctx.queue, {
    channel: 'sms',
    to,
    body: `${code} is your Quire code. It works for 10 minutes. Never share it.`,
  });
  return maskDestination('sms', to);
};
