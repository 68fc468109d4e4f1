import { beforeAll, describe, expect, it } from 'vitest';
import { EXTRAS_MESSAGES, MESSAGES, type NotificationRule } from '@quire/domain';
import { useTestApp, type Session } from '../../../../test/test-app.ts';
import { setPermissions } from '../../../../test/seed-documents.ts';
import { call, packDateUpdated, seedExtrasCast, setPackStatus } from '../extras-test-helpers.ts';

const t = useTestApp();
let ann: Session;
let bob: Session;
let packKey: string;
let childKey: string;

const save = (session: Session, data: Record<string, unknown>) =>
  call(t.app, 'POST', '/app/notification_rules/add_update_notification_rule', {
    session,
    body: { data },
  });
const list = (session: Session, key = packKey) =>
  call(t.app, 'GET', `/app/notification_rules?entity_key=${key}`, { session });
const remove = (session: Session, key: string) =>
  call(t.app, 'DELETE', `/app/notification_rules/delete_notification_rule/${key}`, { session });

beforeAll(async () => {
  const cast = await seedExtrasCast(t);
  ({ ann, bob } = cast);
  const pack = await cast.packFor(ann);
  packKey = pack.key;
  childKey = pack.childKeys[0]!;
});

describe('notification rules', () => {
  it('adds a rule with the default countdown, updates, lists and deletes it', async () => {
    const before = await packDateUpdated(t, packKey);
    const added = await save(ann, { entity_key: childKey, action: 'remind', event: 'not_signed' });
    expect(added.statusCode).toBe(200);
    const rule = added.data.notification_rule as NotificationRule;
    expect(rule).toMatchObject({
      entity_key: packKey,
      action: 'remind',
      event: 'not_signed',
      recipient: 'document_owner',
      countdown_seconds: 604800,
    });
    expect(await packDateUpdated(t, packKey)).toBeGreaterThan(before);

    const updated = await save(ann, {
      key: rule.key,
      entity_key: packKey,
      action: 'notify',
      event: 'in_setup',
      countdown_seconds: 300,
    });
    expect(updated.data.notification_rule).toMatchObject({
      key: rule.key,
      event: 'in_setup',
      countdown_seconds: 300,
    });
    expect((await list(ann)).data.notification_rules).toEqual([updated.data.notification_rule]);

    const removed = await remove(ann, rule.key);
    expect(removed.data).toEqual({ success: true });
    expect((await list(ann)).data.notification_rules).toEqual([]);
    const again = await remove(ann, rule.key);
    expect(again.statusCode).toBe(404);
    expect(again.data.message).toBe(EXTRAS_MESSAGES.notificationRuleNotFound);
  });

  it.each([
    [{ action: 'remind', event: 'sms_failed' }, EXTRAS_MESSAGES.remindOnlyWhenNotSigned],
    [
      { action: 'notify', event: 'not_signed', countdown_seconds: 60 },
      EXTRAS_MESSAGES.countdownNotOffered,
    ],
    [{ action: 'notify', event: 'rejected' }, EXTRAS_MESSAGES.notificationEventUnknown],
    [{ action: 'email', event: 'in_setup' }, EXTRAS_MESSAGES.notificationActionUnknown],
  ])('refuses %j', async (data, message) => {
    const r = await save(ann, { entity_key: packKey, ...data });
    expect(r.statusCode).toBe(400);
    expect(r.data).toEqual({ success: false, message });
    expect((await list(ann)).data.notification_rules).toEqual([]);
  });

  it('answers 409 outside setup and 403 without can_change_notification_rules', async () => {
    const added = await save(ann, { entity_key: packKey, action: 'notify', event: 'email_failed' });
    const key = (added.data.notification_rule as NotificationRule).key;
    await setPackStatus(t, packKey, 'complete');
    const late = [
      await save(ann, { entity_key: packKey, action: 'notify', event: 'email_failed' }),
      await remove(ann, key),
    ];
    await setPackStatus(t, packKey, 'setup');
    for (const r of late) {
      expect(r.statusCode).toBe(409);
      expect(r.data.message).toBe(MESSAGES.notInSetup);
    }
    await setPermissions(t.ctx, ann.user_account_key, {
      document_permissions: { can_change_notification_rules: false },
    });
    const refused = await remove(ann, key);
    await setPermissions(t.ctx, ann.user_account_key, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.data.message).toBe(EXTRAS_MESSAGES.notificationRulesNotAllowed);
    expect((await list(ann)).data.notification_rules).toHaveLength(1);
  });

  it('answers 404 to a user of another workspace', async () => {
    const [rule] = (await list(ann)).data.notification_rules as NotificationRule[];
    const answers = [
      await list(bob),
      await save(bob, { entity_key: packKey, action: 'notify', event: 'in_setup' }),
      await save(bob, { key: rule!.key, entity_key: packKey, action: 'notify', event: 'in_setup' }),
      await remove(bob, rule!.key),
    ];
    for (const r of answers) {
      expect(r.statusCode).toBe(404);
      expect(r.data.message).toBe(MESSAGES.documentNotFound);
    }
    expect((await list(ann)).data.notification_rules).toEqual([rule]);
  });
});
