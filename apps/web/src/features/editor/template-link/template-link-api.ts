import type { TemplateLinkDetails } from '@quire/domain';
import { api } from '../../../app/api-client.ts';

const doc = (key: string, action: string) => `/app/documents/${encodeURIComponent(key)}/${action}`;

type Answer = { template_link: TemplateLinkDetails; message: string };

/** The template-link details modal's calls (docs/api-form-links.md). */
export const templateLinkApi = {
  details: async (key: string, signal?: AbortSignal) =>
    (await api.get<Answer>(doc(key, 'template_link_details'), { signal })).template_link,
  setFormLink: (key: string, enabled: boolean) =>
    api.post<Answer>(doc(key, 'form_link'), { enabled }),
  replaceFormLink: (key: string) => api.post<Answer>(doc(key, 'form_link/replace'), {}),
};

export const templateLinkQueryKey = (key: string) => ['template_link', key] as const;
