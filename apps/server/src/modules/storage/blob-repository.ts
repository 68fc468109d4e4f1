import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { blobs } from '../../db/schema.ts';

export type BlobRow = typeof blobs.$inferSelect;
export type NewBlob = typeof blobs.$inferInsert;

export const insertBlob = async (db: Db, blob: NewBlob): Promise<BlobRow> => {
  const [row] = await db.insert(blobs).values(blob).returning();
  return row!;
};

export const findBlob = async (db: Db, key: string): Promise<BlobRow | undefined> =>
  (await db.select().from(blobs).where(eq(blobs.key, key)).limit(1))[0];
