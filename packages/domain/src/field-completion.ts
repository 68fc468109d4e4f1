import type { DataField } from './data-field.ts';

/** §3 checkbox values. */
export const CHECKED = 'checked';
export const UNCHECKED = 'unchecked';

/** §5 accepted date formats. */
export const FIELD_DATE_FORMATS = ['yyyy-mm-dd', 'yyyy/mm/dd', 'dd/mm/yyyy', 'dd-mm-yyyy'] as const;

const YEAR_FIRST = /^(\d{4})([-/])(\d{1,2})\2(\d{1,2})$/;
const DAY_FIRST = /^(\d{1,2})([-/])(\d{1,2})\2(\d{4})$/;

/** A date in one of the §5 formats as year, month and day, or null when it is not one. */
export const parseFieldDate = (
  value: string,
): { year: number; month: number; day: number } | null => {
  const s = value.trim();
  const yf = YEAR_FIRST.exec(s);
  const df = yf ? null : DAY_FIRST.exec(s);
  if (!yf && !df) return null;
  const [year, month, day] = yf
    ? [Number(yf[1]), Number(yf[3]), Number(yf[4])]
    : [Number(df![4]), Number(df![3]), Number(df![1])];
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) {
    return null;
  }
  return { year, month, day };
};

export const isValidFieldDate = (value: string): boolean => parseFieldDate(value) !== null;

export const isChecked = (field: Pick<DataField, 'data'>): boolean => field.data === CHECKED;

type CompletionField = Pick<
  DataField,
  | 'uuid'
  | 'type'
  | 'data'
  | 'file_key'
  | 'required'
  | 'auto_assign_date'
  | 'checkbox_group'
  | 'signatory_uuid'
  | 'removed'
>;

const hasData = (f: CompletionField): boolean => f.data !== null && f.data.trim() !== '';

/**
 * §5 required fields: a required field is incomplete when it has no data, except a disabled field
 * (by a rule), a file with a blob and a date with auto date. A required checkbox must be checked,
 * or one of its checkbox group (same signer) must be. A date must be in a §5 format.
 */
export const incompleteFields = <F extends CompletionField>(
  fields: readonly F[],
  disabled: ReadonlySet<string> = new Set(),
): F[] => {
  const live = fields.filter((f) => !f.removed);
  const checkedGroups = new Set(
    live
      .filter((f) => f.type === 'check' && f.checkbox_group && isChecked(f))
      .map((f) => `${f.signatory_uuid}\u0000${f.checkbox_group}`),
  );
  return live.filter((f) => {
    if (!f.required || disabled.has(f.uuid)) return false;
    switch (f.type) {
      case 'check':
        return (
          !isChecked(f) &&
          !(f.checkbox_group && checkedGroups.has(`${f.signatory_uuid}\u0000${f.checkbox_group}`))
        );
      // A signature, initial or image is its picture (file_key), like a file is its blob.
      case 'file':
      case 'signature':
      case 'initial':
      case 'image':
        return !f.file_key && !hasData(f);
      case 'date':
        return !f.auto_assign_date && !(hasData(f) && isValidFieldDate(f.data!));
      default:
        return !hasData(f);
    }
  });
};

export const isFieldIncomplete = <F extends CompletionField>(
  field: F,
  all: readonly F[],
  disabled: ReadonlySet<string> = new Set(),
): boolean => incompleteFields(all, disabled).some((f) => f.uuid === field.uuid);

/**
 * Toggles a checkbox. §4: checking a mutually exclusive checkbox unchecks the others in its
 * group and signer. Returns the fields that changed (the toggled one first).
 */
export const toggleCheckbox = <
  F extends Pick<
    DataField,
    | 'uuid'
    | 'type'
    | 'data'
    | 'checkbox_group'
    | 'is_mutually_exclusive'
    | 'signatory_uuid'
    | 'removed'
  >,
>(
  fields: readonly F[],
  uuid: string,
): F[] => {
  const target = fields.find((f) => f.uuid === uuid && f.type === 'check');
  if (!target) return [];
  const checking = !isChecked(target);
  const changed: F[] = [{ ...target, data: checking ? CHECKED : UNCHECKED }];
  if (checking && target.is_mutually_exclusive && target.checkbox_group) {
    for (const f of fields) {
      if (
        f.uuid !== uuid &&
        !f.removed &&
        f.type === 'check' &&
        f.checkbox_group === target.checkbox_group &&
        f.signatory_uuid === target.signatory_uuid &&
        isChecked(f)
      ) {
        changed.push({ ...f, data: UNCHECKED });
      }
    }
  }
  return changed;
};

/**
 * Quickly-fill-fields (§2): the fields assigned to the current user ('self') that still need a
 * value, in page order. The same list makes the §5 blocking check about self-assigned fields fail.
 */
export const selfFieldsToFill = <
  F extends CompletionField & Pick<DataField, 'document_key' | 'page_index' | 'x' | 'y'>,
>(
  fields: readonly F[],
  disabled: ReadonlySet<string> = new Set(),
): F[] =>
  incompleteFields(
    fields.filter((f) => f.signatory_uuid === 'self'),
    disabled,
  ).sort(
    (a, b) =>
      a.document_key.localeCompare(b.document_key) ||
      a.page_index - b.page_index ||
      a.y - b.y ||
      a.x - b.x,
  );
