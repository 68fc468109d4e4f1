import { MAX_TWO_STEP_ATTEMPTS, TWO_STEP_MESSAGES as M } from '@quire/domain';
import type { Db } from '../../db/database.ts';
import { verifyPassword } from '../auth/passwords.ts';
import type { UserRow } from '../auth/session-repository.ts';
import { updateUser } from '../auth/user-repository.ts';
import { unsealSecret } from './secret-sealing.ts';
import { acceptedTotpStep } from './totp.ts';
import { hashRecoveryCode, hashUserCode, sameUserCode } from './two-step-codes.ts';
import { latestUserCode, markUserCode, spendRecoveryCode } from './two-step-repository.ts';

/** A code's check: right, or wrong with the message to show. */
export type CodeCheck = { ok: true } | { ok: false; message: string };

const wrong: CodeCheck = { ok: false, message: M.codeWrong };

export const checkPin = async (user: UserRow, code: string): Promise<CodeCheck> =>
  user.pin_hash && (await verifyPassword(user.pin_hash, code.trim())) ? { ok: true } : wrong;

/** Checks a code against a sealed secret and records its step, so it works only once. */
export const checkTotp = async (
  db: Db,
  user: UserRow,
  sealed: string | null,
  code: string,
): Promise<CodeCheck> => {
  if (!sealed) return wrong;
  const result = await acceptedTotpStep(await unsealSecret(db, sealed), code, user.totp_last_step);
  if (!result) return wrong;
  if ('replayed' in result) return { ok: false, message: M.codeReplayed };
  await updateUser(db, user.key, { totp_last_step: result.step });
  return { ok: true };
};

/** The newest code sent for `purpose`: unused, in time, fewer than 5 wrong tries; single use. */
export const checkSentCode = async (
  db: Db,
  user: UserRow,
  purpose: 'login' | 'enable_sms',
  code: string,
): Promise<CodeCheck & { destination?: string }> => {
  const row = await latestUserCode(db, user.key, purpose);
  if (!row || row.used_at || row.expires_at <= new Date())
    return { ok: false, message: M.smsCodeFirst };
  if (row.attempts >= MAX_TWO_STEP_ATTEMPTS) return { ok: false, message: M.challengeLocked };
  const hash = await hashUserCode(db, user.key, purpose, code.trim());
  if (!sameUserCode(hash, row.code_hash)) {
    await markUserCode(db, row.key, { wrong: true });
    return wrong;
  }
  await markUserCode(db, row.key, { used: true });
  return { ok: true, destination: row.destination };
};

export const checkRecoveryCode = async (db: Db, user: UserRow, code: string): Promise<CodeCheck> =>
  (await spendRecoveryCode(db, user.key, await hashRecoveryCode(db, user.key, code)))
    ? { ok: true }
    : wrong;

/** A code of the user's own method (the second step of a login). */
export const checkMethodCode = (
  db: Db,
  user: UserRow,
  method: string,
  code: string,
): Promise<CodeCheck> => {
  if (method === 'recovery_code') return checkRecoveryCode(db, user, code);
  if (method !== user.two_factor_pin_method || !user.use_two_factor_authentication)
    return Promise.resolve({ ok: false, message: M.methodNotOffered });
  if (method === 'pin') return checkPin(user, code);
  if (method === 'time_one_time_pin') return checkTotp(db, user, user.totp_secret_sealed, code);
  return checkSentCode(db, user, 'login', code);
};
