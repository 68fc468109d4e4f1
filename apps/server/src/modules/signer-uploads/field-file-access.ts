import { and, eq, or, sql } from 'drizzle-orm';
import {
  DOCUMENT_FLAG_DEFAULTS,
  canView,
  isTeamMember,
  type DocumentFlag,
  type SignatoryStatus,
} from '@quire/domain';
import type { Db } from '../../db/database.ts';
import { dataFields, documents, signatories } from '../../db/schema.ts';
import type { UserRow } from '../auth/session-repository.ts';
import type { VisibleDocument } from '../documents/document-access-service.ts';
import type { DataFieldRow } from '../documents/document-repository.ts';

export type CallerSignatory = { uuid: string; status: SignatoryStatus };

/**
 * The pack's signatories the user acts for (ADR 0010): linked to them, or carrying the address
 * of their verified account. An unverified address proves nothing.
 */
export const findCallerSignatories = async (
  db: Db,
  packKey: string,
  user: UserRow,
): Promise<CallerSignatory[]> =>
  db
    .select({ uuid: signatories.uuid, status: signatories.status })
    .from(signatories)
    .where(
      and(
        eq(signatories.document_key, packKey),
        eq(signatories.removed, false),
        or(
          eq(signatories.user_key, user.key),
          user.verified
            ? sql`lower(${signatories.email}) = ${user.email_address.toLowerCase()}`
            : sql`false`,
        ),
      ),
    );

/** A live field of one of the pack's children, by uuid. */
export const findPackField = async (
  db: Db,
  packKey: string,
  uuid: string,
): Promise<DataFieldRow | undefined> =>
  (
    await db
      .select({ field: dataFields })
      .from(dataFields)
      .innerJoin(documents, eq(documents.key, dataFields.document_key))
      .where(
        and(
          eq(dataFields.uuid, uuid),
          eq(dataFields.removed, false),
          eq(documents.document_pack_key, packKey),
        ),
      )
      .limit(1)
  )[0]?.field;

/**
 * §6: who may upload files for a pack's fields. A team member while the pack is in setup or
 * awaiting signatures (defaults, in-person signing); a signer of it who has not finished, while
 * it awaits signatures.
 */
export const mayUploadForFields = (
  found: VisibleDocument,
  mine: readonly CallerSignatory[],
): boolean => {
  const { pack, facts, actor } = found;
  if (pack.is_deleted) return false;
  if (isTeamMember(facts, actor))
    return pack.status === 'setup' || pack.status === 'awaiting_signatures';
  return (
    pack.status === 'awaiting_signatures' && mine.some((s) => s.status === 'awaiting_signatures')
  );
};

/**
 * §6: a signature, initial or image is drawn on the page, so whoever sees the pack sees it. A
 * file field is an attachment: visible to team members (and viewers), the signer it is
 * assigned to, and every signer when attachments_visible_to_all_signers is set.
 */
export const mayViewFieldFile = (
  field: Pick<DataFieldRow, 'type' | 'signatory_uuid'>,
  found: VisibleDocument,
  mine: readonly CallerSignatory[],
): boolean => {
  if (field.type !== 'file') return true;
  if (isTeamMember(found.facts, found.actor) || canView(found.facts, found.actor)) return true;
  if (mine.some((s) => s.uuid === field.signatory_uuid)) return true;
  const flags: Partial<Record<DocumentFlag, boolean>> = {
    ...DOCUMENT_FLAG_DEFAULTS,
    ...found.pack.flags,
  };
  return flags.attachments_visible_to_all_signers === true && mine.length > 0;
};
