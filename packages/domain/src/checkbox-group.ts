import type { DataField } from './data-field.ts';

/** What a new checkbox's own group is called: 'Checkbox 1', 'Checkbox 2', … */
const CHECKBOX_GROUP_PREFIX = 'Checkbox';

/** Checkbox groups in use by the live fields of a pack, compared without case. */
export const takenCheckboxGroups = (
  fields: readonly Pick<DataField, 'checkbox_group' | 'removed'>[],
): Set<string> =>
  new Set(
    fields
      .filter((f) => !f.removed && f.checkbox_group)
      .map((f) => f.checkbox_group!.trim().toLowerCase()),
  );

/**
 * A new checkbox gets a group of its own (docs/adr/0013): a group is then only ever shared on
 * purpose, to link boxes. The first free 'Checkbox n' of the pack.
 */
export const nextCheckboxGroup = (taken: ReadonlySet<string>): string => {
  for (let n = 1; ; n++) {
    const name = `${CHECKBOX_GROUP_PREFIX} ${n}`;
    if (!taken.has(name.toLowerCase())) return name;
  }
};
