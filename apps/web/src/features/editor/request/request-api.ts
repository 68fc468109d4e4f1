import type { DataField, FieldRule, UpdateStatusTarget, UserDefinedAttribute } from '@quire/domain';
import { api } from '../../../app/api-client.ts';
import type { PackContents } from './client-blocking-snapshot.ts';

const path = (key: string, action: string) => `/app/documents/${encodeURIComponent(key)}/${action}`;

/**
 * §4 setup ↔ awaiting_signatures through update_document (docs/api-editor.md "Requesting
 * signatures and reverting"). Not silent: a refusal (the first blocking check, say) is shown in
 * the server's words.
 */
export const changeStatus = (packKey: string, to: UpdateStatusTarget) =>
  api.post<{ message: string; status: UpdateStatusTarget; date_updated: string }>(
    path(packKey, 'update_document'),
    { data: { update_status_to: to } },
    to === 'awaiting_signatures' ? { query: { request_signatures_if_required: true } } : {},
  );

/** Quiet reads: what cannot be read here is checked by the server anyway. */
const quietly = async <T>(read: Promise<T>, fallback: T): Promise<T> => {
  try {
    return await read;
  } catch {
    return fallback;
  }
};

/** What the blocking checks need beyond the pack; fields come from the editor when it has them. */
export const loadPackContents = async (
  packKey: string,
  fields: readonly DataField[] | null,
): Promise<PackContents> => {
  const [loadedFields, rules, attributes] = await Promise.all([
    fields ??
      api
        .get<{ data_fields: DataField[] }>(path(packKey, 'get_data_fields'))
        .then((a) => a.data_fields),
    quietly(
      api
        .get<{ field_rules: FieldRule[] }>(path(packKey, 'field_rules'), { silent: true })
        .then((a) => a.field_rules),
      [],
    ),
    quietly(
      api
        .get<{ user_defined_attributes: UserDefinedAttribute[] }>(
          path(packKey, 'user_defined_attributes'),
          { silent: true },
        )
        .then((a) => a.user_defined_attributes),
      [],
    ),
  ]);
  return { fields: loadedFields, rules, attributes };
};
