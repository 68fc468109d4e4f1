import type { Db } from '../../db/database.ts';
import { sendTextMessageJob } from '../../jobs/send-text-message.job.ts';
import type { Queue } from '../../queue/queue.ts';
import type { TextMessage, TextMessageAbout } from './text-message-provider.ts';
import { insertTextMessage } from './text-message-repository.ts';

/** Records a text message and its send job in the caller's transaction (like enqueueMail). */
export const enqueueTextMessage = async (
  tx: Db,
  queue: Queue,
  message: TextMessage,
  about?: TextMessageAbout,
): Promise<string> => {
  const key = await insertTextMessage(tx, message, about);
  await queue.enqueue(tx, sendTextMessageJob, { text_message_key: key });
  return key;
};
