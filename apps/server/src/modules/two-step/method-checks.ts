import { TWO_STEP_MESSAGES as M } from '@quire/domain';
import type { Db } from '../../db/database.ts';
import { verifyPassword } from '../auth/passwords.ts';
import type { UserRow } from '../auth/session-repository.ts';
import { updateUser } from '../auth/user-repository.ts';
import { unsealSecret } from './secret-sealing.ts';
import { acceptedTotpStep } from './totp.ts';
import { checkUserCode } from '../user-codes/check-user-code.ts';
import { hashRecoveryCode } from './two-step-codes.ts';
import { spendRecoveryCode } from './two-step-repository.ts';

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

/** The newest code texted for `purpose`: unused, in time, fewer than 5 wrong tries; single use. */
export const checkSentCode = async (
  db: Db,
  user: UserRow,
  purpose: 'login' | 'enable_sms',
  code: string,
): Promise<CodeCheck & { destination?: string }> => {
  const check = await checkUserCode(db, user.key, purpose, code, M.smsCodeFirst);
  if (check.ok) return { ok: true, destination: check.code.destination };
  // A wrong code reads like a wrong PIN or authenticator code; the login counts its own tries.
  return check.reason === 'wrong' ? wrong : { ok: false, message: check.message };
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
