import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { JobHandler } from '../../queue/job-definition.ts';
import {
  PermanentTextMessageError,
  TEXT_CHANNELS,
  type TextChannel,
  type TextMessageProvider,
} from './text-message-provider.ts';
import {
  claimTextMessage,
  findTextMessage,
  markTextMessageDone,
  markTextMessageFailed,
} from './text-message-repository.ts';

type Deps = { db: Db; provider: TextMessageProvider; publicUrl: string; log: FastifyBaseLogger };

const isChannel = (c: string): c is TextChannel => (TEXT_CHANNELS as readonly string[]).includes(c);

/**
 * Sends one text message. Safe to run twice: the claim lets one run through, and a message sent
 * or kept in the outbox is left alone. A refusal retrying cannot fix is recorded, not retried.
 */
export const sendTextMessageHandler =
  ({ db, provider, publicUrl, log }: Deps): JobHandler<{ text_message_key: string }> =>
  async ({ text_message_key: key }, meta) => {
    if (!(await claimTextMessage(db, key))) return;
    const message = await findTextMessage(db, key);
    if (!message) return;
    if (!isChannel(message.channel)) {
      await markTextMessageFailed(db, key, `unknown channel ${message.channel}`, true);
      return;
    }
    if (provider.kind === 'outbox') {
      await markTextMessageDone(db, key, 'outbox', null);
      log.info(
        { text_message: key, channel: message.channel, to: message.to_number },
        `text message kept in the local outbox (no SMS_PROVIDER): read it at ${publicUrl}/mailbox`,
      );
      return;
    }
    try {
      const receipt = await provider.send({
        channel: message.channel,
        to: message.to_number,
        body: message.body,
      });
      await markTextMessageDone(db, key, 'sent', receipt.provider_message_id);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (error instanceof PermanentTextMessageError) {
        await markTextMessageFailed(db, key, reason, true);
        log.warn({ text_message: key, reason }, 'text message refused by the provider');
        return;
      }
      await markTextMessageFailed(db, key, reason, meta.retryCount >= meta.retryLimit);
      throw error;
    }
  };
