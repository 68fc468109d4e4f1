import type {
  Contact,
  CopyRecipient,
  CopyRecipientInput,
  Signatory,
  SignatoryInput,
  SignatoryReorderEntry,
  SignerGroup,
  SignerGroupInput,
} from '@quire/domain';
import { api } from '../../../app/api-client.ts';

const path = (key: string, action: string) => `/app/documents/${encodeURIComponent(key)}/${action}`;

/**
 * The signers panel's calls (docs/api-editor.md "Signatories, groups, copy recipients,
 * contacts"). Writes are silent: the panel says what went wrong beside what it concerns.
 */
export const signersApi = {
  saveSignatory: (packKey: string, data: SignatoryInput) =>
    api.post<{ message: string; signatory: Signatory }>(
      path(packKey, 'add_update_signatory'),
      { data },
      { silent: true },
    ),
  removeSignatory: (packKey: string, uuid: string, deleteFields: boolean) =>
    api.post<{ message: string }>(
      path(packKey, 'add_update_signatory'),
      { data: { uuid, removed: true, ...(deleteFields ? { delete_fields: true } : {}) } },
      { silent: true },
    ),
  reorder: (packKey: string, data: SignatoryReorderEntry[]) =>
    api.post(path(packKey, 'reorder_signatories'), { data }, { silent: true }),
  saveGroup: (packKey: string, uuid: string, data: SignerGroupInput) =>
    api.post<{ message: string; signer_group: SignerGroup | null }>(
      path(packKey, `signer_groups/${encodeURIComponent(uuid)}/add_update_delete`),
      { data },
      { silent: true },
    ),
  saveCopyRecipients: (packKey: string, data: CopyRecipientInput[]) =>
    api.post<{ copy_recipients: CopyRecipient[] }>(
      path(packKey, 'copy_recipients'),
      { data },
      { silent: true },
    ),
  /** Silent: a failed lookup only means no suggestions. */
  contacts: async (
    query: { email_query?: string; name_query?: string; mobile_number_query?: string },
    signal?: AbortSignal,
  ): Promise<Contact[]> =>
    (
      await api.get<{ contacts: Contact[] }>('/app/contact_lists/get_contacts_by_query', {
        query,
        signal,
        silent: true,
      })
    ).contacts,
};
