import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { signatories, signerGroups } from '../../db/schema.ts';

/**
 * §5: turning signer groups off deletes the pack's groups (the editor asked for confirmation)
 * and leaves every signatory ungrouped. Call inside the transaction of the settings change.
 */
export const dropSignerGroups = async (tx: Db, packKey: string): Promise<void> => {
  await tx.delete(signerGroups).where(eq(signerGroups.document_key, packKey));
  await tx
    .update(signatories)
    .set({ signer_group_uuid: null, date_updated: sql`now()` })
    .where(eq(signatories.document_key, packKey));
};
