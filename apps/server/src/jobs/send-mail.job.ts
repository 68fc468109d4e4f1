import { z } from 'zod';
import { defineJob } from '../queue/job-definition.ts';

/** Sends one row of the `mails` table. Retried with exponential backoff (about 3 hours in all). */
export const sendMailJob = defineJob({
  name: 'send-mail',
  payload: z.object({ mail_key: z.string().min(1) }),
  retryLimit: 8,
  retryDelaySeconds: 10,
  retryBackoff: true,
  expireInSeconds: 120,
});
