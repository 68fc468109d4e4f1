import type { FieldEdit, SigningField } from './use-signing-state.ts';

/** What a signer can do to a field, wherever it shows (on the page, in the form view). */
export type SigningFieldActions = {
  edit: (uuid: string, change: FieldEdit) => void;
  toggle: (uuid: string) => void;
  sign: (field: SigningField) => void;
  attach: (field: SigningField) => void;
  approve: (field: SigningField) => void;
  decline: (field: SigningField) => void;
  focus: (uuid: string) => void;
  /** The signer tapped or clicked the field (a phone opens its field sheet). */
  open?: (uuid: string) => void;
};
