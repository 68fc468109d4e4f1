import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { documents } from '../../db/schema.ts';
import { newKey } from '../../lib/ids.ts';

/**
 * The pack's public verification id (issue 15), made once: the seal job asks for it before it
 * renders the certificate of completion, so a re-run after a crash prints the same id.
 */
export const ensureVerificationId = async (db: Db, packKey: string): Promise<string> => {
  await db
    .update(documents)
    .set({ verification_id: newKey() })
    .where(and(eq(documents.key, packKey), isNull(documents.verification_id)));
  const [row] = await db
    .select({ verification_id: documents.verification_id })
    .from(documents)
    .where(eq(documents.key, packKey));
  if (!row?.verification_id) throw new Error(`verification id: pack ${packKey} not found`);
  return row.verification_id;
};
