import { z } from 'zod';
import { defineJob } from '../queue/job-definition.ts';

/** Builds one temp download (spec §3) and stores it; the client polls for its file_key (§9). */
export const generateTempDownloadJob = defineJob({
  name: 'generate-temp-download',
  payload: z.object({ temp_download_key: z.string().min(1) }),
  retryLimit: 3,
  retryDelaySeconds: 5,
  retryBackoff: true,
  expireInSeconds: 300,
});
