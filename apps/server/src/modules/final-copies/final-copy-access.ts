import { FINAL_COPY_MESSAGES, isSigningTokenShape } from '@quire/domain';
import type { Db } from '../../db/database.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { DocumentRow } from '../documents/document-repository.ts';
import {
  findDocument,
  findFinalCopyToken,
  findPackParties,
  type FinalCopyTokenRow,
  type PackParties,
} from './final-copy-repository.ts';

/** Whom a final-copy link was sent to: a signatory or a copy recipient of the pack. */
export type FinalCopyRecipient = {
  kind: 'signatory' | 'copy_recipient';
  uuid: string;
  name: string;
  email: string | null;
  user_key: string | null;
};

export type FinalCopyAccess = {
  pack: DocumentRow & { final_file_key: string };
  token: FinalCopyTokenRow;
  recipient: FinalCopyRecipient;
  parties: PackParties;
};

export const linkExpired = () => new AppError(410, FINAL_COPY_MESSAGES.linkExpired);
const linkUnknown = () => notFound(FINAL_COPY_MESSAGES.linkUnknown);

/**
 * The one door of a final-copy link (ADR 0015): the token must be a final_copy token of this
 * pack (else 404, as for any key one may not see), live, for a pack still complete, sealed and
 * not deleted, and for someone still on it (else 410: it worked once and does not any more).
 */
export const openFinalCopy = async (
  db: Db,
  documentKey: string,
  token: string | undefined,
): Promise<FinalCopyAccess> => {
  if (!token || !isSigningTokenShape(token)) throw linkUnknown();
  const row = await findFinalCopyToken(db, token);
  if (!row || row.document_key !== documentKey) throw linkUnknown();
  if (row.revoked_at || row.expires_at.getTime() <= Date.now()) throw linkExpired();
  const pack = await findDocument(db, documentKey);
  if (!pack || pack.is_deleted || pack.status !== 'complete' || !pack.final_file_key)
    throw linkExpired();
  const parties = await findPackParties(db, pack.key);
  const signer = parties.signers.find((s) => s.uuid === row.signatory_uuid);
  const copy = parties.copies.find((c) => c.uuid === row.signatory_uuid);
  const recipient: FinalCopyRecipient | null = signer
    ? { kind: 'signatory', ...signer }
    : copy
      ? { kind: 'copy_recipient', ...copy, user_key: null }
      : null;
  if (!recipient) throw linkExpired();
  return {
    pack: { ...pack, final_file_key: pack.final_file_key },
    token: row,
    recipient,
    parties,
  };
};
