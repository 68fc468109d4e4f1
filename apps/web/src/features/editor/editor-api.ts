import type { DataField } from '@quire/domain';
import { api } from '../../app/api-client.ts';
import type { FieldPatch, SaveAnswer } from './state/save-queue.ts';

const path = (key: string, action: string) => `/app/documents/${encodeURIComponent(key)}/${action}`;

/** The setup editor's data-field calls (docs/api-editor.md "Data fields"). */
/**
 * What the server sets and the editor never writes: a field copied or pasted from one a signer
 * added (a note) carries who added it, which the field input refuses.
 */
const withoutReadOnly = (patch: FieldPatch): FieldPatch => {
  const { added_by_signatory_uuid: _addedBy, ...writable } = patch as FieldPatch & {
    added_by_signatory_uuid?: unknown;
  };
  return writable as FieldPatch;
};

export const fieldsApi = {
  /** Every child's fields; with `since`, the ones changed (or removed) since then. */
  list: async (packKey: string, since?: string, signal?: AbortSignal): Promise<DataField[]> => {
    const answer = await api.get<{ data_fields: DataField[] }>(path(packKey, 'get_data_fields'), {
      query: { since },
      signal,
      silent: since !== undefined,
    });
    return answer.data_fields;
  },
  /** Background poll: silent, a missed one is asked again. */
  updates: (packKey: string) =>
    api.get<{
      most_recent_data_field_update: string | null;
      most_recent_signatory_update: string | null;
    }>(path(packKey, 'get_data_field_signatory_updates'), { silent: true }),
  /** Silent: the save queue retries, and says so while it waits. */
  save: (packKey: string, batch: FieldPatch[], previousUpdate: string | undefined) =>
    api.post<SaveAnswer>(
      path(packKey, 'add_update_data_field'),
      {
        data: batch.map(withoutReadOnly),
        ...(previousUpdate ? { previous_update: previousUpdate } : {}),
      },
      { silent: true },
    ),
};
