import type { Scenario } from '../permissions/permission-matrix-kit.ts';

const doc = (key: string, rest: string) => `/app/documents/${key}${rest}`;

/** The permission matrix's scenarios for the template link routes (docs/api-form-links.md). */
export const FORM_LINK_SCENARIOS: Record<string, Scenario> = {
  'document_permissions.can_view_template_link_details GET /app/documents/{key}/template_link_details':
    {
      prepare: async (k) => {
        const template = await k.pack({ documentType: 'template' });
        return () => k.asMember('GET', doc(template.key, '/template_link_details'));
      },
    },
  'document_permissions.can_use_reusable_link POST /app/documents/{key}/form_link': {
    prepare: async (k) => {
      const template = await k.pack({ documentType: 'template' });
      return () => k.asMember('POST', doc(template.key, '/form_link'), { enabled: true });
    },
  },
  'document_permissions.can_use_reusable_link POST /app/documents/{key}/form_link/replace': {
    prepare: async (k) => {
      const template = await k.pack({ documentType: 'template' });
      return () => k.asMember('POST', doc(template.key, '/form_link/replace'));
    },
  },
};
