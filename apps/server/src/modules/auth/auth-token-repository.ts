import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { authTokens } from '../../db/schema.ts';
import { hashSecret, newSecret } from '../../lib/ids.ts';

export type AuthTokenPurpose =
  'verify_email' | 'reset_password' | 'accept_invitation' | 'post_sign_password';
type AuthTokenRow = typeof authTokens.$inferSelect;

/** Issues a single-use mail-link token; only its hash is kept. */
export const issueAuthToken = async (
  tx: Db,
  userKey: string,
  purpose: AuthTokenPurpose,
  ttlMs: number,
): Promise<string> => {
  const token = newSecret();
  await tx.insert(authTokens).values({
    token_hash: hashSecret(token),
    user_key: userKey,
    purpose,
    expires_at: new Date(Date.now() + ttlMs),
  });
  return token;
};

export const findAuthToken = async (
  db: Db,
  token: string,
  purpose: AuthTokenPurpose,
): Promise<AuthTokenRow | undefined> =>
  (
    await db
      .select()
      .from(authTokens)
      .where(and(eq(authTokens.token_hash, hashSecret(token)), eq(authTokens.purpose, purpose)))
      .limit(1)
  )[0];

/** Marks a live token used; answers false when it was already used or has expired (races included). */
export const consumeAuthToken = async (tx: Db, tokenHash: string): Promise<boolean> => {
  const rows = await tx
    .update(authTokens)
    .set({ used_at: new Date() })
    .where(
      and(
        eq(authTokens.token_hash, tokenHash),
        isNull(authTokens.used_at),
        gt(authTokens.expires_at, new Date()),
      ),
    )
    .returning({ token_hash: authTokens.token_hash });
  return rows.length > 0;
};

/** A new reset link makes the older ones of the same user useless. */
export const expireAuthTokensOf = async (
  tx: Db,
  userKey: string,
  purpose: AuthTokenPurpose,
): Promise<void> => {
  await tx
    .update(authTokens)
    .set({ used_at: new Date() })
    .where(
      and(
        eq(authTokens.user_key, userKey),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.used_at),
      ),
    );
};

export const pruneAuthTokens = async (db: Db, olderThan: Date): Promise<void> => {
  await db
    .delete(authTokens)
    .where(or(lt(authTokens.expires_at, olderThan), lt(authTokens.used_at, olderThan)));
};
