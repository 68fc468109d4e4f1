import type { DataField } from './data-field.ts';
import type { DocumentStatus } from './document.ts';
import type { FieldType } from './editor-entities.ts';
import { copyField, takenCustomIds } from './field-copy.ts';
import { CLONE_OFFSET } from './field-defaults.ts';
import { pastedFieldsMessage } from './field-messages.ts';
import { moveInView, type PageGeometry } from './page-geometry.ts';

/** What copy puts on the clipboard: the fields and the pack and document they came from. */
export type FieldClipboard = {
  pack_key: string;
  document_key: string;
  fields: DataField[];
};

export type PasteTarget = {
  pack_key: string;
  document_key: string;
  /** The pages of the target document. */
  pages: readonly PageGeometry[];
  /** Page to paste onto; without it each field keeps its page (the last page if there are fewer). */
  page_index?: number;
  /** The target pack's fields (for unique custom ids). */
  existing: readonly DataField[];
  /** The target pack's signatory uuids: fields of other signers become unassigned. */
  signatory_uuids?: ReadonlySet<string>;
};

export type PasteOptions = {
  /** View-space offset in points; by default the clone offset when pasting onto the same document. */
  offset?: number;
  newUuid?: () => string;
};

/** §5: these lose their data when pasted into a different pack. */
const PACK_BOUND_DATA_TYPES: ReadonlySet<FieldType> = new Set([
  'signature',
  'initial',
  'image',
  'file',
]);

/**
 * §5 pasting: new uuids, 'qs:' ids regenerated, other custom ids made unique, signature, initial,
 * image and file data dropped when the pack differs, geometry offset and clamped to the page.
 */
export const pasteFields = (
  clipboard: FieldClipboard,
  target: PasteTarget,
  options: PasteOptions = {},
): { fields: DataField[]; message: string } => {
  const newUuid = options.newUuid ?? (() => crypto.randomUUID());
  const otherPack = clipboard.pack_key !== target.pack_key;
  const offset =
    options.offset ?? (clipboard.document_key === target.document_key ? CLONE_OFFSET : 0);
  const taken = takenCustomIds(target.existing);
  const fields: DataField[] = [];
  if (target.pages.length === 0) return { fields, message: pastedFieldsMessage(0) };
  for (const field of clipboard.fields) {
    if (field.removed) continue;
    const page_index = Math.min(target.page_index ?? field.page_index, target.pages.length - 1);
    const rect = moveInView(field, offset, offset, target.pages[page_index]!);
    const changes: Partial<DataField> = { ...rect, page_index, document_key: target.document_key };
    if (otherPack && PACK_BOUND_DATA_TYPES.has(field.type)) {
      Object.assign(changes, { data: null, file_key: null, filename: null });
    }
    if (
      target.signatory_uuids &&
      field.signatory_uuid !== null &&
      field.signatory_uuid !== 'self' &&
      !target.signatory_uuids.has(field.signatory_uuid)
    ) {
      changes.signatory_uuid = null;
    }
    fields.push(copyField(field, changes, taken, newUuid));
  }
  return { fields, message: pastedFieldsMessage(fields.length) };
};

/** ctrl d: the selected fields cloned on their own page, offset by 25. */
export const cloneFields = (
  selected: readonly DataField[],
  pack: {
    pack_key: string;
    pagesOf: (document_key: string) => readonly PageGeometry[];
    existing: readonly DataField[];
  },
  newUuid?: () => string,
): DataField[] => {
  const out: DataField[] = [];
  for (const document_key of new Set(selected.map((f) => f.document_key))) {
    const { fields } = pasteFields(
      {
        pack_key: pack.pack_key,
        document_key,
        fields: selected.filter((f) => f.document_key === document_key),
      },
      {
        pack_key: pack.pack_key,
        document_key,
        pages: pack.pagesOf(document_key),
        existing: [...pack.existing, ...out],
      },
      { offset: CLONE_OFFSET, ...(newUuid ? { newUuid } : {}) },
    );
    out.push(...fields);
  }
  return out;
};

export type PasteGate = {
  /** Focus is in an input or textarea. */
  typing: boolean;
  status: DocumentStatus;
  is_multi_edit: boolean;
  data_fields_locked: boolean;
};

/** §5: pasting is blocked while typing, for a non-multi-edit user outside setup, and while locked. */
export const canPaste = (gate: PasteGate): boolean =>
  !gate.typing && (gate.is_multi_edit || gate.status === 'setup') && !gate.data_fields_locked;
