import {
  MESSAGES,
  VERIFICATION_CODE_MESSAGES as M,
  isTeamMember,
  type Actor,
  type DocumentFacts,
} from '@quire/domain';
import { AppError, forbidden } from '../../lib/app-error.ts';
import type { Auth } from '../../plugins/request-context.ts';
import type { DocumentRow, SignatoryRow } from '../documents/document-repository.ts';

/** The signatory a session acts as (ADR 0010: linked by user_key, or by a verified address). */
const isCallerSignatory = (s: SignatoryRow, auth: Auth): boolean =>
  s.user_key === auth.user.key ||
  (auth.user.verified && s.email?.toLowerCase() === auth.user.email_address.toLowerCase());

/**
 * Who may have a code sent to a signatory, or see where it would go: the signer's own session,
 * or a team member who may sign in person; the pack and the signatory must await signatures.
 * Answers whether the caller is the signer (the audit names them so).
 */
export const checkCodeRequester = (
  pack: Pick<DocumentRow, 'status' | 'is_deleted'>,
  signatory: SignatoryRow,
  auth: Auth,
  facts: DocumentFacts,
  actor: Actor,
): { asSigner: boolean } => {
  const asSigner = isCallerSignatory(signatory, auth);
  const inPerson =
    isTeamMember(facts, actor) &&
    Boolean(auth.userAccount?.permissions.document_permissions.can_sign_in_person);
  if (!asSigner && !inPerson) throw forbidden(MESSAGES.notAuthorized);
  if (
    pack.status !== 'awaiting_signatures' ||
    pack.is_deleted ||
    signatory.status !== 'awaiting_signatures'
  )
    throw new AppError(409, M.onlyWhileAwaiting);
  return { asSigner };
};
