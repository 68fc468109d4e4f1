import { signerFieldLabel, type DataField } from '@quire/domain';
import { fieldTypeLabel } from '../editor/fields/field-type-meta.ts';
import { i18n } from '../../i18n/i18n.ts';

/** What a field is called to the signer: its label (description or named id), else its type. */
export const fieldNameOf = (field: Pick<DataField, 'description' | 'custom_id' | 'type'>) =>
  signerFieldLabel(field) ?? fieldTypeLabel(i18n.t, field.type);

/** What an empty text field shows inside: its label, else an invitation to type. */
export const textPlaceholderOf = (field: Pick<DataField, 'description' | 'custom_id' | 'type'>) =>
  signerFieldLabel(field) ?? (field.type === 'question' ? 'Your answer' : 'Type here');

/** Fields the signer types into: on a phone they are edited in the field sheet. */
export const isTypedField = (field: Pick<DataField, 'type' | 'auto_assign_date'>) =>
  field.type === 'text' ||
  field.type === 'question' ||
  (field.type === 'date' && !field.auto_assign_date);
