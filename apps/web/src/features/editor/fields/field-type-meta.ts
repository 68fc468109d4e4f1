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
import type { ComponentType } from 'react';

type FieldTypeMeta = {
  label: string;
  /** What a field narrower than §9's 75 points shows instead of its name. */
  short: string;
  icon: ComponentType<{
    size?: number | string;
    stroke?: number;
    className?: string;
    'aria-hidden'?: boolean;
  }>;
  hint: string;
};

/** How the palette and the page name and draw each §3 field type. */
export const FIELD_TYPE_META: Record<FieldType, FieldTypeMeta> = {
  signature: {
    label: 'Signature',
    short: 'Sign',
    icon: IconSignature,
    hint: 'The signer signs here',
  },
  initial: {
    label: 'Initials',
    short: 'Init',
    icon: IconSquareRoundedLetterI,
    hint: 'The signer initials here',
  },
  text: { label: 'Text', short: 'Text', icon: IconLetterCase, hint: 'A line of text' },
  date: { label: 'Date', short: 'Date', icon: IconCalendar, hint: 'A date, or the signing date' },
  check: { label: 'Checkbox', short: 'Check', icon: IconSquareCheck, hint: 'Checked or unchecked' },
  choice: { label: 'Choice', short: 'Pick', icon: IconList, hint: 'One of a list of options' },
  file: { label: 'File', short: 'File', icon: IconPaperclip, hint: 'The signer attaches a file' },
  image: { label: 'Image', short: 'Image', icon: IconPhoto, hint: 'The signer adds a picture' },
  link: { label: 'Link', short: 'Link', icon: IconLink, hint: 'A link on the page' },
  note: { label: 'Note', short: 'Note', icon: IconNote, hint: 'A note for the signers' },
  question: { label: 'Question', short: 'Ask', icon: IconHelpCircle, hint: 'Asked before signing' },
  approve: { label: 'Approve', short: 'Approve', icon: IconCircleCheck, hint: 'An approve button' },
  decline: { label: 'Decline', short: 'Decline', icon: IconCircleX, hint: 'A decline button' },
  block: {
    label: 'Block out',
    short: 'Block',
    icon: IconSquareFilled,
    hint: 'Hides what is under it',
  },
  highlight: { label: 'Highlight', short: 'Mark', icon: IconHighlight, hint: 'Marks a passage' },
  signer_setup: {
    label: 'Signer setup',
    short: 'Setup',
    icon: IconUserCog,
    hint: 'A signer names the next one',
  },
  blank: { label: 'Blank', short: 'Blank', icon: IconForms, hint: 'An empty field' },
};

/**
 * A field's accessible name: its type and id, who fills it in and whether it must be filled
 * ("Signature field signature_1, for Ada Lovelace, required").
 */
export const fieldLabel = (
  field: { type: FieldType; custom_id: string | null; required: boolean },
  signerName: string | null,
): string =>
  [
    `${FIELD_TYPE_META[field.type].label} field${field.custom_id ? ` ${field.custom_id}` : ''}`,
    signerName ? `for ${signerName}` : null,
    field.required ? 'required' : null,
  ]
    .filter(Boolean)
    .join(', ');

/** The palette's sections: what a signer does, what a signer fills in, what marks the page. */
export const PALETTE_SECTIONS: { title: string; types: readonly FieldType[] }[] = [
  { title: 'Signing', types: ['signature', 'initial', 'date', 'approve', 'decline'] },
  {
    title: 'Filled in by signers',
    types: ['text', 'check', 'choice', 'question', 'file', 'image', 'signer_setup', 'blank'],
  },
  { title: 'On the page', types: ['note', 'link', 'highlight', 'block'] },
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
