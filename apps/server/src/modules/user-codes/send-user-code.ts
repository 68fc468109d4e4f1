import {
  MAX_CODES_PER_HOUR,
  VERIFICATION_CODE_MESSAGES as M,
  newVerificationCode,
  resendWaitMs,
} from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { tooManyRequests } from '../../lib/app-error.ts';
import { enqueueTextMessage } from '../text-messages/enqueue-text-message.ts';
import type { TextMessage } from '../text-messages/text-message-provider.ts';
import { hashUserCode } from './user-code-hash.ts';
import {
  countUserCodesSince,
  expireOpenUserCodes,
  insertUserCode,
  lockLatestUserCode,
  type UserCodePurpose,
} from './user-code-repository.ts';

const HOUR_MS = 3_600_000;

export type UserCodeMessage = {
  purpose: UserCodePurpose;
  /** The number in E.164. */
  to: string;
  channel: TextMessage['channel'];
  ttlMs: number;
  text: (code: string) => string;
  /** A code sent less than 15 s ago stays the one to use: answer it instead of refusing. */
  keepRecent?: boolean;
};

/**
 * Texts a user a fresh 6-digit code for one purpose (proving a mobile number, turning SMS
 * two-step on, a login's second step) and keeps only its HMAC. The earlier open codes of that
 * purpose stop working; a new code waits 15 s after the last (§9) and a user gets at most
 * MAX_CODES_PER_HOUR codes an hour whatever the purpose, which also bounds the text-message bill.
 * Answers the code's row as sent: the caller masks the number.
 */
export const sendUserCode = async (
  ctx: AppContext,
  tx: Db,
  userKey: string,
  message: UserCodeMessage,
): Promise<{ destination: string; expiresAt: Date }> => {
  const now = new Date();
  const latest = await lockLatestUserCode(tx, userKey, message.purpose);
  const wait = resendWaitMs(latest?.date_created ?? null, now);
  if (wait > 0 && message.keepRecent && latest)
    return { destination: latest.destination, expiresAt: latest.expires_at };
  if (wait > 0) {
    const seconds = Math.ceil(wait / 1000);
    throw tooManyRequests(M.resendTooSoon(seconds), seconds);
  }
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  if ((await countUserCodesSince(tx, userKey, null, hourAgo)) >= MAX_CODES_PER_HOUR)
    throw tooManyRequests(M.tooManyCodes, 3600);

  const code = newVerificationCode();
  const expiresAt = new Date(now.getTime() + message.ttlMs);
  await expireOpenUserCodes(tx, userKey, message.purpose, now);
  await insertUserCode(tx, {
    user_key: userKey,
    purpose: message.purpose,
    destination: message.to,
    channel: message.channel,
    code_hash: await hashUserCode(tx, userKey, message.purpose, code),
    date_created: now,
    expires_at: expiresAt,
  });
  await enqueueTextMessage(tx, ctx.queue, {
    channel: message.channel,
    to: message.to,
    body: message.text(code),
  });
  return { destination: message.to, expiresAt };
};
