import type { JobDefinition } from '../queue/job-definition.ts';
import { bulkSendCsvJob } from './bulk-send-csv.job.ts';
import { bulkSendRemindersJob } from './bulk-send-reminders.job.ts';
import { convertDocumentJob } from './convert-document.job.ts';
import { generateTempDownloadJob } from './generate-temp-download.job.ts';
import { maintenanceJob } from './maintenance.job.ts';
import { notificationRulesJob } from './notification-rules.job.ts';
import { runBulkSendJob } from './run-bulk-send.job.ts';
import { sealDocumentJob } from './seal-document.job.ts';
import { sendMailJob } from './send-mail.job.ts';
import { sendSignatureRequestsJob } from './send-signature-requests.job.ts';
import { sendTextMessageJob } from './send-text-message.job.ts';
import { verifyDocumentJob } from './verify-document.job.ts';

/** Every job the queue knows; a queue is created for each at start-up. */
export const ALL_JOBS = [
  sendMailJob,
  maintenanceJob,
  generateTempDownloadJob,
  convertDocumentJob,
  sendTextMessageJob,
  sendSignatureRequestsJob,
  sealDocumentJob,
  runBulkSendJob,
  bulkSendCsvJob,
  bulkSendRemindersJob,
  notificationRulesJob,
  verifyDocumentJob,
] as JobDefinition<unknown>[];
