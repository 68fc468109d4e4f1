import type { FormViewEntry, FormViewTextType } from './form-view.ts';

/** One block of the form a signer fills instead of the pages (§2 form view for signers). */
export type SignerFormItem =
  | { kind: 'text'; uuid: string; type: FormViewTextType; text: string }
  | {
      kind: 'field';
      uuid: string;
      /** The label the owner gave the entry, else null (the field's own label is used). */
      label: string | null;
    };

/** The signer's part of a pack's form view and what it needed adding (see signerFormItems). */
export type SignerForm = {
  items: SignerFormItem[];
  /** Fields the signer must fill that the owner's view leaves out, shown after it. */
  extra: SignerFormItem[];
};

/**
 * The form a signer fills: the owner's form view in its order, with only the fields this signer
 * fills (`fillable`, in reading order). A field of theirs the view leaves out (added after the view
 * was set up, or removed from it by mistake) still has to be fillable somewhere, or the signer
 * could never finish from the form: those come after the view, in reading order. Text blocks stay
 * where the owner put them; a heading or paragraph is only dropped when the signer has no field at
 * all in the form, since then the form has nothing to say to them.
 */
export const signerForm = (
  entries: readonly FormViewEntry[],
  fillable: readonly string[],
): SignerForm => {
  const mine = new Set(fillable);
  const sorted = [...entries].sort((a, b) => a.position - b.position);
  const items: SignerFormItem[] = [];
  for (const entry of sorted) {
    if (entry.type === 'data_field') {
      if (mine.has(entry.uuid)) items.push({ kind: 'field', uuid: entry.uuid, label: entry.label });
    } else items.push({ kind: 'text', uuid: entry.uuid, type: entry.type, text: entry.data });
  }
  const listed = new Set(items.filter((item) => item.kind === 'field').map((item) => item.uuid));
  const extra: SignerFormItem[] = fillable
    .filter((uuid) => !listed.has(uuid))
    .map((uuid) => ({ kind: 'field', uuid, label: null }));
  return { items: listed.size > 0 ? items : [], extra };
};
