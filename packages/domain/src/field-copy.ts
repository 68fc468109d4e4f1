import {
  isSystemCustomId,
  nextCustomIdFor,
  regenerateSystemId,
  uniqueCustomId,
} from './custom-id.ts';
import type { DataField } from './data-field.ts';

/**
 * A copy of a field under a new uuid with a custom id that is free in the pack (a 'qs:' id is
 * regenerated). Adds the new id to `taken`. Shared by paste, clone and repeat.
 */
export const copyField = (
  field: DataField,
  changes: Partial<DataField>,
  taken: Set<string>,
  newUuid: () => string,
): DataField => {
  const copy: DataField = { ...field, ...changes, uuid: newUuid(), removed: false };
  copy.custom_id =
    copy.custom_id === null
      ? nextCustomIdFor(copy.type, taken)
      : isSystemCustomId(copy.custom_id)
        ? regenerateSystemId(copy.custom_id, taken, newUuid)
        : uniqueCustomId(copy.custom_id, taken);
  taken.add(copy.custom_id);
  return copy;
};

/** Custom ids in use by the live fields of a pack. */
export const takenCustomIds = (fields: readonly DataField[]): Set<string> =>
  new Set(fields.filter((f) => !f.removed && f.custom_id !== null).map((f) => f.custom_id!));
