import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { OWNER_NOTICE_TEXT } from '@quire/domain';
import { mails, notifications, textMessages } from '../../db/schema.ts';
import { call } from '../../../test/test-app.ts';
import { startSigningTestApp, type SigningTestApp } from '../signing-requests/signing-test-app.ts';
import {
  textMessageStatusCallbackUrl,
  twilioSignature,
} from '../text-messages/text-message-status.ts';

let s: SigningTestApp;
beforeAll(async () => {
  s = await startSigningTestApp();
});
afterAll(async () => {
  await s?.close();
});

const packWithRule = async (
  signer: { name: string; email: string | null },
  event: 'email_failed' | 'sms_failed',
) => {
  const pack = await s.f.readyPack([signer]);
  const rule = await call(s.t.app, 'POST', '/app/notification_rules/add_update_notification_rule', {
    session: s.ann,
    body: { data: { entity_key: pack.key, action: 'notify', event } },
  });
  expect(rule.statusCode).toBe(200);
  return pack;
};

const ownerNotices = async (packKey: string) =>
  (
    await s.t.ctx.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.related_key, packKey), eq(notifications.user_key, s.ann.user_key)),
      )
  ).map((n) => n.message);

const textTo = async (packKey: string) =>
  (await s.t.ctx.db.select().from(textMessages).where(eq(textMessages.document_key, packKey)))[0];

/** Posts Twilio's status callback for a message, signed as Twilio signs it (or not). */
const statusCallback = (key: string, form: Record<string, string>, signature?: string) => {
  const url = textMessageStatusCallbackUrl(s.t.ctx.config.publicUrl, key);
  const body = new URLSearchParams(form).toString();
  return s.t.app.inject({
    method: 'POST',
    url: `/app/text_messages/${key}/status_callback`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': signature ?? twilioSignature('secret-token', url, Object.entries(form)),
    },
    payload: body,
  });
};

describe('delivery failures raise the pack’s events (issue 16)', () => {
  it('email failed: an SMTP 550 fails the request at once and tells the owner once', async () => {
    const pack = await packWithRule(
      { name: 'Nora Nobody', email: 'nobody@example.com' },
      'email_failed',
    );
    s.smtp.rejectNext(1);
    expect((await s.f.request(pack.key)).statusCode).toBe(200);
    const notice = OWNER_NOTICE_TEXT.email_failed('Nora Nobody', 'Lease agreement');
    await s.waitUntil(async () => (await ownerNotices(pack.key)).length > 0);
    const [request] = (
      await s.t.ctx.db.select().from(mails).where(eq(mails.to_address, 'nobody@example.com'))
    ).filter((m) => m.kind === 'signature_request');
    expect(request).toMatchObject({ status: 'failed', attempts: 1, document_key: pack.key });
    expect(request!.last_error).toMatch(/No such user/);
    expect(await ownerNotices(pack.key)).toEqual([notice]);
    const ownerMail = await s.t.ctx.db
      .select()
      .from(mails)
      .where(and(eq(mails.to_address, s.ann.email_address), eq(mails.kind, 'rule_email_failed')));
    expect(ownerMail.map((m) => m.subject)).toEqual([notice]);
  });

  it('sms failed: the provider’s refusal, and its signed failure callback, tell the owner once each', async () => {
    const refused = await packWithRule({ name: 'Sol Refused', email: null }, 'sms_failed');
    await s.f.setSignatory(refused.signatoryUuids[0]!, {
      primary_communication_channel: 'sms',
      mobile_number: '+27821119001',
    });
    s.twilio.failNext(400);
    expect((await s.f.request(refused.key)).statusCode).toBe(200);
    await s.waitUntil(async () => (await ownerNotices(refused.key)).length > 0);
    expect(await ownerNotices(refused.key)).toEqual([
      OWNER_NOTICE_TEXT.sms_failed('Sol Refused', 'Lease agreement'),
    ]);

    const later = await packWithRule({ name: 'Una Undelivered', email: null }, 'sms_failed');
    await s.f.setSignatory(later.signatoryUuids[0]!, {
      primary_communication_channel: 'sms',
      mobile_number: '+27821119002',
    });
    expect((await s.f.request(later.key)).statusCode).toBe(200);
    await s.waitUntil(async () => (await textTo(later.key))?.status === 'sent');
    const message = (await textTo(later.key))!;
    const asked = s.twilio.received.find((r) => r.form.To === '+27821119002')!;
    expect(asked.form.StatusCallback).toBe(
      textMessageStatusCallbackUrl(s.t.ctx.config.publicUrl, message.key),
    );

    const form = {
      MessageSid: message.provider_message_id!,
      MessageStatus: 'undelivered',
      ErrorCode: '30003',
    };
    expect((await statusCallback(message.key, form, 'forged')).statusCode).toBe(403);
    expect((await textTo(later.key))!.status).toBe('sent');
    expect(
      (await statusCallback(message.key, { ...form, MessageStatus: 'delivered' })).statusCode,
    ).toBe(204);
    expect(await ownerNotices(later.key)).toEqual([]);

    expect((await statusCallback(message.key, form)).statusCode).toBe(204);
    expect((await statusCallback(message.key, form)).statusCode).toBe(204);
    expect(await textTo(later.key)).toMatchObject({
      status: 'failed',
      last_error: 'The provider reported undelivered (error 30003)',
    });
    expect(await ownerNotices(later.key)).toEqual([
      OWNER_NOTICE_TEXT.sms_failed('Una Undelivered', 'Lease agreement'),
    ]);
  });
});
