import { checkCode, codeCheckMessage, normaliseVerificationCode } from '@quire/domain';
import type { Db } from '../../db/database.ts';
import { hashUserCode, sameUserCode } from './user-code-hash.ts';
import {
  lockLatestUserCode,
  markUserCodeUsed,
  recordUserCodeFailure,
  type UserCodePurpose,
  type UserCodeRow,
} from './user-code-repository.ts';

export type UserCodeCheck =
  | { ok: true; code: UserCodeRow }
  | {
      ok: false;
      reason: 'none' | 'wrong' | 'locked' | 'expired' | 'used';
      status: 400 | 403;
      message: string;
    };

/**
 * Checks a typed code against the newest code of the purpose: right once, in its 10 minutes,
 * before its fifth wrong try (which locks it; a locked, used or expired code refuses even the
 * right one). Run it in a transaction that commits a wrong try before the caller refuses: a
 * rolled-back try would not count.
 */
export const checkUserCode = async (
  tx: Db,
  userKey: string,
  purpose: UserCodePurpose,
  typed: string,
  /** What to say when no code of the purpose was ever sent. */
  noCodeMessage: string,
): Promise<UserCodeCheck> => {
  const latest = await lockLatestUserCode(tx, userKey, purpose);
  if (!latest) return { ok: false, reason: 'none', status: 400, message: noCodeMessage };
  const now = new Date();
  const hash = await hashUserCode(tx, userKey, purpose, normaliseVerificationCode(typed));
  const check = checkCode(
    {
      failed_attempts: latest.attempts,
      expires_at: latest.expires_at,
      verified_at: latest.used_at,
      locked_at: null,
    },
    sameUserCode(hash, latest.code_hash),
    now,
  );
  if (check.result === 'verified') {
    await markUserCodeUsed(tx, latest.key, now);
    return { ok: true, code: latest };
  }
  if (check.result === 'wrong' || (check.result === 'locked' && check.just_locked))
    await recordUserCodeFailure(tx, latest.key);
  return {
    ok: false,
    reason: check.result,
    status: check.result === 'locked' ? 403 : 400,
    message: codeCheckMessage(check),
  };
};
