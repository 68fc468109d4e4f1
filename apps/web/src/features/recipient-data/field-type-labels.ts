import type { RecipientFieldType } from '@quire/domain';

/** A column's type as the rows table's header names it. */
export const TYPE_LABELS: Record<RecipientFieldType, string> = {
  text: 'Text',
  number: 'Number',
  date: 'Date',
};
