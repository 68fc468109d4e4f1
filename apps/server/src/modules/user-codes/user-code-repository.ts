import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { userCodes } from '../../db/schema.ts';
import { newKey } from '../../lib/ids.ts';

export type UserCodeRow = typeof userCodes.$inferSelect;
export type UserCodePurpose = 'login' | 'verify_mobile' | 'enable_sms';

/** The newest code of a purpose, locked for the check that follows (FOR UPDATE). */
export const lockLatestUserCode = async (
  db: Db,
  userKey: string,
  purpose: UserCodePurpose,
): Promise<UserCodeRow | undefined> =>
  (
    await db
      .select()
      .from(userCodes)
      .where(and(eq(userCodes.user_key, userKey), eq(userCodes.purpose, purpose)))
      .orderBy(desc(userCodes.date_created))
      .limit(1)
      .for('update')
  )[0];

/** How many codes the user was sent since `since`: of one purpose, or of any (`null`). */
export const countUserCodesSince = async (
  db: Db,
  userKey: string,
  purpose: UserCodePurpose | null,
  since: Date,
): Promise<number> => {
  const [row] = await db
    .select({ n: count() })
    .from(userCodes)
    .where(
      and(
        eq(userCodes.user_key, userKey),
        purpose ? eq(userCodes.purpose, purpose) : undefined,
        gt(userCodes.date_created, since),
      ),
    );
  return row?.n ?? 0;
};

/** Voids the open codes of a purpose: only the newest code ever counts. */
export const expireOpenUserCodes = async (
  db: Db,
  userKey: string,
  purpose: UserCodePurpose,
  now: Date,
): Promise<void> => {
  await db
    .update(userCodes)
    .set({ expires_at: now })
    .where(
      and(
        eq(userCodes.user_key, userKey),
        eq(userCodes.purpose, purpose),
        isNull(userCodes.used_at),
        gt(userCodes.expires_at, now),
      ),
    );
};

export const insertUserCode = async (
  db: Db,
  values: Omit<typeof userCodes.$inferInsert, 'key'>,
): Promise<void> => {
  await db.insert(userCodes).values({ key: newKey(), ...values });
};

export const recordUserCodeFailure = async (db: Db, key: string): Promise<void> => {
  await db
    .update(userCodes)
    .set({ attempts: sql`${userCodes.attempts} + 1` })
    .where(eq(userCodes.key, key));
};

export const markUserCodeUsed = async (db: Db, key: string, now: Date): Promise<void> => {
  await db.update(userCodes).set({ used_at: now }).where(eq(userCodes.key, key));
};
