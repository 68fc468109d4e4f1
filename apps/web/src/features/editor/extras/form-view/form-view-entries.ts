import {
  defaultFormView,
  normaliseFormView,
  unknownFormViewFields,
  type DataField,
  type FormViewEntry,
} from '@quire/domain';

export type TextBlockType = 'h1' | 'h2' | 'h3' | 'p';

/**
 * What the setup opens with: the saved form view without fields that have since been deleted,
 * or, when none was saved, every field in reading order (packages/domain defaultFormView).
 */
export const initialFormView = (
  saved: readonly FormViewEntry[],
  fields: readonly DataField[],
  childOrder: readonly string[],
): FormViewEntry[] => {
  if (saved.length === 0) return defaultFormView(fields, childOrder);
  const gone = new Set(unknownFormViewFields(saved, new Set(fields.map((field) => field.uuid))));
  return normaliseFormView(saved).filter((entry) => !gone.has(entry.uuid));
};

/** Fields of the pack the form view does not show yet, as entries to append. */
export const missingFields = (
  entries: readonly FormViewEntry[],
  fields: readonly DataField[],
): FormViewEntry[] => {
  const shown = new Set(entries.filter((e) => e.type === 'data_field').map((e) => e.uuid));
  return fields
    .filter((field) => !shown.has(field.uuid))
    .map((field, index) => ({
      type: 'data_field',
      uuid: field.uuid,
      label: null,
      position: entries.length + index,
    }));
};

export const textBlock = (type: TextBlockType): FormViewEntry => ({
  type,
  uuid: crypto.randomUUID(),
  label: null,
  data: '',
  position: 0,
});
