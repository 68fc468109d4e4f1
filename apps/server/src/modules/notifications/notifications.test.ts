import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, NOTIFICATIONS_PAGE_SIZE, type Notification } from '@quire/domain';
import { notifications } from '../../db/schema.ts';
import { newKey } from '../../lib/ids.ts';
import { call, useTestApp, signUpVerifiedUser, type Session } from '../../../test/test-app.ts';

const t = useTestApp();
let ann: Session;
let bob: Session;

beforeAll(async () => {
  ann = await signUpVerifiedUser(t);
  bob = await signUpVerifiedUser(t);
});

const list = async (s: Session, query = '') =>
  (await call(t.app, 'GET', `/app/notifications${query}`, { session: s })).data as unknown as {
    notifications: Notification[];
    cursor: string | null;
    unread_count: number;
  };

describe('notifications', () => {
  it('welcomes a user once their address is verified, tied to their personal account', async () => {
    const { notifications: items, unread_count } = await list(ann);
    expect(unread_count).toBe(1);
    expect(items[0]).toMatchObject({
      message: 'Welcome to Quire! Your email address is verified.',
      read: false,
      related_key: ann.user_account_key,
      related_key_type: 'UserAccount',
    });
  });

  it('marks one as read, and refuses another user’s', async () => {
    const [first] = (await list(bob)).notifications;
    const stolen = await call(t.app, 'POST', `/app/notifications/${first!.key}`, { session: ann });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.data).toEqual({ success: false, message: MESSAGES.notificationNotFound });
    expect((await list(bob)).unread_count).toBe(1);

    const mine = await call(t.app, 'POST', `/app/notifications/${first!.key}`, { session: bob });
    expect(mine.data).toMatchObject({
      success: true,
      notification: { read: true, date_read: expect.any(String) },
    });
    expect((await list(bob)).unread_count).toBe(0);
  });

  it('pages with a cursor, newest first, and polls changes with last_update', async () => {
    const base = Date.now();
    const since = new Date(base - 1).toISOString();
    await t.ctx.db.insert(notifications).values(
      Array.from({ length: 25 }, (_, i) => ({
        key: newKey(),
        user_key: ann.user_key,
        message: `Note ${i}`,
        related_key: i % 2 ? 'doc-odd' : 'doc-even',
        related_key_type: 'Document' as const,
        date_created: new Date(base + i * 1000),
        date_updated: new Date(base + i * 1000),
      })),
    );
    const page1 = await list(ann);
    expect(page1.notifications).toHaveLength(NOTIFICATIONS_PAGE_SIZE);
    expect(page1.notifications[0]!.message).toBe('Note 24');
    expect(page1.cursor).toEqual(expect.any(String));
    const page2 = await list(ann, `?cursor=${page1.cursor}`);
    expect(page2.notifications.map((n) => n.message)).toEqual([
      'Note 4',
      'Note 3',
      'Note 2',
      'Note 1',
      'Note 0',
      'Welcome to Quire! Your email address is verified.',
    ]);
    expect(page2.cursor).toBeNull();

    const changed = await list(ann, `?last_update=${encodeURIComponent(since)}`);
    expect(changed.notifications).toHaveLength(25);

    const bad = await call(t.app, 'GET', '/app/notifications?cursor=garbage', { session: ann });
    expect(bad.statusCode).toBe(400);
  });

  it('marks all as read, or only those of one related key', async () => {
    const some = await call(t.app, 'POST', '/app/notifications/mark_all_as_read', {
      session: ann,
      body: { related_key: 'doc-odd' },
    });
    expect(some.data).toEqual({ success: true, message: MESSAGES.notificationsMarkedRead });
    expect((await list(ann)).unread_count).toBe(14); // 13 even + welcome
    const all = await call(t.app, 'POST', '/app/notifications/mark_all_as_read', { session: ann });
    expect(all.data).toEqual({ success: true, message: MESSAGES.notificationsMarkedRead });
    expect((await list(ann)).unread_count).toBe(0);
    // Bob's are untouched by Ann's mark-all.
    const bobs = await list(bob);
    expect(bobs.notifications).toHaveLength(1);
  });

  it('loads nothing for a user who has not verified their address', async () => {
    await call(t.app, 'POST', '/app/auth/sign_up', {
      body: { full_name: 'New', email_address: 'unverified@example.com', password: 'abcdef' },
    });
    const login = await call(t.app, 'POST', '/app/auth/login', {
      body: { email_address: 'unverified@example.com', password: 'abcdef' },
    });
    const r = await list(login.data as never);
    expect(r).toMatchObject({ notifications: [], cursor: null, unread_count: 0 });
  });
});
