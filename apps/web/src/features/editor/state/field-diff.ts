import type { DataField } from '@quire/domain';
import type { FieldPatch } from './save-queue.ts';

/** Properties the server sets; never sent back as part of a patch. */
export const SERVER_OWNED = new Set(['updated_by_user_name', 'date_updated']);

export const pageKey = (documentKey: string, pageIndex: number) => `${documentKey}|${pageIndex}`;
export const EMPTY_PAGE: readonly DataField[] = Object.freeze([]);

export const pick = (field: DataField, keys: readonly string[]): Partial<DataField> =>
  Object.fromEntries(keys.map((k) => [k, field[k as keyof DataField]])) as Partial<DataField>;

export const changedKeys = (before: DataField, after: DataField): string[] =>
  Object.keys(after).filter(
    (k) =>
      !SERVER_OWNED.has(k) &&
      JSON.stringify(before[k as keyof DataField]) !== JSON.stringify(after[k as keyof DataField]),
  );

export const toPatch = (uuid: string, values: Partial<DataField>): FieldPatch => {
  const patch: FieldPatch = { uuid };
  for (const [k, v] of Object.entries(values)) if (!SERVER_OWNED.has(k)) patch[k] = v;
  return patch;
};
