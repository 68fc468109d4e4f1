import { isSystemCustomId, type DataField } from '@quire/domain';
import type { TFunction } from 'i18next';
import { fieldTypeLabel } from '../fields/field-type-meta.ts';

/** What the panels call a field: its custom id, or its type when the id is a system one. */
export const fieldName = (t: TFunction, field: Pick<DataField, 'custom_id' | 'type'>): string =>
  field.custom_id && !isSystemCustomId(field.custom_id)
    ? field.custom_id
    : t('editor.fields.fieldOfType', { type: fieldTypeLabel(t, field.type) });

/** Where a field is, for telling apart fields with similar names: "Text · page 2". */
export const fieldDetail = (t: TFunction, field: Pick<DataField, 'type' | 'page_index'>): string =>
  t('editor.fields.detail', { type: fieldTypeLabel(t, field.type), page: field.page_index + 1 });
