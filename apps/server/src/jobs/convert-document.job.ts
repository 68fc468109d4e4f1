import { z } from 'zod';
import { defineJob } from '../queue/job-definition.ts';

/**
 * Renders one child's PDF to page images (modules/conversion). A problem with the PDF itself is
 * recorded on the document, not retried; retries are for the infrastructure (blob store, database).
 */
export const convertDocumentJob = defineJob({
  name: 'convert-document',
  payload: z.object({ document_key: z.string().min(1) }),
  retryLimit: 3,
  retryDelaySeconds: 15,
  retryBackoff: true,
  // A 200-page PDF takes well under a minute; the child process is killed after 120 s.
  expireInSeconds: 600,
});
