import type { DraftFields } from '@quire/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { blobs, signingDrafts } from '../../db/schema.ts';

export type SigningDraftRow = typeof signingDrafts.$inferSelect;

export const findSigningDraft = async (
  db: Db,
  signatoryUuid: string,
): Promise<SigningDraftRow | undefined> =>
  (await db.select().from(signingDrafts).where(eq(signingDrafts.signatory_uuid, signatoryUuid)))[0];

/** Stores the signatory's draft as `fields` at `revision` (the caller holds the pack's lock). */
export const storeSigningDraft = async (
  tx: Db,
  row: { signatory_uuid: string; document_key: string; fields: DraftFields; revision: number },
): Promise<SigningDraftRow> =>
  (
    await tx
      .insert(signingDrafts)
      .values(row)
      .onConflictDoUpdate({
        target: signingDrafts.signatory_uuid,
        set: { fields: row.fields, revision: row.revision, date_updated: new Date() },
      })
      .returning()
  )[0]!;

/**
 * Ends drafts: one signatory's (signed, rejected, excluded) or, without `signatoryUuid`, every
 * draft of the pack (completed, rejected as a whole, reverted to setup).
 */
export const deleteSigningDrafts = async (
  tx: Db,
  packKey: string,
  signatoryUuid?: string,
): Promise<void> => {
  await tx
    .delete(signingDrafts)
    .where(
      and(
        eq(signingDrafts.document_key, packKey),
        signatoryUuid ? eq(signingDrafts.signatory_uuid, signatoryUuid) : undefined,
      ),
    );
};

/** What the signer's browser needs to show a drafted file: its purpose and name. */
export const findDraftBlobs = async (db: Db, keys: readonly string[]) =>
  keys.length === 0
    ? []
    : db
        .select({ key: blobs.key, purpose: blobs.purpose, filename: blobs.filename })
        .from(blobs)
        .where(inArray(blobs.key, [...keys]));
