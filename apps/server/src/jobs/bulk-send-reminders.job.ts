import { z } from 'zod';
import { defineJob } from '../queue/job-definition.ts';

/**
 * Reminds the signers of a bulk send's packs still awaiting signature (§4 reminder button). Takes
 * the time it was asked at: a pack whose signer was asked since then is not asked twice.
 */
export const bulkSendRemindersJob = defineJob({
  name: 'bulk-send-reminders',
  payload: z.object({ bulk_send_key: z.string().min(1), asked_at: z.iso.datetime() }),
  retryLimit: 3,
  retryDelaySeconds: 30,
  retryBackoff: true,
  expireInSeconds: 1800,
});
