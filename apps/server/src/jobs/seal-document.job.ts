import { z } from 'zod';
import { defineJob } from '../queue/job-definition.ts';

/**
 * Seals a completed pack (modules/sealing): stamps and signs each child's final PDF, records the
 * hashes in the audit trail and queues the final mails. Safe to run twice: a child already sealed
 * is skipped, and the pack's final is written once, with its mails, in one transaction.
 */
export const sealDocumentJob = defineJob({
  name: 'seal-document',
  payload: z.object({ document_key: z.string().min(1) }),
  retryLimit: 5,
  retryDelaySeconds: 15,
  retryBackoff: true,
  expireInSeconds: 900,
});
