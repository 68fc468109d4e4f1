import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import { SESSION_TTL_DAYS } from '@quire/domain';
import type { Db } from '../../db/database.ts';
import { sessions, users } from '../../db/schema.ts';
import { hashSecret, newKey, newSecret } from '../../lib/ids.ts';

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

const DAY_MS = 86_400_000;
/** A session's last_seen_at (and sliding expiry) is written at most this often. */
const TOUCH_INTERVAL_MS = 5 * 60_000;

export type NewSession = { session: SessionRow; sessionToken: string; xsrfToken: string };

export const createSession = async (
  db: Db,
  input: { userKey: string; canBrowse: boolean; ip: string; userAgent: string | undefined },
): Promise<NewSession> => {
  const sessionToken = newSecret();
  const xsrfToken = newSecret();
  const [session] = await db
    .insert(sessions)
    .values({
      key: newKey(),
      token_hash: hashSecret(sessionToken),
      xsrf_token_hash: hashSecret(xsrfToken),
      user_key: input.userKey,
      can_browse: input.canBrowse,
      ip_address: input.ip,
      user_agent: input.userAgent?.slice(0, 500) ?? null,
      expires_at: new Date(Date.now() + SESSION_TTL_DAYS * DAY_MS),
    })
    .returning();
  return { session: session!, sessionToken, xsrfToken };
};

/** The live session behind a token, with its user; undefined when unknown, expired or revoked. */
export const findLiveSession = async (
  db: Db,
  sessionToken: string,
): Promise<{ session: SessionRow; user: UserRow } | undefined> => {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.key, sessions.user_key))
    .where(
      and(
        eq(sessions.token_hash, hashSecret(sessionToken)),
        isNull(sessions.revoked_at),
        gt(sessions.expires_at, new Date()),
      ),
    )
    .limit(1);
  return row;
};

export const touchSession = async (db: Db, session: SessionRow): Promise<void> => {
  const now = Date.now();
  if (now - session.last_seen_at.getTime() < TOUCH_INTERVAL_MS) return;
  await db
    .update(sessions)
    .set({ last_seen_at: new Date(now), expires_at: new Date(now + SESSION_TTL_DAYS * DAY_MS) })
    .where(eq(sessions.key, session.key));
};

export const revokeSession = async (db: Db, sessionKey: string): Promise<void> => {
  await db.update(sessions).set({ revoked_at: new Date() }).where(eq(sessions.key, sessionKey));
};

export const revokeAllSessionsOf = async (db: Db, userKey: string): Promise<void> => {
  await db
    .update(sessions)
    .set({ revoked_at: new Date() })
    .where(and(eq(sessions.user_key, userKey), isNull(sessions.revoked_at)));
};

export const pruneSessions = async (db: Db, now: Date): Promise<void> => {
  await db.delete(sessions).where(or(lt(sessions.expires_at, now), lt(sessions.revoked_at, now)));
};
