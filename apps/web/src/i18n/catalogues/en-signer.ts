import {
  DRAFT_STATUS_LABELS,
  MESSAGES,
  META_DATA_MESSAGES,
  SIGNING_DRAFT_MESSAGES,
  SIGNING_MESSAGES,
  UNFINISHED_SIGNING_WARNING,
} from '@quire/domain';

/**
 * The rest of the signer's page (field names, field sheet, date input, notes, form view, drafts,
 * document tabs, supporting documents): English.
 */
export const enSigner = {
  close: 'Close',
  cancel: 'Cancel',
  loading: 'Loading…',
  theSender: 'the sender',
  field: {
    yourAnswer: 'Your answer',
    typeHere: 'Type here',
  },
  sheet: {
    fillIn: 'Fill in {{field}}',
    done: 'Done',
  },
  date: {
    pick: 'Pick the date from a calendar',
  },
  wizard: {
    start: 'Start',
    next: 'Next',
  },
  tabs: {
    viewed: 'viewed',
    nextDocument: 'Next document',
    left_one: '{{count}} field to fill in {{document}}',
    left_other: '{{count}} fields to fill in {{document}}',
  },
  supporting: {
    title: 'Supporting documents',
    pleaseRead: '(please read)',
  },
  view: {
    showAs: 'Show the document as',
    form: 'Form',
    pages: 'Pages',
  },
  form: {
    region: 'Form',
    loading: 'Loading the form',
    failed: 'The form could not be loaded',
    failedText: 'Fill in the fields on the pages instead.',
    showPages: 'Show the pages',
    nothing: 'Nothing for you to fill in',
    nothingText: 'Read the pages, then select Done Signing.',
    alsoToFill: 'Also to fill in',
    yourFields: 'Your fields',
    required: 'Fill this in to finish',
    replace: 'Replace',
    yours: { signature: 'Your signature', initial: 'Your initials' },
    change: { signature: 'Change signature', initial: 'Change initials' },
  },
  notes: {
    add: 'Add note',
    placing: 'Click the page to place the note · Cancel',
    addTitle: 'Add a note',
    yourNote: 'Your note',
    note: 'Note',
    noteHint: 'The sender and their team will see it on the page.',
    visible: 'Show this note in the signed document',
    remove: 'Remove note',
    save: 'Save note',
    by: 'Note by {{name}}: {{text}}',
    editYours: '{{note}}. Edit your note',
    placeOnPage: 'Place the note on page {{page}}',
  },
  draft: DRAFT_STATUS_LABELS,
  metaData: {
    fetchFailed: META_DATA_MESSAGES.fetchFailed,
    noDataForSelection: META_DATA_MESSAGES.noDataForSelection,
    clear: 'Clear selections',
  },
  messages: {
    incompleteFields: SIGNING_MESSAGES.incompleteFields,
    childRejectionFailed: SIGNING_MESSAGES.childRejectionFailed,
    defaultRejectionReason: SIGNING_MESSAGES.defaultRejectionReason,
    notSavedYet: SIGNING_DRAFT_MESSAGES.notSavedYet,
    noExecutables: MESSAGES.noExecutables,
    uploadFailed: `${MESSAGES.uploadFailedPrefix} {{reason}}`,
    unfinished: UNFINISHED_SIGNING_WARNING,
  },
};
