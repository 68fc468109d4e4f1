import { api } from '../../../app/api-client.ts';

/** A field as the draft holds it (docs/api-signing.md "Drafts"). */
export type DraftValue = { data: string | null; file_key: string | null };

/** A drafted field as the server answers it: only the keys the signer set, a file with its URL. */
export type DraftFieldView = {
  data?: string | null;
  file_key?: string | null;
  filename?: string | null;
  blob_url?: string | null;
};

export type SigningDraft = {
  signatory_uuid: string;
  revision: number;
  fields: Record<string, DraftFieldView>;
  date_updated: string | null;
};

const draftPath = (packKey: string, signatoryUuid: string) =>
  `/app/documents/${encodeURIComponent(packKey)}/signing_draft/${encodeURIComponent(signatoryUuid)}`;

/** Browsers refuse keepalive bodies above 64 KiB; a bigger save goes as a plain request. */
const KEEPALIVE_BODY_LIMIT = 60_000;

/** The signer's draft calls. Silent: the save status beside the progress says what happened. */
export const signingDraftApi = {
  read: async (packKey: string, signatoryUuid: string, signal?: AbortSignal) =>
    (
      await api.get<{ draft: SigningDraft }>(draftPath(packKey, signatoryUuid), {
        signal,
        silent: true,
      })
    ).draft,
  save: async (
    packKey: string,
    signatoryUuid: string,
    body: { revision: number; fields: Record<string, DraftValue> },
    keepalive: boolean,
  ) =>
    (
      await api.post<{ draft: SigningDraft; merged: boolean }>(
        draftPath(packKey, signatoryUuid),
        body,
        {
          silent: true,
          keepalive: keepalive && JSON.stringify(body).length < KEEPALIVE_BODY_LIMIT,
        },
      )
    ).draft,
};
