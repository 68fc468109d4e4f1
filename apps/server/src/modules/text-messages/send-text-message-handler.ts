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
  type TextMessageRow,
} from './text-message-repository.ts';
import { textMessageStatusCallbackUrl } from './text-message-status.ts';

type Deps = {
  db: Db;
  provider: TextMessageProvider;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Called once a message about a signer has failed for good (sms failed, issue 16). */
  onFailed?: (message: TextMessageRow) => Promise<void>;
};

const isChannel = (c: string): c is TextChannel => (TEXT_CHANNELS as readonly string[]).includes(c);

/**
 * Sends one text message. Safe to run twice: the claim lets one run through, and a message sent
 * or kept in the outbox is left alone. A refusal retrying cannot fix is recorded, not retried.
 */
export const sendTextMessageHandler =
  ({ db, provider, publicUrl, log, onFailed }: Deps): JobHandler<{ text_message_key: string }> =>
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
        // Only a message about a signer asks for its fate: a failure there is the owner's to fix.
        ...(message.signatory_uuid
          ? { statusCallbackUrl: textMessageStatusCallbackUrl(publicUrl, key) }
          : {}),
      });
      await markTextMessageDone(db, key, 'sent', receipt.provider_message_id);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const permanent = error instanceof PermanentTextMessageError;
      const final = permanent || meta.retryCount >= meta.retryLimit;
      await markTextMessageFailed(db, key, reason, final);
      if (final && onFailed)
        await onFailed(message).catch((e: unknown) =>
          log.error({ err: e, text_message: key }, 'the failed message could not raise its event'),
        );
      if (!permanent) throw error;
      log.warn({ text_message: key, reason }, 'text message refused by the provider');
    }
  };
