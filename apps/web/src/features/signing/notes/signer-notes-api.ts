import type { DataField } from '@quire/domain';
import { api } from '../../../app/api-client.ts';

export type NoteWrite = {
  uuid: string;
  document_key: string;
  page_index: number;
  x: number;
  y: number;
  data?: string;
  is_visible_in_final_document?: boolean;
  removed?: boolean;
};

/** §5 notes during signing (docs/api-signing.md "Notes"); refusals are shown by the api client. */
export const signerNotesApi = {
  save: (packKey: string, signatoryUuid: string, note: NoteWrite) =>
    api.post<{ message: string; data_field: DataField }>(
      `/app/documents/${encodeURIComponent(packKey)}/add_update_signer_note`,
      { signatory_uuid: signatoryUuid, note },
    ),
};
