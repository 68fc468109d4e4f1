import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { signatories } from '../../db/schema.ts';
import type { UserRow } from '../auth/session-repository.ts';
import type { DocumentRow, SignatoryRow } from '../documents/document-repository.ts';

/**
 * §6 signers see the pack they were sent, whatever workspace it is in: once it has left setup, a
 * user linked to one of its signatories (a signing link links them), or a verified account whose
 * address a signatory carries. An unverified address proves nothing, so it grants nothing.
 */
export const isSignerOfPack = async (
  db: Db,
  pack: DocumentRow,
  user: UserRow,
): Promise<boolean> => {
  if (pack.status === 'setup' || pack.is_deleted || pack.document_pack_key !== null) return false;
  return (await findSignatoriesOfUser(db, pack.key, user)).length > 0;
};

/** The pack's signatories the user stands for, by the rule of isSignerOfPack. */
export const findSignatoriesOfUser = (
  db: Db,
  packKey: string,
  user: UserRow,
): Promise<SignatoryRow[]> =>
  db
    .select()
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
