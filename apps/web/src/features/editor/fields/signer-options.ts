import type { TFunction } from 'i18next';
import type { EditorContextValue } from '../editor-context.tsx';

/** The signer choices of a field: me, each signer of the pack, or nobody yet. */
export const signerOptions = (t: TFunction, editor: Pick<EditorContextValue, 'signers'>) => [
  ...editor.signers.map((s) => ({ value: s.value, label: s.label })),
  { value: '', label: t('editor.fields.unassigned') },
];
