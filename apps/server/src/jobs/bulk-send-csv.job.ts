import { z } from 'zod';
import { defineJob } from '../queue/job-definition.ts';

/** Writes a bulk send's status CSV (§7 generate_temp_csv); a CSV already written is left alone. */
export const bulkSendCsvJob = defineJob({
  name: 'bulk-send-csv',
  payload: z.object({ bulk_send_temp_csv_key: z.string().min(1) }),
  retryLimit: 3,
  retryDelaySeconds: 5,
  retryBackoff: true,
  expireInSeconds: 600,
});
