import { z } from 'zod';
import { defineJob } from '../queue/job-definition.ts';

/**
 * Makes a bulk send's packs from its pending rows, in batches, until none is left, the send is
 * paused or the process stops. Safe to run twice or at once: a row's pack and its 'created' mark
 * are one transaction, which only the first run to reach the pending row can commit.
 */
export const runBulkSendJob = defineJob({
  name: 'run-bulk-send',
  payload: z.object({ bulk_send_key: z.string().min(1) }),
  retryLimit: 10,
  retryDelaySeconds: 5,
  retryBackoff: true,
  expireInSeconds: 900,
});
