import { z } from 'zod';
import { defineJob } from '../queue/job-definition.ts';

/**
 * Sends the signature requests a pack owes now (everyone awaiting, or the signer whose turn it
 * is with sequential signing). Takes the pack's key only: the handler works from the current
 * state, and a signer already requested this round is not asked twice.
 */
export const sendSignatureRequestsJob = defineJob({
  name: 'send-signature-requests',
  payload: z.object({ document_key: z.string().min(1) }),
  retryLimit: 5,
  retryDelaySeconds: 10,
  retryBackoff: true,
  expireInSeconds: 300,
});
