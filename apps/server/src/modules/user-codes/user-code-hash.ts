import { createHmac } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { sameCodeHash } from '../verification-codes/code-hash.ts';
import { verificationCodeKey } from '../verification-codes/verification-code-repository.ts';

/**
 * A user's codes (texted codes, recovery codes) are kept only as HMACs under the installation's
 * code key, bound to their user and purpose: a leaked table cannot be reversed, nor a hash moved
 * to another user or purpose.
 */
export const hashUserCode = async (
  db: Db,
  userKey: string,
  purpose: string,
  code: string,
): Promise<string> =>
  createHmac('sha256', await verificationCodeKey(db))
    .update(`user\n${userKey}\n${purpose}\n${code}`)
    .digest('hex');

export const sameUserCode = sameCodeHash;
