import { and, eq, lt, or, sql } from 'drizzle-orm';
import { IDEMPOTENCY_KEY_TTL_HOURS, IDEMPOTENCY_STALE_SECONDS } from '@quire/domain';
import type { Db } from '../../db/database.ts';
import { apiIdempotencyKeys } from '../../db/schema.ts';

export type IdempotencyRow = typeof apiIdempotencyKeys.$inferSelect;
export type IdempotencyId = { credentialKey: string; idempotencyKey: string };

const byId = (id: IdempotencyId) =>
  and(
    eq(apiIdempotencyKeys.credential_key, id.credentialKey),
    eq(apiIdempotencyKeys.idempotency_key, id.idempotencyKey),
  );

/**
 * Takes the key for this request: true when this request now owns it. A key whose answer has
 * expired, or that was left 'in_progress' by a request that died, is given up first, in the same
 * statement order for every caller so two retries cannot both take it.
 */
export const claimIdempotencyKey = async (
  db: Db,
  id: IdempotencyId,
  requestHash: string,
): Promise<boolean> => {
  await db
    .delete(apiIdempotencyKeys)
    .where(
      and(
        byId(id),
        or(
          lt(apiIdempotencyKeys.expires_at, sql`now()`),
          and(
            eq(apiIdempotencyKeys.state, 'in_progress'),
            lt(
              apiIdempotencyKeys.date_created,
              sql`now() - make_interval(secs => ${IDEMPOTENCY_STALE_SECONDS})`,
            ),
          ),
        ),
      ),
    );
  const inserted = await db
    .insert(apiIdempotencyKeys)
    .values({
      credential_key: id.credentialKey,
      idempotency_key: id.idempotencyKey,
      request_hash: requestHash,
      expires_at: sql`now() + make_interval(hours => ${IDEMPOTENCY_KEY_TTL_HOURS})`,
    })
    .onConflictDoNothing()
    .returning({ key: apiIdempotencyKeys.idempotency_key });
  return inserted.length > 0;
};

export const findIdempotencyKey = async (
  db: Db,
  id: IdempotencyId,
): Promise<IdempotencyRow | undefined> =>
  (await db.select().from(apiIdempotencyKeys).where(byId(id)).limit(1))[0];

/** Keeps the first answer so that every retry with this key gets it again. */
export const storeIdempotentAnswer = async (
  db: Db,
  id: IdempotencyId,
  statusCode: number,
  body: unknown,
): Promise<void> => {
  await db
    .update(apiIdempotencyKeys)
    .set({ state: 'done', status_code: statusCode, response_body: body })
    .where(byId(id));
};

/** A request that failed on the server's side releases its key: the retry runs afresh. */
export const releaseIdempotencyKey = async (db: Db, id: IdempotencyId): Promise<void> => {
  await db.delete(apiIdempotencyKeys).where(byId(id));
};

/** Drops answers past their time (run by the maintenance job). */
export const pruneIdempotencyKeys = async (db: Db): Promise<void> => {
  await db.delete(apiIdempotencyKeys).where(lt(apiIdempotencyKeys.expires_at, sql`now()`));
};
