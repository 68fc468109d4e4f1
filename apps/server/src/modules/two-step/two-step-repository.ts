import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { loginChallenges, recoveryCodes } from '../../db/schema.ts';
import { hashSecret, newKey, newSecret } from '../../lib/ids.ts';

export type ChallengeRow = typeof loginChallenges.$inferSelect;

export const insertChallenge = async (
  db: Db,
  values: { userKey: string; ip: string; userAgent: string | undefined; expiresAt: Date },
): Promise<string> => {
  const token = newSecret();
  await db.insert(loginChallenges).values({
    token_hash: hashSecret(token),
    user_key: values.userKey,
    purpose: 'two_step',
    ip_address: values.ip,
    user_agent: values.userAgent?.slice(0, 500) ?? null,
    expires_at: values.expiresAt,
  });
  return token;
};

/** The challenge, locked for the rest of the transaction so two answers cannot both count. */
export const lockChallenge = async (db: Db, token: string): Promise<ChallengeRow | undefined> =>
  (
    await db
      .select()
      .from(loginChallenges)
      .where(
        and(
          eq(loginChallenges.token_hash, hashSecret(token)),
          eq(loginChallenges.purpose, 'two_step'),
        ),
      )
      .for('update')
      .limit(1)
  )[0];

export const countWrongAnswer = async (db: Db, tokenHash: string): Promise<void> => {
  await db
    .update(loginChallenges)
    .set({ attempts: sql`${loginChallenges.attempts} + 1` })
    .where(eq(loginChallenges.token_hash, tokenHash));
};

export const useChallenge = async (db: Db, tokenHash: string): Promise<void> => {
  await db
    .update(loginChallenges)
    .set({ used_at: new Date() })
    .where(eq(loginChallenges.token_hash, tokenHash));
};

export const replaceRecoveryCodes = async (
  db: Db,
  userKey: string,
  hashes: string[],
): Promise<void> => {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.user_key, userKey));
  if (hashes.length > 0)
    await db
      .insert(recoveryCodes)
      .values(hashes.map((code_hash) => ({ key: newKey(), user_key: userKey, code_hash })));
};

export const countLiveRecoveryCodes = async (db: Db, userKey: string): Promise<number> => {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.user_key, userKey), isNull(recoveryCodes.used_at)));
  return Number(row?.n ?? 0);
};

/** Spends the recovery code with this hash; false when there is none unused. */
export const spendRecoveryCode = async (
  db: Db,
  userKey: string,
  codeHash: string,
): Promise<boolean> => {
  const rows = await db
    .update(recoveryCodes)
    .set({ used_at: new Date() })
    .where(
      and(
        eq(recoveryCodes.user_key, userKey),
        eq(recoveryCodes.code_hash, codeHash),
        isNull(recoveryCodes.used_at),
      ),
    )
    .returning({ key: recoveryCodes.key });
  return rows.length > 0;
};
