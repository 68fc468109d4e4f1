import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { verificationRecords } from '../../db/schema.ts';

export type VerificationRecordRow = typeof verificationRecords.$inferSelect;

export const insertVerificationRecord = async (
  tx: Db,
  row: typeof verificationRecords.$inferInsert,
): Promise<void> => {
  await tx.insert(verificationRecords).values(row);
};

export const findVerificationRecord = async (
  db: Db,
  key: string,
): Promise<VerificationRecordRow | undefined> =>
  (
    await db
      .select()
      .from(verificationRecords)
      .where(eq(verificationRecords.verification_key, key))
      .limit(1)
  )[0];

/** The latest checks made on a document, newest first. */
export const findVerificationRecords = (db: Db, documentKey: string, limit: number) =>
  db
    .select()
    .from(verificationRecords)
    .where(eq(verificationRecords.document_key, documentKey))
    .orderBy(desc(verificationRecords.date_created))
    .limit(limit);

/** Writes a check's outcome once: false when it was no longer checking (a second run). */
export const finishVerificationRecord = async (
  db: Db,
  key: string,
  outcome: Pick<VerificationRecordRow, 'verification_status' | 'message' | 'sha256' | 'result'>,
): Promise<boolean> =>
  (
    await db
      .update(verificationRecords)
      .set({ ...outcome, date_updated: new Date() })
      .where(
        and(
          eq(verificationRecords.verification_key, key),
          eq(verificationRecords.verification_status, 'checking'),
        ),
      )
      .returning({ key: verificationRecords.verification_key })
  ).length === 1;
