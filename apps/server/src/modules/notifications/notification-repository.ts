import { and, count, desc, eq, gt, lt, or, type SQL } from 'drizzle-orm';
import type { Notification, RelatedKeyType } from '@quire/domain';
import type { Db } from '../../db/database.ts';
import { notifications } from '../../db/schema.ts';
import { newKey } from '../../lib/ids.ts';

type NotificationRow = typeof notifications.$inferSelect;

export const toNotification = (row: NotificationRow): Notification => ({
  key: row.key,
  date_created: row.date_created.toISOString(),
  date_updated: row.date_updated.toISOString(),
  date_read: row.date_read?.toISOString() ?? null,
  read: row.read,
  related_key: row.related_key,
  related_key_type: row.related_key_type,
  url: row.url,
  message: row.message,
});

export const insertNotification = async (
  tx: Db,
  input: {
    userKey: string;
    message: string;
    url?: string;
    relatedKey?: string;
    relatedKeyType?: RelatedKeyType;
  },
): Promise<void> => {
  await tx.insert(notifications).values({
    key: newKey(),
    user_key: input.userKey,
    message: input.message,
    url: input.url ?? null,
    related_key: input.relatedKey ?? null,
    related_key_type: input.relatedKeyType ?? null,
  });
};

export type NotificationCursor = { date_created: Date; key: string };

/** One page, newest first, after `cursor` (keyset: stable while new notifications arrive). */
export const listNotificationsPage = async (
  db: Db,
  userKey: string,
  cursor: NotificationCursor | undefined,
  limit: number,
): Promise<NotificationRow[]> => {
  const after: SQL | undefined = cursor
    ? or(
        lt(notifications.date_created, cursor.date_created),
        and(eq(notifications.date_created, cursor.date_created), lt(notifications.key, cursor.key)),
      )
    : undefined;
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.user_key, userKey), after))
    .orderBy(desc(notifications.date_created), desc(notifications.key))
    .limit(limit);
};

/** Everything created or changed since `since` (the popover's cheap poll). */
export const listNotificationsUpdatedSince = async (
  db: Db,
  userKey: string,
  since: Date,
  limit: number,
) =>
  db
    .select()
    .from(notifications)
    .where(and(eq(notifications.user_key, userKey), gt(notifications.date_updated, since)))
    .orderBy(desc(notifications.date_created), desc(notifications.key))
    .limit(limit);

export const countUnread = async (db: Db, userKey: string): Promise<number> => {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.user_key, userKey), eq(notifications.read, false)));
  return row?.n ?? 0;
};

export const markRead = async (
  db: Db,
  userKey: string,
  key: string,
): Promise<NotificationRow | undefined> => {
  const now = new Date();
  const [row] = await db
    .update(notifications)
    .set({ read: true, date_read: now, date_updated: now })
    .where(and(eq(notifications.user_key, userKey), eq(notifications.key, key)))
    .returning();
  return row;
};

export const markAllRead = async (
  db: Db,
  userKey: string,
  relatedKey: string | undefined,
): Promise<number> => {
  const now = new Date();
  const rows = await db
    .update(notifications)
    .set({ read: true, date_read: now, date_updated: now })
    .where(
      and(
        eq(notifications.user_key, userKey),
        eq(notifications.read, false),
        relatedKey ? eq(notifications.related_key, relatedKey) : undefined,
      ),
    )
    .returning({ key: notifications.key });
  return rows.length;
};
