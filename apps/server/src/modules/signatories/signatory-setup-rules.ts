import {
  SIGNATORY_MESSAGES,
  isDialingCode,
  validateSignatoryDetails,
  type SignatoryInput,
  type ValidSignatoryDetails,
} from '@quire/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { signerGroups } from '../../db/schema.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import type { DocumentRow, SignatoryRow } from '../documents/document-repository.ts';
import { findChildRows } from '../documents/document-repository.ts';
import { conflict, packFlag } from './signatory-access.ts';

/**
 * Checks a signer's typed details (§5) as merged over what is stored. `draft` in setup, where the
 * editor autosaves rows as they are typed; complete when a manager edits a live signer.
 */
export const checkDetails = (
  pack: DocumentRow,
  merged: Pick<
    SignatoryRow,
    'name' | 'email' | 'mobile_number' | 'email_is_optional' | 'primary_communication_channel'
  >,
  dialingCode: string,
  draft: boolean,
): ValidSignatoryDetails => {
  const result = validateSignatoryDetails(
    {
      ...merged,
      email_is_optional:
        merged.email_is_optional || packFlag(pack, 'email_is_optional_for_signing'),
    },
    {
      draft,
      default_dialing_code: dialingCode,
      mobile_required: packFlag(pack, 'use_two_factor_authentication'),
    },
  );
  if (!result.ok) throw new AppError(400, result.message, { field: result.field });
  return result.value;
};

/** The dialing code a number is read in: the one sent beside it, else the caller's default. */
export const dialingCodeOf = (sent: string | null | undefined, fallback: string): string =>
  sent && isDialingCode(sent.trim()) ? sent.trim() : fallback;

/** A group named on a signer must be one of this pack's, and groups must be turned on. */
export const assertGroupOfPack = async (
  db: Db,
  pack: DocumentRow,
  groupUuid: string | null | undefined,
): Promise<void> => {
  if (groupUuid === null || groupUuid === undefined) return;
  if (!packFlag(pack, 'use_signer_groups')) throw conflict(SIGNATORY_MESSAGES.signerGroupsDisabled);
  const [group] = await db
    .select({ uuid: signerGroups.uuid })
    .from(signerGroups)
    .where(and(eq(signerGroups.uuid, groupUuid), eq(signerGroups.document_key, pack.key)));
  if (!group) throw badRequest(SIGNATORY_MESSAGES.signerGroupNotFound);
};

/** associated_document_keys name children of this pack only (empty means all of them). */
export const assertChildrenOfPack = async (
  db: Db,
  pack: DocumentRow,
  keys: SignatoryInput['associated_document_keys'],
): Promise<void> => {
  if (!keys || keys.length === 0) return;
  const children = new Set((await findChildRows(db, [pack.key])).map((c) => c.key));
  if (!keys.every((k) => children.has(k)))
    throw badRequest(SIGNATORY_MESSAGES.associatedDocumentsInvalid);
};
