import { DOCUMENT_FLAG_DEFAULTS, SIGNING_MESSAGES, type SigningRefusal } from '@quire/domain';
import type { Db } from '../../db/database.ts';
import type { DocumentRow } from '../documents/document-repository.ts';
import { verifySignatoryCode } from '../verification-codes/verify-signatory-code.ts';

/**
 * §5 one-time codes: on a pack with use_two_factor_authentication a signer signs only with their
 * code. Answers the refusal instead of throwing it: a wrong try must be committed to count.
 */
export const checkSigningCode = async (
  tx: Db,
  pack: DocumentRow,
  signatoryUuid: string,
  code: string | null,
): Promise<SigningRefusal | null> => {
  const flags = { ...DOCUMENT_FLAG_DEFAULTS, ...pack.flags };
  if (!flags.use_two_factor_authentication) return null;
  if (!code) return { status: 400, message: SIGNING_MESSAGES.verificationRequired };
  const result = await verifySignatoryCode(tx, {
    document_key: pack.key,
    signatory_uuid: signatoryUuid,
    code,
  });
  return result.ok ? null : { status: result.status, message: result.message };
};
