import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { uploadIntents } from '../../db/schema.ts';

export type UploadIntent = typeof uploadIntents.$inferSelect;
export type NewUploadIntent = typeof uploadIntents.$inferInsert;

/** What an upload intent is for; `document_pack_key` holds the pack it goes to in every case. */
export const UPLOAD_PURPOSES = {
  newPack: 'document',
  addToPack: 'document_to_pack',
  replacePdf: 'document_replace_pdf',
} as const;

export const insertUploadIntent = async (db: Db, intent: NewUploadIntent): Promise<void> => {
  await db.insert(uploadIntents).values(intent);
};

export const findUploadIntent = async (
  db: Db,
  fileKey: string,
): Promise<UploadIntent | undefined> =>
  (await db.select().from(uploadIntents).where(eq(uploadIntents.file_key, fileKey)).limit(1))[0];

export const recordReceivedSize = async (db: Db, fileKey: string, size: number): Promise<void> => {
  await db
    .update(uploadIntents)
    .set({ received_size_bytes: size })
    .where(eq(uploadIntents.file_key, fileKey));
};

/** Claims an intent once: false when another request already used it (a double submit). */
export const claimUploadIntent = async (tx: Db, fileKey: string): Promise<boolean> => {
  const rows = await tx
    .update(uploadIntents)
    .set({ used_at: sql`now()` })
    .where(and(eq(uploadIntents.file_key, fileKey), isNull(uploadIntents.used_at)))
    .returning({ file_key: uploadIntents.file_key });
  return rows.length === 1;
};
