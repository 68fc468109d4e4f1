import {
  xplanClientName,
  type XplanClientCategories,
  type XplanClientSummary,
} from '@quire/domain';

/** Client fields Quire reads from XPLAN's client entity (its resourceful field names). */
export const XPLAN_CLIENT_FIELDS = [
  'entity_id',
  'entity_name',
  'title',
  'first_name',
  'preferred_name',
  'last_name',
  'birth_date',
  'client_type',
  'client_category',
] as const;

const record = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

/** A collection answer: XPLAN answers a JSON array; paged answers wrap it in `items` or `data`. */
export const recordsOf = (answer: unknown): Record<string, unknown>[] => {
  const list = Array.isArray(answer)
    ? answer
    : (record(answer)?.items ?? record(answer)?.data ?? []);
  return (Array.isArray(list) ? list : []).flatMap((item) => {
    const r = record(item);
    return r ? [r] : [];
  });
};

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export const toClientSummary = (client: Record<string, unknown>): XplanClientSummary | null => {
  const id = Number(client.entity_id ?? client.id);
  if (!Number.isInteger(id) || id <= 0) return null;
  return { entity_id: id, name: xplanClientName(client) || `Client ${id}` };
};

/** XPLAN client types, each with its subtypes (categories), flattened to §7's types and subtypes. */
export const toCategories = (answer: unknown): XplanClientCategories => {
  const categories: XplanClientCategories = { types: [], subtypes: [] };
  for (const type of recordsOf(answer)) {
    const typeId = String(type.id ?? '');
    if (!typeId) continue;
    categories.types.push({ id: typeId, name: text(type.name) || typeId });
    for (const sub of recordsOf(type.subtypes)) {
      const subId = String(sub.id ?? '');
      if (subId)
        categories.subtypes.push({ id: subId, name: text(sub.name) || subId, type_id: typeId });
    }
  }
  return categories;
};
