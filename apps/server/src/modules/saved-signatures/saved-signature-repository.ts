import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { savedSignatures, users } from '../../db/schema.ts';

export type SavedSignatureRow = typeof savedSignatures.$inferSelect;
export type NewSavedSignature = typeof savedSignatures.$inferInsert;

/** The user's saved signatures, newest first; of one kind when `kind` is given. */
export const findSavedSignatures = async (
  db: Db,
  userKey: string,
  kind?: string,
): Promise<SavedSignatureRow[]> =>
  db
    .select()
    .from(savedSignatures)
    .where(
      and(eq(savedSignatures.user_key, userKey), kind ? eq(savedSignatures.kind, kind) : undefined),
    )
    .orderBy(desc(savedSignatures.date_created), desc(savedSignatures.key));

/** Saves of one user wait for each other here, so two at once still keep at most the limit. */
export const lockUserSignatures = async (tx: Db, userKey: string): Promise<void> => {
  await tx.select({ key: users.key }).from(users).where(eq(users.key, userKey)).for('update');
};

/**
 * Inserts the signature, or, when the user already keeps this picture as this kind (same
 * content_hash), answers that row moved to the front instead: adopting it again stores nothing
 * new. The unique index decides, so two adoptions at once still leave one row.
 */
export const upsertSavedSignature = async (
  tx: Db,
  row: NewSavedSignature,
): Promise<SavedSignatureRow> =>
  (
    await tx
      .insert(savedSignatures)
      .values(row)
      .onConflictDoUpdate({
        target: [savedSignatures.user_key, savedSignatures.kind, savedSignatures.content_hash],
        targetWhere: sql`${savedSignatures.content_hash} is not null`,
        set: { date_created: sql`now()` },
      })
      .returning()
  )[0]!;

/** Deletes all but the newest `keep` of the user's signatures of this kind. */
export const trimSavedSignatures = async (
  tx: Db,
  userKey: string,
  kind: string,
  keep: number,
): Promise<void> => {
  const kept = (await findSavedSignatures(tx, userKey, kind)).slice(0, keep).map((r) => r.key);
  await tx
    .delete(savedSignatures)
    .where(
      and(
        eq(savedSignatures.user_key, userKey),
        eq(savedSignatures.kind, kind),
        kept.length ? notInArray(savedSignatures.key, kept) : undefined,
      ),
    );
};

/** True when the user had such a signature (someone else's key deletes nothing). */
export const deleteSavedSignature = async (
  db: Db,
  userKey: string,
  key: string,
): Promise<boolean> =>
  (
    await db
      .delete(savedSignatures)
      .where(and(eq(savedSignatures.key, key), eq(savedSignatures.user_key, userKey)))
      .returning({ key: savedSignatures.key })
  ).length === 1;

/**
 * Moves the user's signature to the front of its kind (the default is the newest); undefined when
 * they have no such signature. Never earlier than the current front, even within one clock tick.
 */
export const promoteSavedSignature = async (
  db: Db,
  userKey: string,
  key: string,
): Promise<SavedSignatureRow | undefined> =>
  (
    await db
      .update(savedSignatures)
      .set({
        date_created: sql`greatest(now(), (select max(s.date_created) + interval '1 millisecond'
          from ${savedSignatures} s where s.user_key = ${userKey}))`,
      })
      .where(and(eq(savedSignatures.key, key), eq(savedSignatures.user_key, userKey)))
      .returning()
  )[0];
