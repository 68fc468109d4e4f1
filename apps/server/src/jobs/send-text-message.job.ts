import { z } from 'zod';
import { defineJob } from '../queue/job-definition.ts';

/** Sends one row of the `text_messages` table (SMS, WhatsApp, voice); retried like mail. */
export const sendTextMessageJob = defineJob({
  name: 'send-text-message',
  payload: z.object({ text_message_key: z.string().min(1) }),
  retryLimit: 8,
  retryDelaySeconds: 10,
  retryBackoff: true,
  expireInSeconds: 120,
});
