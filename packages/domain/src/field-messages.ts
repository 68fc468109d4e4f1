import { MESSAGES } from './messages.ts';

/**
 * Messages of the field editor and the data-field routes. Word for word from §5/§8 where the spec
 * names them; the rest are Quire's own wording.
 */
export const FIELD_MESSAGES = {
  // §5 field placement
  fieldsOverlap: 'fields overlap, not adding',
  fieldsRepositioned: 'Fields that were off the page have been moved onto it.',
  // §5 custom ids (shown for 5 s)
  customIdStripped:
    'The characters < > + - / * % ! = are not allowed in field ids and were removed.',
  invalidCustomIds: 'There are fields with invalid custom IDs',
  // §8
  savingChanges: 'Saving your changes...',
  updateInProgress: 'Update in progress',
  // Route refusals (Quire's wording)
  notInSetup: MESSAGES.notInSetup,
  fieldsLocked: 'The fields of this document are locked.',
  ownSignatureNotAllowed: "You don't have the permissions to update your signature and initials.",
  highlightNotAllowed: "You don't have the permissions to set up highlight fields.",
  tooManyFields: 'At most 100 data fields can be saved at once.',
  noFields: 'No data fields were sent.',
  fieldNotInPack: 'The field belongs to a document outside this pack.',
  newFieldIncomplete: 'A new field needs a document, a type, a page and a position.',
  pageNotFound: 'The field is on a page the document does not have.',
  invalidField: 'Invalid data field.',
} as const;

export const copiedFieldsMessage = (n: number): string => `Copied ${n} field(s) to clipboard`;
export const pastedFieldsMessage = (n: number): string => `Pasted ${n} field(s)`;
export const undoClearedMessage = (n: number): string =>
  `Cleared ${n} item(s) from the undo stack.`;

/** §5 field repeat skip warnings. */
export const repeatSkippedOverlapMessage = (n: number): string =>
  `Skipped ${n} field(s) that would overlap existing fields.`;
export const repeatSkippedNoPageMessage = (names: readonly string[]): string =>
  `Skipped documents without a matching page: ${names.join(', ')}.`;
