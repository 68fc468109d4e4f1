import type { AppendixInput } from '@quire/domain';
import { api } from '../../../app/api-client.ts';
import type {
  AppendixDto,
  DataFieldDto,
  EventSubscriptionDto,
  FieldRuleDto,
  FieldRuleDraftInput,
  AttributeInput,
  FormViewEntry,
  NotificationRuleDto,
  NotificationRuleDraft,
  UserDefinedAttributeDto,
} from './extras-types.ts';

/** The calls of docs/api-editor.md "Around the document". `key` is always the pack's key. */
const doc = (key: string, action: string) => `/app/documents/${encodeURIComponent(key)}/${action}`;
const enc = encodeURIComponent;

export const dataFieldsApi = {
  list: async (key: string, signal?: AbortSignal) =>
    (await api.get<{ data_fields: DataFieldDto[] }>(doc(key, 'get_data_fields'), { signal }))
      .data_fields,
};

export const fieldRulesApi = {
  list: async (key: string, signal?: AbortSignal) =>
    (await api.get<{ field_rules: FieldRuleDto[] }>(doc(key, 'field_rules'), { signal }))
      .field_rules,
  /** Silent: the panel says 'Error updating field condition' (§8) or the server's reason. */
  save: (key: string, ruleId: string, data: FieldRuleDraftInput) =>
    api.post<{ field_rule: FieldRuleDto }>(
      doc(key, `field_rules/${enc(ruleId)}/add_update_delete`),
      { data },
      { silent: true },
    ),
  remove: (key: string, ruleId: string) =>
    api.post(
      doc(key, `field_rules/${enc(ruleId)}/add_update_delete`),
      { data: { delete: true } },
      {
        silent: true,
      },
    ),
};

export const appendixApi = {
  list: async (key: string, signal?: AbortSignal) =>
    (await api.get<{ document_appendices: AppendixDto[] }>(doc(key, 'appendices'), { signal }))
      .document_appendices,
  uploadUrl: (key: string, filename: string) =>
    api.get<{ url: string; file_key: string }>(
      `/app/get_document_appendix_upload_url/${enc(key)}`,
      {
        query: { filename },
        silent: true,
      },
    ),
  uploadSuccess: (key: string, fileKey: string) =>
    api.post<{ filename: string; file_key: string; blob_url: string }>(
      `/app/document_appendix_upload_success/${enc(key)}`,
      { file_key: fileKey },
      { silent: true },
    ),
  save: (key: string, data: AppendixInput) =>
    api.post<{ document_appendix: { key: string; _id: string } }>(
      doc(key, 'add_update_appendix'),
      { data },
      { silent: true },
    ),
  remove: (key: string, appendixKey: string) =>
    api.get(doc(key, `delete_document_appendix/${enc(appendixKey)}`), { silent: true }),
};

export const attributesApi = {
  list: async (key: string, signal?: AbortSignal) =>
    (
      await api.get<{ user_defined_attributes: UserDefinedAttributeDto[] }>(
        doc(key, 'user_defined_attributes'),
        { signal },
      )
    ).user_defined_attributes,
  save: (key: string, data: AttributeInput) =>
    api.post<{ user_defined_attribute: { key: string; id: string } }>(
      doc(key, 'add_update_user_defined_attribute'),
      { data },
    ),
  remove: (key: string, attrKey: string) =>
    api.get(doc(key, `delete_user_defined_attribute/${enc(attrKey)}`)),
};

export const notificationRulesApi = {
  list: async (entityKey: string, signal?: AbortSignal) =>
    (
      await api.get<{ notification_rules: NotificationRuleDto[] }>('/app/notification_rules', {
        query: { entity_key: entityKey },
        signal,
      })
    ).notification_rules,
  /** Silent: the modal says 'An error occurred while adding/updating notification_rule' (§8). */
  save: (entityKey: string, rule: NotificationRuleDraft) =>
    api.post<{ notification_rule: { key: string } }>(
      '/app/notification_rules/add_update_notification_rule',
      { data: { ...rule, entity_key: entityKey } },
      { silent: true },
    ),
  remove: (ruleKey: string) =>
    api.request(`/app/notification_rules/delete_notification_rule/${enc(ruleKey)}`, {
      method: 'DELETE',
    }),
};

export const eventSubscriptionsApi = {
  list: async (entityKey: string, signal?: AbortSignal) =>
    (
      await api.get<{ event_subscriptions: EventSubscriptionDto[] }>('/app/event_subscriptions', {
        query: { entity_key: entityKey },
        signal,
      })
    ).event_subscriptions,
  /** Silent: the modal says 'An error occurred while updating subscriptions' (§8). */
  save: (entityKey: string, keys: string[]) =>
    api.post(`/app/event_subscriptions/${enc(entityKey)}`, { keys }, { silent: true }),
};

export const formViewApi = {
  get: async (key: string, signal?: AbortSignal) =>
    (
      await api.get<{ data: { form_view: FormViewEntry[] } }>(
        `/app/form_views/get_form_view/${enc(key)}`,
        { signal },
      )
    ).data.form_view,
  save: (entityKey: string, formView: FormViewEntry[]) =>
    api.post('/app/form_views/update_form_view', {
      data: { entity_key: entityKey, form_view: formView },
    }),
};

/** The pack's signing deadline (docs/api-editor.md "Signing deadline"); null removes it. */
export const signingExpiryApi = {
  set: (key: string, signingExpiresAt: string | null) =>
    api.post<{ signing_expires_at: string | null }>(
      doc(key, 'set_signing_expiry'),
      { data: { signing_expires_at: signingExpiresAt } },
      { silent: true },
    ),
};
