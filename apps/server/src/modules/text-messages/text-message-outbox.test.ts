// @postgres: a message's job run often sends it once.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { textMessages } from '../../db/schema.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { enqueueTextMessage } from './enqueue-text-message.ts';
import { sendTextMessageHandler } from './send-text-message-handler.ts';
import { outboxProvider } from './text-message-provider.ts';

const t = useTestApp();

const waitForStatus = async (key: string, status: string) => {
  for (let i = 0; i < 150; i++) {
    const [row] = await t.ctx.db.select().from(textMessages).where(eq(textMessages.key, key));
    if (row?.status === status) return row;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`text message ${key} never became ${status}`);
};

describe('text messages without SMS_PROVIDER', () => {
  it('keeps them in the outbox and shows them on the local mailbox page', async () => {
    const key = await t.ctx.db.transaction((tx) =>
      enqueueTextMessage(tx, t.ctx.queue, {
        channel: 'whatsapp',
        to: '+27821234567',
        body: 'Ann sent you "Lease" to sign: http://localhost:3000/app/documents/k/switch_user/u?session_token=abc',
      }),
    );
    const row = await waitForStatus(key, 'outbox');
    expect(row).toMatchObject({ attempts: 1, provider_message_id: null });

    const page = await t.app.inject({ method: 'GET', url: '/mailbox', remoteAddress: '127.0.0.1' });
    expect(page.body).toContain('<h2>Text messages</h2>');
    expect(page.body).toContain('+27821234567');
    expect(page.body).toContain(
      '<a href="http://localhost:3000/app/documents/k/switch_user/u?session_token=abc">',
    );
  });

  it('sends a message once however often its job runs, and nothing when rolled back', async () => {
    const handler = sendTextMessageHandler({
      db: t.ctx.db,
      provider: outboxProvider,
      publicUrl: 'http://localhost:3000',
      log: t.ctx.log,
    });
    const key = await t.ctx.db.transaction((tx) =>
      enqueueTextMessage(tx, t.ctx.queue, { channel: 'sms', to: '+15005550006', body: 'Hi' }),
    );
    const meta = { id: 'x', retryCount: 0, retryLimit: 8 };
    await Promise.all([
      handler({ text_message_key: key }, meta),
      handler({ text_message_key: key }, meta),
    ]);
    const row = await waitForStatus(key, 'outbox');
    expect(row.attempts).toBe(1);

    await expect(
      t.ctx.db.transaction(async (tx) => {
        await enqueueTextMessage(tx, t.ctx.queue, { channel: 'sms', to: '+1999', body: 'gone' });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const rows = await t.ctx.db
      .select()
      .from(textMessages)
      .where(eq(textMessages.to_number, '+1999'));
    expect(rows).toEqual([]);
  });
});
