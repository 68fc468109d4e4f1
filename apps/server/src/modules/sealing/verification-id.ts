import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { documents } from '../../db/schema.ts';
import { newKey } from '../../lib/ids.ts';

/**
 * The pack's public verification id (issue 15), made once: the seal job asks for it before it
 * renders the certificate of completion, so a re-run after a crash prints the same id.
 */
export const ensureVerificationId = async (db: Db, packKey: string): Promise<string> => {
  // One statement: a pack that has an id keeps it; one that has none gets a new one.
  const [row] = await db
    .update(documents)
    .set({ verification_id: sql`coalesce(${documents.verification_id}, ${newKey()})` })
    .where(eq(documents.key, packKey))
    .returning({ verification_id: documents.verification_id });
  if (!row?.verification_id) throw new Error(`verification id: pack ${packKey} not found`);
  return row.verification_id;
};
