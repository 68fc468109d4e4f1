import { z } from 'zod';
import { defineJob } from '../queue/job-definition.ts';

/** Hourly clean-up of expired sessions, used mail-link tokens and old rate-limit windows. */
export const maintenanceJob = defineJob({
  name: 'maintenance',
  payload: z.object({}),
  retryLimit: 2,
  retryDelaySeconds: 60,
  retryBackoff: false,
  expireInSeconds: 600,
});

export const MAINTENANCE_CRON = '17 * * * *';
