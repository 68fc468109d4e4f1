import type {
  DocumentMapping,
  MappingProblem,
  MappingTemplateFacts,
  RecipientData,
} from '@quire/domain';
import { api } from '../../../app/api-client.ts';

export type MappingSource = {
  recipient_data_key: string;
  description: string;
  field_names: string[];
};

/** GET /app/mappings/get_document_mapping/{key}'s data (docs/api-mappings.md). */
export type DocumentMappingView = {
  sources: MappingSource[];
  mapping: DocumentMapping['mapping'];
  saved: boolean;
  template: {
    facts: MappingTemplateFacts;
    data_fields: { custom_id: string; type: string; required: boolean }[];
    signatories: { role: string; name: string; email: string | null }[];
    cc_recipients: { uuid: string; name: string; email: string | null }[];
  };
  problems: MappingProblem[];
};

const enc = encodeURIComponent;

export const MAPPING_KEYS = {
  mapping: (key: string) => ['mappings', key] as const,
  sources: ['recipient_datas'] as const,
  source: (key: string) => ['recipient_datas', key] as const,
};

export const mappingApi = {
  get: async (key: string, signal?: AbortSignal) =>
    (
      await api.get<{ data: DocumentMappingView }>(
        `/app/mappings/get_document_mapping/${enc(key)}`,
        {
          signal,
          silent: true,
        },
      )
    ).data,
  /** Silent: the modal says the server's reason or §8 'An error occurred while updating mapping.'. */
  update: async (entityKey: string, mapping: DocumentMapping['mapping'], sources: string[]) =>
    (
      await api.post<{ data: DocumentMappingView }>(
        '/app/mappings/update_document_mapping',
        { data: { entity_key: entityKey, mapping, sources } },
        { silent: true },
      )
    ).data,
};

/** The recipient data calls of §7 the mapping screen reads (their screens live elsewhere). */
export const recipientDataApi = {
  list: async (signal?: AbortSignal) =>
    (
      await api.get<{ recipient_datas: RecipientData[] }>('/app/recipient_datas', {
        signal,
        silent: true,
      })
    ).recipient_datas,
  get: async (key: string, signal?: AbortSignal) =>
    (
      await api.get<{ recipient_data: RecipientData }>(`/app/recipient_datas/${enc(key)}`, {
        signal,
        silent: true,
      })
    ).recipient_data,
};

/** POST …/merge_templates_into_document: template_keys as the §7 JSON list. */
export const mergeTemplatesApi = {
  merge: (documentKey: string, templateKeys: string[]) =>
    api.post<{ message: string; document_key: string }>(
      '/app/bulk_actions/document_actions/merge_templates_into_document',
      { document_key: documentKey, template_keys: templateKeys },
      { silent: true },
    ),
};
