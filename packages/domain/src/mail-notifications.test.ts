import { describe, expect, it } from 'vitest';
import {
  MAIL_NOTIFICATION_DEFAULTS,
  MAIL_NOTIFICATION_KINDS,
  MAIL_NOTIFICATION_MESSAGES,
  MAIL_NOTIFICATION_TEXT,
  mailNotificationSettings,
  mailNotificationsInputSchema,
  wantsMail,
} from './mail-notifications.ts';
import { updateUserSchema } from './user.ts';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('mail notification defaults', () => {
  it('mails signatures, refusals and completion, not views', () => {
    expect(MAIL_NOTIFICATION_DEFAULTS).toEqual({
      viewed: false,
      signed: true,
      declined: true,
      completed: true,
    });
    expect(Object.keys(MAIL_NOTIFICATION_TEXT)).toEqual([...MAIL_NOTIFICATION_KINDS]);
  });

  it('applies to a user who chose nothing', () => {
    for (const stored of [undefined, null, {}])
      for (const kind of MAIL_NOTIFICATION_KINDS)
        expect(wantsMail(stored, kind)).toBe(MAIL_NOTIFICATION_DEFAULTS[kind]);
    expect(mailNotificationSettings({})).toEqual(MAIL_NOTIFICATION_DEFAULTS);
  });
});

describe('wantsMail', () => {
  it('follows what the user chose over the default, both ways', () => {
    expect(wantsMail({ completed: false }, 'completed')).toBe(false);
    expect(wantsMail({ viewed: true }, 'viewed')).toBe(true);
    expect(wantsMail({ viewed: true }, 'signed')).toBe(true);
  });

  it('ignores what is not a choice (an unknown kind, a value that is not a boolean)', () => {
    const stored = { signed: 'no', unheard_of: false } as unknown as Record<string, boolean>;
    expect(wantsMail(stored, 'signed')).toBe(true);
    expect(mailNotificationSettings(stored)).toEqual(MAIL_NOTIFICATION_DEFAULTS);
  });
});

describe('the mail_notifications input', () => {
  it('takes any subset of the kinds', () => {
    expect(mailNotificationsInputSchema.parse({ viewed: true })).toEqual({ viewed: true });
    expect(mailNotificationsInputSchema.parse({})).toEqual({});
  });

  it('refuses an unknown kind, naming it and the known ones', () => {
    expect(firstMessage(mailNotificationsInputSchema.safeParse({ opened: true }))).toBe(
      'Unknown email notification: opened. Known: viewed, signed, declined, completed.',
    );
  });

  it('refuses a value that is not true or false, and a body that is not an object', () => {
    expect(firstMessage(mailNotificationsInputSchema.safeParse({ signed: 'yes' }))).toBe(
      MAIL_NOTIFICATION_MESSAGES.notABoolean,
    );
    expect(firstMessage(mailNotificationsInputSchema.safeParse(['viewed']))).toBe(
      MAIL_NOTIFICATION_MESSAGES.notAnObject,
    );
  });

  it('is part of what POST /app/user accepts', () => {
    const schema = updateUserSchema(5);
    expect(schema.parse({ mail_notifications: { declined: false } })).toEqual({
      mail_notifications: { declined: false },
    });
    expect(schema.safeParse({ mail_notifications: { nope: true } }).success).toBe(false);
  });
});
