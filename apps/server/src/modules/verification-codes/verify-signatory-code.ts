import {
  VERIFICATION_CODE_MESSAGES as M,
  VERIFICATION_CODE_MIN_LENGTH,
  checkCode,
  codeCheckMessage,
  maskDestination,
  normaliseVerificationCode,
  type VerificationCodeChannel,
} from '@quire/domain';
import type { Db } from '../../db/database.ts';
import { appendAuditRecord, type AuditActor } from '../audit-trail/append-audit-record.ts';
import { hashVerificationCode, sameCodeHash } from './code-hash.ts';
import {
  lockLatestCode,
  markCodeVerified,
  recordFailedAttempt,
  verificationCodeKey,
} from './verification-code-repository.ts';
import { findPackSignatory } from '../signatories/signatory-repository.ts';
import { signatoryActor } from '../signing/signer-identity.ts';

export type VerifySignatoryCodeInput = {
  /** The pack's key. */
  document_key: string;
  signatory_uuid: string;
  code: string;
};

export type VerifySignatoryCodeResult =
  { ok: true } | { ok: false; status: 400 | 403; message: string };

/**
 * Checks a signer's one-time code against their newest one, in the caller's transaction: the
 * right code marks it used ('code_verified'); a wrong one uses up an attempt ('code_failed'), the
 * fifth locks it ('code_locked'), and a locked, used or expired code refuses even the right code.
 *
 * The caller must COMMIT its transaction on { ok: false } (answer the refusal, do not throw it):
 * a wrong try that is rolled back is not counted, and counting is what makes guessing impossible.
 * On { ok: true } a later refusal may roll back, which leaves the code unused.
 */
export const verifySignatoryCode = async (
  tx: Db,
  input: VerifySignatoryCodeInput,
): Promise<VerifySignatoryCodeResult> => {
  const code = normaliseVerificationCode(input.code);
  if (code.length < VERIFICATION_CODE_MIN_LENGTH)
    return { ok: false, status: 400, message: M.tooShort };
  const latest = await lockLatestCode(tx, input.document_key, input.signatory_uuid);
  if (!latest) return { ok: false, status: 400, message: M.noCode };
  const secret = await verificationCodeKey(tx);
  const given = hashVerificationCode(secret, input.document_key, input.signatory_uuid, code);
  const now = new Date();
  const check = checkCode(latest, sameCodeHash(given, latest.code_hash), now);

  const signatory = await findPackSignatory(tx, input.document_key, input.signatory_uuid);
  const actor: AuditActor = signatory
    ? signatoryActor(signatory, signatory.user_key)
    : { signatory_uuid: input.signatory_uuid };
  const audit = (event: 'code_verified' | 'code_failed' | 'code_locked', details = {}) =>
    appendAuditRecord(tx, {
      document_key: input.document_key,
      event,
      actor,
      details: {
        signatory_uuid: input.signatory_uuid,
        channel: latest.channel,
        destination: maskDestination(latest.channel as VerificationCodeChannel, latest.destination),
        ...details,
      },
    });

  if (check.result === 'verified') {
    await markCodeVerified(tx, latest.key, now);
    await audit('code_verified');
    return { ok: true };
  }
  if (check.result === 'wrong' || (check.result === 'locked' && check.just_locked)) {
    await recordFailedAttempt(tx, latest.key, check.result === 'locked', now);
    await audit('code_failed', { reason: 'wrong', failed_attempts: latest.failed_attempts + 1 });
    if (check.result === 'locked') await audit('code_locked');
  } else {
    await audit('code_failed', { reason: check.result });
  }
  return {
    ok: false,
    status: check.result === 'locked' ? 403 : 400,
    message: codeCheckMessage(check),
  };
};
