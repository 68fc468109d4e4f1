import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { documents, signatories, users } from '../../db/schema.ts';
import { findSignatoryRows, type SignatoryRow } from '../documents/document-repository.ts';

export const packSignatories = (db: Db, packKey: string): Promise<SignatoryRow[]> =>
  findSignatoryRows(db, [packKey]);

export const userFullName = async (db: Db, userKey: string): Promise<string> =>
  (await db.select({ name: users.full_name }).from(users).where(eq(users.key, userKey)))[0]?.name ??
  '';

export const countSignatureRequest = async (
  tx: Db,
  uuid: string,
  by: 'email' | 'sms',
): Promise<void> => {
  await tx
    .update(signatories)
    .set(
      by === 'email'
        ? { email_send_count: sql`${signatories.email_send_count} + 1` }
        : { sms_send_count: sql`${signatories.sms_send_count} + 1` },
    )
    .where(eq(signatories.uuid, uuid));
};

/** Links a signatory to the user who signs as them (their account, or their signer user). */
export const linkSignatoryUser = async (tx: Db, uuid: string, userKey: string): Promise<void> => {
  await tx
    .update(signatories)
    .set({ user_key: userKey, date_updated: sql`now()` })
    .where(
      and(eq(signatories.uuid, uuid), sql`${signatories.user_key} is distinct from ${userKey}`),
    );
};

/**
 * Packs, in any workspace, awaiting signatures where the user is an awaiting signatory (by their
 * account or by their address), with their owner's name: the candidates for pending requests.
 */
export const awaitingPacksOfSigner = async (
  db: Db,
  /** `email` only when the account's address is verified: an unverified one proves nothing. */
  user: { key: string; email: string | null },
  documentKey: string | undefined,
) =>
  db
    .select({ pack: documents, owner_name: users.full_name })
    .from(documents)
    .innerJoin(users, eq(users.key, documents.created_by))
    .where(
      and(
        sql`${documents.document_pack_key} is null`,
        eq(documents.status, 'awaiting_signatures'),
        eq(documents.is_deleted, false),
        ne(documents.document_type, 'template'),
        ...(documentKey ? [eq(documents.key, documentKey)] : []),
        inArray(
          documents.key,
          db
            .select({ key: signatories.document_key })
            .from(signatories)
            .where(
              and(
                eq(signatories.removed, false),
                eq(signatories.status, 'awaiting_signatures'),
                or(
                  eq(signatories.user_key, user.key),
                  user.email
                    ? sql`lower(${signatories.email}) = ${user.email.toLowerCase()}`
                    : sql`false`,
                ),
              ),
            ),
        ),
      ),
    )
    .orderBy(documents.date_updated)
    .limit(100);
