import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { eventSubscriptions } from '../../../db/schema.ts';
import { newKey } from '../../../lib/ids.ts';

/** The event keys a pack subscribes to itself. */
export const findEntityEventKeys = async (db: Db, entityKey: string): Promise<Set<string>> =>
  new Set(
    (
      await db
        .select({ key: eventSubscriptions.key })
        .from(eventSubscriptions)
        .where(eq(eventSubscriptions.entity_key, entityKey))
    ).map((row) => row.key),
  );

/** The event keys a whole workspace subscribes to (none for a pack outside any workspace). */
export const findOrganisationEventKeys = async (
  db: Db,
  accountKey: string | null,
): Promise<Set<string>> =>
  accountKey === null
    ? new Set()
    : new Set(
        (
          await db
            .select({ key: eventSubscriptions.key })
            .from(eventSubscriptions)
            .where(
              and(
                eq(eventSubscriptions.account_key, accountKey),
                isNull(eventSubscriptions.entity_key),
              ),
            )
        ).map((row) => row.key),
      );

/** Replaces a pack's own subscriptions with `keys`. */
export const replaceEntityEventKeys = async (
  tx: Db,
  entityKey: string,
  keys: readonly string[],
): Promise<void> => {
  await tx.delete(eventSubscriptions).where(eq(eventSubscriptions.entity_key, entityKey));
  if (keys.length === 0) return;
  await tx
    .insert(eventSubscriptions)
    .values(keys.map((key) => ({ id: newKey(), key, entity_key: entityKey })));
};
