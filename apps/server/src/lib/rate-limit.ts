import { lt, sql } from 'drizzle-orm';
import { MESSAGES } from '@quire/domain';
import type { Db } from '../db/database.ts';
import { rateLimits } from '../db/schema.ts';
import { tooManyRequests } from './app-error.ts';

export type RateLimitRule = { limit: number; windowSeconds: number };

/**
 * Counts a hit against `bucket` in the current fixed window and refuses (429) beyond the limit.
 * The counter lives in the database, so every web process shares it.
 */
export const consumeRateLimit = async (
  db: Db,
  bucket: string,
  rule: RateLimitRule,
): Promise<void> => {
  const windowMs = rule.windowSeconds * 1000;
  const now = Date.now();
  const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ bucket, window_start: windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.bucket, rateLimits.window_start],
      set: { hits: sql`${rateLimits.hits} + 1` },
    })
    .returning({ hits: rateLimits.hits });
  if ((row?.hits ?? 0) > rule.limit) {
    const retryAfter = Math.ceil((windowStart.getTime() + windowMs - now) / 1000);
    throw tooManyRequests(MESSAGES.tooManyAttempts, retryAfter);
  }
};

/** Drops windows that ended long ago (run by the maintenance job). */
export const pruneRateLimits = async (db: Db, olderThan: Date): Promise<void> => {
  await db.delete(rateLimits).where(lt(rateLimits.window_start, olderThan));
};
