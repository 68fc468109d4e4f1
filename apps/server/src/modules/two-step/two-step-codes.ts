import { randomBytes } from 'node:crypto';
import { RECOVERY_CODE_COUNT, normaliseRecoveryCode } from '@quire/domain';
import type { Db } from '../../db/database.ts';
import { hashUserCode } from '../user-codes/user-code-hash.ts';

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten recovery codes like 'k7mq2-x9tfa': 50 bits each, easy to read aloud and type. */
export const newRecoveryCodes = (): string[] =>
  Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = [...randomBytes(10)].map((b) => ALPHABET[b % ALPHABET.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });

export const hashRecoveryCode = (db: Db, userKey: string, code: string) =>
  hashUserCode(db, userKey, 'recovery', normaliseRecoveryCode(code));
