import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { signatories, signerGroups } from '../../db/schema.ts';
import type { SignerGroupRow } from '../documents/document-repository.ts';

export type SignerGroupInsert = typeof signerGroups.$inferInsert;

export const insertSignerGroup = async (db: Db, row: SignerGroupInsert): Promise<SignerGroupRow> =>
  (await db.insert(signerGroups).values(row).returning())[0]!;

export const updateSignerGroup = async (
  db: Db,
  uuid: string,
  set: { name?: string; position?: number },
): Promise<SignerGroupRow> =>
  (await db.update(signerGroups).set(set).where(eq(signerGroups.uuid, uuid)).returning())[0]!;

/** Deletes one group; its members stay on the pack, ungrouped. */
export const deleteSignerGroup = async (db: Db, packKey: string, uuid: string): Promise<void> => {
  await db
    .update(signatories)
    .set({ signer_group_uuid: null, date_updated: sql`now()` })
    .where(and(eq(signatories.document_key, packKey), eq(signatories.signer_group_uuid, uuid)));
  await db
    .delete(signerGroups)
    .where(and(eq(signerGroups.document_key, packKey), eq(signerGroups.uuid, uuid)));
};

/**
 * §5: turning signer groups off (update_document use_signer_groups: false, after the editor's
 * confirmation) deletes the pack's groups; their members stay, ungrouped. Call it inside the
 * transaction that turns the flag off. Answers how many groups went.
 */
export const deleteSignerGroups = async (tx: Db, packKey: string): Promise<number> => {
  await tx
    .update(signatories)
    .set({ signer_group_uuid: null, date_updated: sql`now()` })
    .where(
      and(eq(signatories.document_key, packKey), sql`${signatories.signer_group_uuid} is not null`),
    );
  const gone = await tx
    .delete(signerGroups)
    .where(eq(signerGroups.document_key, packKey))
    .returning({ uuid: signerGroups.uuid });
  return gone.length;
};
