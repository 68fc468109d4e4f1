/** Query keys of the editor's extras, under the pack's own key so a pack refresh reaches them. */
const pack = (key: string) => ['documents', 'pack', key] as const;

export const EXTRAS_KEYS = {
  dataFields: (key: string) => [...pack(key), 'data_fields'] as const,
  fieldRules: (key: string) => [...pack(key), 'field_rules'] as const,
  appendices: (key: string) => [...pack(key), 'appendices'] as const,
  attributes: (key: string) => [...pack(key), 'user_defined_attributes'] as const,
  notificationRules: (key: string) => [...pack(key), 'notification_rules'] as const,
  eventSubscriptions: (key: string) => [...pack(key), 'event_subscriptions'] as const,
  formView: (key: string) => [...pack(key), 'form_view'] as const,
  apiDetails: (key: string) => [...pack(key), 'api_details'] as const,
};
