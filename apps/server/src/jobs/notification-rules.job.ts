import { z } from 'zod';
import { defineJob } from '../queue/job-definition.ts';

/**
 * Every minute (NOTIFICATION_SWEEP_CRON): fires the notification rules that are due and tells
 * owners of passed signing deadlines (modules/notification-runs). A missed minute is caught up by
 * the next: each sweep looks at what is due by its own clock, not at what changed since the last.
 */
export const notificationRulesJob = defineJob({
  name: 'notification-rules',
  payload: z.object({}),
  retryLimit: 1,
  retryDelaySeconds: 30,
  retryBackoff: false,
  expireInSeconds: 300,
});
