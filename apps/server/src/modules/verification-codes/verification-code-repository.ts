import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { instanceSecrets, verificationCodes } from '../../db/schema.ts';
import { newKey, newSecret } from '../../lib/ids.ts';

export type VerificationCodeRow = typeof verificationCodes.$inferSelect;

const SECRET_NAME = 'verification_code_hmac_key';

/** The installation's key for code hashes: made once, kept in the database like the upload key. */
export const verificationCodeKey = async (db: Db): Promise<string> => {
  await db
    .insert(instanceSecrets)
    .values({ name: SECRET_NAME, value: newSecret() })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: instanceSecrets.value })
    .from(instanceSecrets)
    .where(eq(instanceSecrets.name, SECRET_NAME));
  return row!.value;
};

const latestCodeQuery = (db: Db, packKey: string, uuid: string) =>
  db
    .select()
    .from(verificationCodes)
    .where(
      and(eq(verificationCodes.document_key, packKey), eq(verificationCodes.signatory_uuid, uuid)),
    )
    .orderBy(desc(verificationCodes.date_created))
    .limit(1);

/** The signatory's newest code (the only one that can still be used). */
export const findLatestCode = async (
  db: Db,
  packKey: string,
  uuid: string,
): Promise<VerificationCodeRow | undefined> => (await latestCodeQuery(db, packKey, uuid))[0];

/**
 * The newest code, locked until the transaction ends: concurrent tries queue and each sees the
 * attempts counted before it, so firing many guesses at once gets no more than five.
 */
export const lockLatestCode = async (
  tx: Db,
  packKey: string,
  uuid: string,
): Promise<VerificationCodeRow | undefined> =>
  (await latestCodeQuery(tx, packKey, uuid).for('update'))[0];

export const countCodesSince = async (
  db: Db,
  packKey: string,
  uuid: string,
  since: Date,
): Promise<number> =>
  (
    await db
      .select({ n: sql<number>`count(*)::int` })
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.document_key, packKey),
          eq(verificationCodes.signatory_uuid, uuid),
          gt(verificationCodes.date_created, since),
        ),
      )
  )[0]!.n;

/** Earlier codes stop working the moment a new one is made. */
export const expireOpenCodes = async (tx: Db, packKey: string, uuid: string, now: Date) => {
  await tx
    .update(verificationCodes)
    .set({ expires_at: now })
    .where(
      and(
        eq(verificationCodes.document_key, packKey),
        eq(verificationCodes.signatory_uuid, uuid),
        isNull(verificationCodes.verified_at),
        gt(verificationCodes.expires_at, now),
      ),
    );
};

export const insertCode = async (
  tx: Db,
  row: Omit<typeof verificationCodes.$inferInsert, 'key'>,
): Promise<string> => {
  const key = newKey();
  await tx.insert(verificationCodes).values({ ...row, key });
  return key;
};

export const recordFailedAttempt = async (tx: Db, key: string, lock: boolean, now: Date) => {
  await tx
    .update(verificationCodes)
    .set({
      failed_attempts: sql`${verificationCodes.failed_attempts} + 1`,
      ...(lock ? { locked_at: now } : {}),
    })
    .where(eq(verificationCodes.key, key));
};

export const markCodeVerified = async (tx: Db, key: string, now: Date) => {
  await tx
    .update(verificationCodes)
    .set({ verified_at: now })
    .where(eq(verificationCodes.key, key));
};
