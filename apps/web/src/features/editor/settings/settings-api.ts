import type { DocumentFlag, UpdateDocumentInput } from '@quire/domain';
import { api } from '../../../app/api-client.ts';

/** POST /app/documents/{key}/update_document: flags, subject and message (silent: the panel says). */
export const saveDocumentSettings = (
  packKey: string,
  data: Partial<Record<DocumentFlag, boolean>> & UpdateDocumentInput,
) =>
  api.post<{ date_updated: string }>(
    `/app/documents/${encodeURIComponent(packKey)}/update_document`,
    { data },
    { silent: true },
  );
