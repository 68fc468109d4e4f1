import {
  disabledFieldUuids,
  incompleteFields,
  signerFieldRole,
  toggleCheckbox,
  type DataField,
  type FieldRule,
  type SignerFieldRole,
} from '@quire/domain';
import { useCallback, useMemo, useState } from 'react';
import type { DraftValue, SigningDraft } from './drafts/signing-draft-api.ts';
import type { FieldInput } from './signing-api.ts';

/** A field as the signer changed it; blob_url shows an image before the server has it attached. */
export type FieldEdit = {
  data?: string | null;
  file_key?: string | null;
  filename?: string | null;
  blob_url?: string | null;
};

export type SigningField = DataField & { role: SignerFieldRole; blob_url: string | null };

type Options = {
  fields: readonly DataField[];
  rules: readonly FieldRule[];
  signerUuid: string;
  isMultiEdit: boolean;
  /** Child keys in the pack's order, so the wizard goes document by document. */
  childOrder: readonly string[];
  /** The signer's saved work, laid over the stored values when the page opens. */
  draft?: SigningDraft | null;
};

/** The draft's fields as edits, so a resumed page looks as the signer left it. */
const editsOfDraft = (
  draft: SigningDraft | null | undefined,
  fields: readonly DataField[],
): Map<string, FieldEdit> => {
  const present = new Set(fields.map((f) => f.uuid));
  return new Map(Object.entries(draft?.fields ?? {}).filter(([uuid]) => present.has(uuid)));
};

const applyEdit = (field: DataField, edit: FieldEdit | undefined): DataField =>
  edit
    ? {
        ...field,
        data: edit.data !== undefined ? edit.data : field.data,
        file_key: edit.file_key !== undefined ? edit.file_key : field.file_key,
        filename: edit.filename !== undefined ? edit.filename : field.filename,
      }
    : field;

/** Document, then page, then top to bottom, then left to right: the order a reader meets them. */
const byReadingOrder =
  (childOrder: readonly string[]) =>
  (a: DataField, b: DataField): number =>
    childOrder.indexOf(a.document_key) - childOrder.indexOf(b.document_key) ||
    a.page_index - b.page_index ||
    a.y - b.y ||
    a.x - b.x;

/**
 * The signer's working copy of the pack's fields: their edits over what the server sent, the
 * field rules applied live (§4: a field a rule disables is hidden and not required), and what is
 * still incomplete (§5). The edits are what a submission sends.
 */
export const useSigningState = ({
  fields,
  rules,
  signerUuid,
  isMultiEdit,
  childOrder,
  draft,
}: Options) => {
  const [edits, setEdits] = useState<ReadonlyMap<string, FieldEdit>>(() =>
    editsOfDraft(draft, fields),
  );

  const merged = useMemo(() => fields.map((f) => applyEdit(f, edits.get(f.uuid))), [fields, edits]);
  const disabled = useMemo(() => disabledFieldUuids(rules, merged), [rules, merged]);
  const shown: SigningField[] = useMemo(
    () =>
      merged
        .filter((f) => !disabled.has(f.uuid))
        .map((f) => ({
          ...f,
          role: signerFieldRole(f, signerUuid, isMultiEdit),
          blob_url: edits.get(f.uuid)?.blob_url ?? null,
        }))
        .filter((f) => f.role !== 'hidden')
        .sort(byReadingOrder(childOrder)),
    [merged, disabled, signerUuid, isMultiEdit, edits, childOrder],
  );
  const mine = useMemo(() => shown.filter((f) => f.role === 'fill'), [shown]);
  const incomplete = useMemo(
    () =>
      new Set(
        incompleteFields(
          mine.filter((f) => f.signatory_uuid === signerUuid),
          disabled,
        ).map((f) => f.uuid),
      ),
    [mine, disabled, signerUuid],
  );

  /** Every field the signer may fill, as it now stands: what the draft keeps. */
  const draftValues = useMemo(
    () =>
      new Map<string, DraftValue>(
        merged
          .filter((f) => signerFieldRole(f, signerUuid, isMultiEdit) === 'fill')
          .map((f) => [f.uuid, { data: f.data, file_key: f.file_key }]),
      ),
    [merged, signerUuid, isMultiEdit],
  );

  /** What another tab or device saved, shown as if typed here. */
  const adopt = useCallback((changes: Record<string, FieldEdit>) => {
    setEdits((current) => {
      const next = new Map(current);
      for (const [uuid, change] of Object.entries(changes))
        next.set(uuid, { ...current.get(uuid), ...change });
      return next;
    });
  }, []);

  const edit = useCallback((uuid: string, change: FieldEdit) => {
    setEdits((current) => new Map(current).set(uuid, { ...current.get(uuid), ...change }));
  }, []);

  const toggle = useCallback(
    (uuid: string) => {
      setEdits((current) => {
        const next = new Map(current);
        for (const f of toggleCheckbox(merged, uuid))
          next.set(f.uuid, { ...next.get(f.uuid), data: f.data });
        return next;
      });
    },
    [merged],
  );

  /** What a submission carries: every field the signer changed, as it now stands. */
  const inputs = useCallback(
    (): FieldInput[] =>
      merged
        .filter((f) => edits.has(f.uuid))
        .map((f) => ({ uuid: f.uuid, data: f.data, file_key: f.file_key })),
    [merged, edits],
  );

  return {
    shown,
    mine,
    incomplete,
    edit,
    toggle,
    inputs,
    adopt,
    draftValues,
    dirty: edits.size > 0,
    order: mine.map((f) => f.uuid),
  };
};

export type SigningState = ReturnType<typeof useSigningState>;
