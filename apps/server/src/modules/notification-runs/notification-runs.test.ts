// @postgres: a firing happens once across workers (unique index under a race).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { HEADERS, OWNER_NOTICE_TEXT, SIGNER_XSRF_COOKIE } from '@quire/domain';
import {
  auditRecords,
  dataFields,
  mails,
  notificationRuleRuns,
  notifications,
} from '../../db/schema.ts';
import { call } from '../../../test/test-app.ts';
import { startSigningTestApp, type SigningTestApp } from '../signing-requests/signing-test-app.ts';
import { runNotificationSweep } from './notification-sweep.ts';

let s: SigningTestApp;
beforeAll(async () => {
  s = await startSigningTestApp();
});
afterAll(async () => {
  await s?.close();
});

const runsOf = async (packKey: string) =>
  (
    await s.t.ctx.db
      .select()
      .from(notificationRuleRuns)
      .where(eq(notificationRuleRuns.document_key, packKey))
  ).length;

/**
 * The controllable clock: a sweep `seconds` after `from`; answers how many firings it recorded
 * for this pack (other tests' packs may fire in the same sweep).
 */
const sweepAfter = async (packKey: string, seconds: number, from = Date.now()) => {
  const before = await runsOf(packKey);
  await runNotificationSweep(s.t.ctx, new Date(from + seconds * 1000));
  return (await runsOf(packKey)) - before;
};

const addRule = (entityKey: string, rule: Record<string, unknown>) =>
  call(s.t.app, 'POST', '/app/notification_rules/add_update_notification_rule', {
    session: s.ann,
    body: { data: { entity_key: entityKey, ...rule } },
  });

/** A pack in setup with the given rules, sent; answers it once the requests went out. */
const sentPackWithRules = async (
  people: { name: string; email: string }[],
  rules: Record<string, unknown>[],
) => {
  const pack = await s.f.readyPack(people);
  for (const rule of rules) expect((await addRule(pack.key, rule)).statusCode).toBe(200);
  expect((await s.f.request(pack.key)).statusCode).toBe(200);
  return pack;
};

const mailsOfKind = async (to: string, kind: string) =>
  (await s.t.ctx.db.select().from(mails).where(eq(mails.to_address, to))).filter(
    (m) => m.kind === kind,
  );

const ownerNotices = async (packKey: string) =>
  (
    await s.t.ctx.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.related_key, packKey), eq(notifications.user_key, s.ann.user_key)),
      )
  ).map((n) => n.message);

/** Signs as the signer of the mailed link, through the session the link opens. */
const signThroughLink = async (to: string, packKey: string) => {
  const link = await s.f.mailedLink(to);
  const { response, cookie } = await s.f.open(link.path);
  const xsrf = response.cookies.find((c) => c.name === SIGNER_XSRF_COOKIE)!.value;
  const [child] = await s.t.ctx.db
    .select()
    .from(dataFields)
    .where(eq(dataFields.signatory_uuid, link.uuid));
  return call(s.t.app, 'POST', `/app/documents/${packKey}/add_update_signatory`, {
    headers: { ...s.f.withCookie(cookie!).headers, [HEADERS.xsrfToken]: xsrf },
    body: {
      data: {
        uuid: link.uuid,
        data_fields: [{ uuid: child!.uuid, data: 'Signed' }],
        update_status_to: 'complete',
      },
    },
  });
};

describe('reminders (issue 16: notification rules run)', () => {
  it('reminds a signer after the countdown and again per the rule, once each, never after signing', async () => {
    const pack = await sentPackWithRules(
      [{ name: 'Rita Reminded', email: 'rita@example.com' }],
      [{ action: 'remind', event: 'not_signed', countdown_seconds: 300 }],
    );
    await s.f.mailedLink('rita@example.com');
    const sentAt = Date.now();

    expect(await sweepAfter(pack.key, 290, sentAt)).toBe(0);
    expect(await mailsOfKind('rita@example.com', 'signature_reminder')).toHaveLength(0);

    expect(await sweepAfter(pack.key, 305, sentAt)).toBe(1);
    const reminder = await s.t.ctx.db
      .select()
      .from(mails)
      .where(eq(mails.kind, 'signature_reminder'));
    expect(reminder.find((m) => m.to_address === 'rita@example.com')).toMatchObject({
      subject: 'Reminder: Ann Archer has sent you “Lease agreement” to sign',
      document_key: pack.key,
      signatory_uuid: pack.signatoryUuids[0],
    });

    // Several workers at the same minute: the occurrence fires once.
    const runs = await runsOf(pack.key);
    const at = new Date(sentAt + 310_000);
    await Promise.all([runNotificationSweep(s.t.ctx, at), runNotificationSweep(s.t.ctx, at)]);
    expect(await runsOf(pack.key)).toBe(runs);

    expect(await sweepAfter(pack.key, 605, sentAt)).toBe(1);
    expect(await mailsOfKind('rita@example.com', 'signature_reminder')).toHaveLength(2);
    const trail = await s.t.ctx.db
      .select()
      .from(auditRecords)
      .where(eq(auditRecords.document_key, pack.key));
    expect(trail.filter((r) => r.event === 'reminder_sent')).toHaveLength(2);

    expect((await signThroughLink('rita@example.com', pack.key)).statusCode).toBe(200);
    expect(await sweepAfter(pack.key, 5000, sentAt)).toBe(0);
    expect(await mailsOfKind('rita@example.com', 'signature_reminder')).toHaveLength(2);
  });

  it('stops for an excluded signer and a reverted pack, and starts over when sent again', async () => {
    const pack = await sentPackWithRules(
      [
        { name: 'Ed Excluded', email: 'ed@example.com' },
        { name: 'Rae Reverted', email: 'rae@example.com' },
      ],
      [{ action: 'remind', event: 'not_signed', countdown_seconds: 300 }],
    );
    await s.f.mailedLink('rae@example.com');
    await s.f.setSignatory(pack.signatoryUuids[0]!, { status: 'excluded' });
    const sentAt = Date.now();
    expect(await sweepAfter(pack.key, 305, sentAt)).toBe(1);
    expect(await mailsOfKind('ed@example.com', 'signature_reminder')).toHaveLength(0);

    expect((await s.f.revert(pack.key)).statusCode).toBe(200);
    expect(await sweepAfter(pack.key, 905, sentAt)).toBe(0);
    const runs = await s.t.ctx.db
      .select()
      .from(notificationRuleRuns)
      .where(eq(notificationRuleRuns.document_key, pack.key));
    expect(runs).toHaveLength(0);

    await s.f.setSignatory(pack.signatoryUuids[0]!, { status: 'setup' });
    expect((await s.f.request(pack.key)).statusCode).toBe(200);
    await s.waitUntil(async () => (await s.mailsTo('rae@example.com')).length === 2);
    expect(await sweepAfter(pack.key, 305)).toBe(2);
    expect(await mailsOfKind('rae@example.com', 'signature_reminder')).toHaveLength(2);
  });

  it('tells the owner once that a signer has not signed, and that a pack is still in setup', async () => {
    const pack = await sentPackWithRules(
      [{ name: 'Nia Notsigned', email: 'nia@example.com' }],
      [{ action: 'notify', event: 'not_signed', countdown_seconds: 3600 }],
    );
    await s.f.mailedLink('nia@example.com');
    const sentAt = Date.now();
    expect(await sweepAfter(pack.key, 3500, sentAt)).toBe(0);
    expect(await sweepAfter(pack.key, 3605, sentAt)).toBe(1);
    expect(await sweepAfter(pack.key, 9000, sentAt)).toBe(0);
    const notice = OWNER_NOTICE_TEXT.not_signed('Nia Notsigned', 'Lease agreement');
    expect(await ownerNotices(pack.key)).toEqual([notice]);
    const [mail] = await mailsOfKind(s.ann.email_address, 'rule_not_signed');
    expect(mail).toMatchObject({ subject: notice, document_key: pack.key });
    expect(await mailsOfKind('nia@example.com', 'signature_reminder')).toHaveLength(0);

    const draft = await s.f.readyPack([{ name: 'Later', email: 'later@example.com' }]);
    await addRule(draft.key, { action: 'notify', event: 'in_setup', countdown_seconds: 86_400 });
    expect(await sweepAfter(draft.key, 86_000)).toBe(0);
    expect(await sweepAfter(draft.key, 86_500)).toBe(1);
    expect(await ownerNotices(draft.key)).toEqual([OWNER_NOTICE_TEXT.in_setup('Lease agreement')]);
  });
});
