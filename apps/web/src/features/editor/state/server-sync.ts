import type { DataField } from '@quire/domain';
import type { FieldIndex } from './field-index.ts';

export type SavedField = { uuid: string; custom_id: string | null; date_updated: string };

/**
 * Fields another editor changed (get_data_fields?since) replace ours, and removed ones go,
 * except the fields whose local edits still wait to be saved (`keepLocal`) and those we have
 * saved since: a poll sent before our save was stored can answer after its acknowledgement, and
 * its older copy must not undo the newer value (a key press on a sliding input seemed lost).
 */
export const mergeRemoteFields = (
  index: FieldIndex,
  fields: readonly DataField[],
  keepLocal: (uuid: string) => boolean,
): void => {
  for (const field of fields) {
    if (keepLocal(field.uuid)) continue;
    const ours = index.get(field.uuid);
    if (ours && ours.date_updated > field.date_updated) continue;
    if (field.removed) index.delete(field.uuid);
    else index.set(field);
  }
};

/**
 * Takes in the server's answer to a save: the new date_updated, and the custom id the server may
 * have made unique. True when a custom id changed (the page shows it).
 */
export const acknowledgeSaved = (index: FieldIndex, saved: readonly SavedField[]): boolean => {
  let changed = false;
  for (const { uuid, custom_id, date_updated } of saved) {
    const field = index.get(uuid);
    if (!field) continue;
    const next = { ...field, date_updated, custom_id: custom_id ?? field.custom_id };
    if (next.custom_id !== field.custom_id) changed = true;
    index.set(next);
  }
  return changed;
};
