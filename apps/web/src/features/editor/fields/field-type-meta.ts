import type { FieldType } from '@quire/domain';
import {
  IconCalendar,
  IconCircleCheck,
  IconCircleX,
  IconForms,
  IconHelpCircle,
  IconHighlight,
  IconLetterCase,
  IconLink,
  IconList,
  IconNote,
  IconPaperclip,
  IconPhoto,
  IconSignature,
  IconSquareFilled,
  IconSquareRoundedLetterI,
  IconSquareCheck,
  IconUserCog,
} from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { ComponentType } from 'react';

type FieldTypeMeta = {
  icon: ComponentType<{
    size?: number | string;
    stroke?: number;
    className?: string;
    'aria-hidden'?: boolean;
  }>;
};

/**
 * How the palette and the page draw each §3 field type; its names are in the catalogue
 * (`fieldTypes.<type>.label`, `.short`, `.hint`: en-field-types.ts, shared with the signer's page).
 */
export const FIELD_TYPE_META: Record<FieldType, FieldTypeMeta> = {
  signature: { icon: IconSignature },
  initial: { icon: IconSquareRoundedLetterI },
  text: { icon: IconLetterCase },
  date: { icon: IconCalendar },
  check: { icon: IconSquareCheck },
  choice: { icon: IconList },
  file: { icon: IconPaperclip },
  image: { icon: IconPhoto },
  link: { icon: IconLink },
  note: { icon: IconNote },
  question: { icon: IconHelpCircle },
  approve: { icon: IconCircleCheck },
  decline: { icon: IconCircleX },
  block: { icon: IconSquareFilled },
  highlight: { icon: IconHighlight },
  signer_setup: { icon: IconUserCog },
  blank: { icon: IconForms },
};

/** A field type's name in the current language ('Signature'). */
export const fieldTypeLabel = (t: TFunction, type: FieldType): string =>
  t(`fieldTypes.${type}.label`);

/**
 * A field's accessible name: its type and id, who fills it in and whether it must be filled
 * ("Signature field signature_1, for Ada Lovelace, required").
 */
export const fieldLabel = (
  t: TFunction,
  field: { type: FieldType; custom_id: string | null; required: boolean },
  signerName: string | null,
): string =>
  [
    field.custom_id
      ? t('editor.fields.fieldNamed', { type: fieldTypeLabel(t, field.type), id: field.custom_id })
      : t('editor.fields.fieldOfType', { type: fieldTypeLabel(t, field.type) }),
    signerName ? t('editor.fields.fieldFor', { name: signerName }) : null,
    field.required ? t('editor.fields.fieldRequired') : null,
  ]
    .filter(Boolean)
    .join(', ');

/** The palette's sections: what a signer does, what a signer fills in, what marks the page. */
export const PALETTE_SECTIONS: {
  id: 'signing' | 'filledIn' | 'onPage';
  types: readonly FieldType[];
}[] = [
  { id: 'signing', types: ['signature', 'initial', 'date', 'approve', 'decline'] },
  {
    id: 'filledIn',
    types: ['text', 'check', 'choice', 'question', 'file', 'image', 'signer_setup', 'blank'],
  },
  { id: 'onPage', types: ['note', 'link', 'highlight', 'block'] },
];

/**
 * The types a user may pick: the highlight type only with can_setup_highlight_fields (a field
 * that already is one keeps showing its type).
 */
export const typesOffered = (
  types: readonly FieldType[],
  canHighlight: boolean,
  current?: FieldType,
): FieldType[] => types.filter((t) => t !== 'highlight' || canHighlight || t === current);
