import { MESSAGES, NOTIFICATIONS_PAGE_SIZE, type Notification } from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import type { Auth } from '../../plugins/request-context.ts';
import {
  countUnread,
  listNotificationsPage,
  listNotificationsUpdatedSince,
  markAllRead,
  markRead,
  toNotification,
  type NotificationCursor,
} from './notification-repository.ts';

const encodeCursor = (c: NotificationCursor) =>
  Buffer.from(JSON.stringify([c.date_created.toISOString(), c.key])).toString('base64url');

const decodeCursor = (cursor: string): NotificationCursor => {
  try {
    const [date, key] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [
      string,
      string,
    ];
    const d = new Date(date);
    if (Number.isNaN(d.getTime()) || typeof key !== 'string') throw new Error('bad cursor');
    return { date_created: d, key };
  } catch {
    throw badRequest(MESSAGES.cursorInvalid);
  }
};

export type NotificationList = {
  notifications: Notification[];
  cursor: string | null;
  unread_count: number;
};

/**
 * GET /app/notifications. With last_update: what changed since then (the cheap poll); otherwise a
 * page after `cursor`. Unverified users get nothing (spec §6: a verified user loads notifications).
 */
export const listNotifications = async (
  ctx: AppContext,
  auth: Auth,
  query: { last_update?: string | undefined; cursor?: string | undefined },
): Promise<NotificationList> => {
  if (!auth.user.verified) return { notifications: [], cursor: null, unread_count: 0 };
  const userKey = auth.user.key;
  const unread_count = await countUnread(ctx.db, userKey);
  if (query.last_update) {
    const rows = await listNotificationsUpdatedSince(
      ctx.db,
      userKey,
      new Date(query.last_update),
      100,
    );
    return { notifications: rows.map(toNotification), cursor: null, unread_count };
  }
  const rows = await listNotificationsPage(
    ctx.db,
    userKey,
    query.cursor ? decodeCursor(query.cursor) : undefined,
    NOTIFICATIONS_PAGE_SIZE + 1,
  );
  const page = rows.slice(0, NOTIFICATIONS_PAGE_SIZE);
  const last = page.at(-1);
  const cursor = rows.length > NOTIFICATIONS_PAGE_SIZE && last ? encodeCursor(last) : null;
  return { notifications: page.map(toNotification), cursor, unread_count };
};

export const markNotificationRead = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
): Promise<Notification> => {
  const row = await markRead(ctx.db, auth.user.key, key);
  if (!row) throw notFound(MESSAGES.notificationNotFound);
  return toNotification(row);
};

export const markAllNotificationsRead = async (
  ctx: AppContext,
  auth: Auth,
  relatedKey: string | undefined,
) => {
  await markAllRead(ctx.db, auth.user.key, relatedKey);
  return MESSAGES.notificationsMarkedRead;
};
