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
  icon: ComponentType<{ size?: number | string; stroke?: number }>;
  hint: string;
};

/** How the palette and the page name and draw each §3 field type. */
export const FIELD_TYPE_META: Record<FieldType, FieldTypeMeta> = {
  signature: { label: 'Signature', icon: IconSignature, hint: 'The signer signs here' },
  initial: { label: 'Initials', icon: IconSquareRoundedLetterI, hint: 'The signer initials here' },
  text: { label: 'Text', icon: IconLetterCase, hint: 'A line of text' },
  date: { label: 'Date', icon: IconCalendar, hint: 'A date, or the signing date' },
  check: { label: 'Checkbox', icon: IconSquareCheck, hint: 'Checked or unchecked' },
  choice: { label: 'Choice', icon: IconList, hint: 'One of a list of options' },
  file: { label: 'File', icon: IconPaperclip, hint: 'The signer attaches a file' },
  image: { label: 'Image', icon: IconPhoto, hint: 'The signer adds a picture' },
  link: { label: 'Link', icon: IconLink, hint: 'A link on the page' },
  note: { label: 'Note', icon: IconNote, hint: 'A note for the signers' },
  question: { label: 'Question', icon: IconHelpCircle, hint: 'Asked before signing' },
  approve: { label: 'Approve', icon: IconCircleCheck, hint: 'An approve button' },
  decline: { label: 'Decline', icon: IconCircleX, hint: 'A decline button' },
  block: { label: 'Block out', icon: IconSquareFilled, hint: 'Hides what is under it' },
  highlight: { label: 'Highlight', icon: IconHighlight, hint: 'Marks a passage' },
  signer_setup: { label: 'Signer setup', icon: IconUserCog, hint: 'A signer names the next one' },
  blank: { label: 'Blank', icon: IconForms, hint: 'An empty field' },
};

/** The single-field aria label the page uses ("Signature field signature_1"). */
export const fieldLabel = (type: FieldType, customId: string | null): string =>
  `${FIELD_TYPE_META[type].label} field${customId ? ` ${customId}` : ''}`;
