import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAIL_NOTIFICATION_DEFAULTS, MAIL_NOTIFICATION_MESSAGES, MESSAGES } from '@quire/domain';
import { users } from '../../db/schema.ts';
import { call, signUpVerifiedUser, useTestApp, type Session } from '../../../test/test-app.ts';

const t = useTestApp();
let ann: Session;

beforeAll(async () => {
  ann = await signUpVerifiedUser(t, { full_name: 'Ann Archer' });
});

const me = async () =>
  (await call(t.app, 'GET', '/app/user', { session: ann })).data.user as Record<string, unknown>;
const post = (data: Record<string, unknown>) =>
  call(t.app, 'POST', '/app/user', { session: ann, body: { data } });
const stored = async () =>
  (await t.ctx.db.select().from(users).where(eq(users.key, ann.user_key)))[0]!;

describe('mail notification preferences through /app/user', () => {
  it('answers every kind, at its default for a new user', async () => {
    expect((await me()).mail_notifications).toEqual(MAIL_NOTIFICATION_DEFAULTS);
    expect((await stored()).mail_notifications).toEqual({});
  });

  it('changes only the kinds sent, and keeps them', async () => {
    const r = await post({ mail_notifications: { viewed: true } });
    expect(r.data).toMatchObject({
      success: true,
      message: MESSAGES.userUpdated,
      user: { mail_notifications: { viewed: true, signed: true, declined: true, completed: true } },
    });
    await post({ mail_notifications: { completed: false } });
    expect((await me()).mail_notifications).toEqual({
      viewed: true,
      signed: true,
      declined: true,
      completed: false,
    });
    expect((await stored()).mail_notifications).toEqual({ viewed: true, completed: false });
  });

  it('keeps both of two switches flipped at the same moment', async () => {
    const [a, b] = await Promise.all([
      post({ mail_notifications: { signed: false } }),
      post({ mail_notifications: { declined: false } }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect((await me()).mail_notifications).toMatchObject({ signed: false, declined: false });
    await post({ mail_notifications: { signed: true, declined: true } });
  });

  it('refuses an unknown kind or a value that is not a switch, writing nothing', async () => {
    const before = await stored();
    const unknown = await post({ full_name: 'Renamed', mail_notifications: { opened: true } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.data).toEqual({
      success: false,
      message: MAIL_NOTIFICATION_MESSAGES.unknownKind(['opened']),
    });
    const notBoolean = await post({ mail_notifications: { signed: 'no' } });
    expect(notBoolean.statusCode).toBe(400);
    expect(notBoolean.data.message).toBe(MAIL_NOTIFICATION_MESSAGES.notABoolean);
    const notObject = await post({ mail_notifications: 'all' });
    expect(notObject.statusCode).toBe(400);
    expect(notObject.data.message).toBe(MAIL_NOTIFICATION_MESSAGES.notAnObject);
    const after = await stored();
    expect(after.full_name).toBe(before.full_name);
    expect(after.mail_notifications).toEqual(before.mail_notifications);
  });

  it('needs a session', async () => {
    const r = await call(t.app, 'POST', '/app/user', {
      body: { data: { mail_notifications: { viewed: false } } },
    });
    expect(r.statusCode).toBe(401);
  });
});
