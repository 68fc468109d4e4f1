import { isSystemCustomId, type DataField } from '@quire/domain';

const typeName = (type: string): string => {
  const words = type.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** What the panels call a field: its custom id, or its type when the id is a system one. */
export const fieldName = (field: Pick<DataField, 'custom_id' | 'type'>): string =>
  field.custom_id && !isSystemCustomId(field.custom_id)
    ? field.custom_id
    : `${typeName(field.type)} field`;

/** Where a field is, for telling apart fields with similar names: "Text · page 2". */
export const fieldDetail = (field: Pick<DataField, 'type' | 'page_index'>): string =>
  `${typeName(field.type)} · page ${field.page_index + 1}`;
