import { z } from 'zod';
import { defineJob } from '../queue/job-definition.ts';

/**
 * Checks a PDF a signed-in user uploaded against a document (modules/verification): fills the
 * verification record with the public page's answer. Safe to run twice: only a record still
 * 'checking' is written.
 */
export const verifyDocumentJob = defineJob({
  name: 'verify-document',
  payload: z.object({ verification_key: z.string().min(1) }),
  retryLimit: 3,
  retryDelaySeconds: 10,
  retryBackoff: true,
  expireInSeconds: 300,
});
