import {
  FIELD_MESSAGES,
  applyFieldPatch,
  changedFieldKeys,
  fieldEditRefusal,
  fontSizeRefusal,
  newDataField,
  nextCustomIdFor,
  uniqueCustomId,
  type DataField,
  type DataFieldInput,
  type FieldEditContext,
  type PageMetadata,
} from '@quire/domain';
import { AppError, badRequest, forbidden } from '../../lib/app-error.ts';

export type PackChild = { key: string; page_count: number; pages: readonly PageMetadata[] };

/** What a batch knows while it runs: the pack's fields as they stand after each planned write. */
export type BatchState = {
  children: ReadonlyMap<string, PackChild>;
  /** Fields by uuid: the pack's, and those of other packs the batch names (to refuse them). */
  fields: Map<string, DataField>;
  edit: FieldEditContext;
};

export type PlannedWrite =
  | { kind: 'insert'; field: DataField }
  | { kind: 'update'; field: DataField; keys: (keyof DataField)[] }
  | { kind: 'none'; field: DataField };

const takenIds = (state: BatchState, except: string): Set<string> => {
  const taken = new Set<string>();
  for (const f of state.fields.values())
    if (
      f.uuid !== except &&
      !f.removed &&
      f.custom_id !== null &&
      state.children.has(f.document_key)
    )
      taken.add(f.custom_id);
  return taken;
};

const refuse = (code: 'status' | 'locked' | 'permission', message: string): AppError =>
  code === 'permission' ? forbidden(message) : new AppError(409, message);

/**
 * One patch of a batch: checks it against the §4/§6 editing rules, applies the §4 behaviours
 * (applyFieldPatch) with geometry clamped into the page and custom ids unique in the pack, and
 * says what to write. Updates `state` so the next patch of the batch sees this one.
 */
export const planFieldWrite = (state: BatchState, input: DataFieldInput): PlannedWrite => {
  const { uuid, ...patch } = input;
  const existing = state.fields.get(uuid);
  if (existing && !state.children.has(existing.document_key))
    throw badRequest(FIELD_MESSAGES.fieldNotInPack);
  const documentKey = patch.document_key ?? existing?.document_key;
  const child = documentKey === undefined ? undefined : state.children.get(documentKey);
  if (documentKey !== undefined && !child) throw badRequest(FIELD_MESSAGES.fieldNotInPack);

  const refusal = fieldEditRefusal(state.edit, patch, existing);
  if (refusal) throw refuse(refusal.code, refusal.message);

  let base = existing;
  if (!base) {
    const { type, page_index, x, y } = patch;
    if (!child || !type || page_index === undefined || x === undefined || y === undefined)
      throw badRequest(FIELD_MESSAGES.newFieldIncomplete);
    base = newDataField({ uuid, document_key: child.key, type, page_index });
  }
  const pageIndex = patch.page_index ?? base.page_index;
  // The converted pages are authoritative; before conversion the PDF's page count.
  const pageCount = child!.pages.length > 0 ? child!.pages.length : child!.page_count;
  if (pageIndex >= pageCount) throw badRequest(FIELD_MESSAGES.pageNotFound);
  const page = child!.pages[pageIndex];

  const next = applyFieldPatch(base, patch, {
    takenCustomIds: takenIds(state, uuid),
    ...(page ? { page } : {}),
  });
  const fontSizeProblem = fontSizeRefusal(next);
  if (fontSizeProblem) throw badRequest(fontSizeProblem);
  const taken = takenIds(state, uuid);
  // A new field gets a name; a restored one may find its old name taken meanwhile.
  if (!existing && next.custom_id === null) next.custom_id = nextCustomIdFor(next.type, taken);
  else if (!next.removed && next.custom_id !== null && taken.has(next.custom_id))
    next.custom_id = uniqueCustomId(next.custom_id, taken);
  state.fields.set(uuid, next);
  if (!existing) return { kind: 'insert', field: next };
  const keys = changedFieldKeys(existing, next).filter(
    (k) => k !== 'date_updated' && k !== 'updated_by_user_name',
  );
  return keys.length === 0 ? { kind: 'none', field: next } : { kind: 'update', field: next, keys };
};
