import { createHmac, randomBytes } from 'node:crypto';
import { RECOVERY_CODE_COUNT, normaliseRecoveryCode } from '@quire/domain';
import type { Db } from '../../db/database.ts';
import { sameCodeHash } from '../verification-codes/code-hash.ts';
import { verificationCodeKey } from '../verification-codes/verification-code-repository.ts';

/**
 * Codes are kept only as HMACs under the installation's code key, bound to their user and
 * purpose: a leaked table cannot be reversed, nor a hash moved to another user.
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

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten recovery codes like 'k7mq2-x9tfa': 50 bits each, easy to read aloud and type. */
export const newRecoveryCodes = (): string[] =>
  Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = [...randomBytes(10)].map((b) => ALPHABET[b % ALPHABET.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });

export const hashRecoveryCode = (db: Db, userKey: string, code: string) =>
  hashUserCode(db, userKey, 'recovery', normaliseRecoveryCode(code));
