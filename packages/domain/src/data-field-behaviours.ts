import { nextCheckboxGroup } from './checkbox-group.ts';
import { retypeCustomId, stripCustomId, uniqueCustomId } from './custom-id.ts';
import type { DataField, DataFieldPatch } from './data-field.ts';
import { DEFAULT_BUTTON_TEXT, FIELD_DEFAULT_SIZES, defaultRequired } from './field-defaults.ts';
import { hasFontSize } from './field-font-size.ts';
import type { FieldType } from './editor-entities.ts';
import { clampToPage, type PageGeometry } from './page-geometry.ts';

export type FieldPatchContext = {
  /** Custom ids of the pack's other (not removed) fields; this field's own id is ignored. */
  takenCustomIds?: ReadonlySet<string>;
  /** The pack's checkbox groups (takenCheckboxGroups): a field turned into a check gets its own. */
  takenCheckboxGroups?: ReadonlySet<string>;
  /** The field's page: geometry is clamped into it. */
  page?: PageGeometry;
};

/** §4: assigning a signatory clears the data of these types. */
const SIGNER_BOUND_TYPES: ReadonlySet<FieldType> = new Set(['signature', 'initial', 'date']);

/** The value a field of a type has when cleared: checkboxes are unchecked, the rest empty. */
export const clearedData = (type: FieldType): string | null =>
  type === 'check' ? 'unchecked' : null;

const has = <K extends keyof DataFieldPatch>(patch: DataFieldPatch, key: K): boolean =>
  patch[key] !== undefined;

/**
 * Applies a patch to a field with the §4 behaviours. Properties the patch sends win over the ones
 * a behaviour derives, so applying the editor's outcome again (on the server) changes nothing.
 */
export const applyFieldPatch = (
  field: DataField,
  patch: DataFieldPatch,
  ctx: FieldPatchContext = {},
): DataField => {
  const sent = Object.fromEntries(
    Object.entries(patch).filter(([, v]) => v !== undefined),
  ) as DataFieldPatch;
  const next: DataField = { ...field, ...(sent as Partial<DataField>) };
  const taken = new Set(ctx.takenCustomIds ?? []);
  if (field.custom_id !== null) taken.delete(field.custom_id);
  const derive = <K extends keyof DataField>(key: K, value: DataField[K]): void => {
    if (!has(sent, key as keyof DataFieldPatch)) next[key] = value;
  };

  if (next.type !== field.type) {
    const to = next.type;
    derive('data', clearedData(to));
    derive('file_key', null);
    derive('filename', null);
    derive('custom_id', retypeCustomId(field.custom_id, field.type, to, taken));
    derive('required', defaultRequired(to));
    if (to === 'block' || to === 'highlight') derive('signatory_uuid', null);
    if (to === 'link') derive('signatory_uuid', 'self');
    derive('approve_decline_button_text', DEFAULT_BUTTON_TEXT[to] ?? null);
    if (to !== 'check') {
      derive('checkbox_group', null);
      derive('is_mutually_exclusive', false);
    } else if (ctx.takenCheckboxGroups && !field.checkbox_group) {
      derive('checkbox_group', nextCheckboxGroup(ctx.takenCheckboxGroups));
    }
    // A type that shows no text has no font size; one text type to another keeps it.
    if (!hasFontSize(to)) derive('font_size', null);
    derive('width', FIELD_DEFAULT_SIZES[to].width);
    derive('height', FIELD_DEFAULT_SIZES[to].height);
  }

  if (next.signatory_uuid !== field.signatory_uuid) {
    if (SIGNER_BOUND_TYPES.has(next.type)) derive('data', clearedData(next.type));
    if (next.signatory_uuid === 'self') derive('auto_assign_date', false);
  }

  if (next.auto_assign_date && !field.auto_assign_date) derive('required', false);

  if (has(sent, 'custom_id') && next.custom_id !== null) {
    const { value } = stripCustomId(next.custom_id);
    next.custom_id = value.trim() === '' ? null : value;
  }
  if (next.custom_id !== null && next.custom_id !== field.custom_id) {
    next.custom_id = uniqueCustomId(next.custom_id, taken);
  }

  if (ctx.page) Object.assign(next, clampToPage(next, ctx.page));
  return next;
};
