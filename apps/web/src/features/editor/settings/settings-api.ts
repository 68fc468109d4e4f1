import type { BrandingTheme, DocumentFlag, UpdateDocumentInput } from '@quire/domain';
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

/** GET /app/accounts/{key}/branding/: the workspace's live themes (silent: the setting says). */
export const fetchAccountThemes = async (
  accountKey: string,
  signal?: AbortSignal,
): Promise<BrandingTheme[]> =>
  (
    await api.get<{ account_branding_themes: BrandingTheme[] }>(
      `/app/accounts/${encodeURIComponent(accountKey)}/branding/`,
      { signal, silent: true },
    )
  ).account_branding_themes;
