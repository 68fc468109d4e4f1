import { signerFieldLabel, type DataField } from '@quire/domain';
import type { TFunction } from 'i18next';
import { fieldTypeLabel } from '../editor/fields/field-type-meta.ts';

type Named = Pick<DataField, 'description' | 'custom_id' | 'type'>;

/** What a field is called to the signer: its label (description or named id), else its type. */
export const fieldNameOf = (t: TFunction, field: Named) =>
  signerFieldLabel(field) ?? fieldTypeLabel(t, field.type);

/** What an empty text field shows inside: its label, else an invitation to type. */
export const textPlaceholderOf = (t: TFunction, field: Named) =>
  signerFieldLabel(field) ??
  (field.type === 'question' ? t('signer.field.yourAnswer') : t('signer.field.typeHere'));

/** Fields the signer types into: on a phone they are edited in the field sheet. */
export const isTypedField = (field: Pick<DataField, 'type' | 'auto_assign_date'>) =>
  field.type === 'text' ||
  field.type === 'question' ||
  (field.type === 'date' && !field.auto_assign_date);
