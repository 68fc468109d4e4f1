import type { JobDefinition } from '../queue/job-definition.ts';
import { maintenanceJob } from './maintenance.job.ts';
import { sendMailJob } from './send-mail.job.ts';

/** Every job the queue knows; a queue is created for each at start-up. */
export const ALL_JOBS = [sendMailJob, maintenanceJob] as JobDefinition<unknown>[];
