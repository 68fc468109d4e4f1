import { FIELD_MESSAGES } from '@quire/domain';
import {
  enEditorApi,
  enEditorAppendices,
  enEditorFormView,
  enEditorNotifications,
  enEditorSubscriptions,
} from './en-editor-around.ts';
import { enEditorAttributes, enEditorDeadline, enEditorMore } from './en-editor-extras.ts';
import { enEditorFields } from './en-editor-fields.ts';
import { enEditorFlags } from './en-editor-flags.ts';
import { enEditorRequest } from './en-editor-request.ts';
import { enEditorRules } from './en-editor-rules.ts';
import { enEditorSettings } from './en-editor-settings.ts';
import { enEditorLinks, enEditorMapping } from './en-editor-templates.ts';
import { enEditorSigners } from './en-editor-signers.ts';

/** The setup editor (features/editor): English. Its tabs and dialogs have their own files. */
export const enEditor = {
  cancel: 'Cancel',
  save: 'Save',
  tryAgain: 'Try again',
  close: 'Close',
  loading: 'Loading…',
  me: 'Me',
  sidebar: 'Editor sidebar',
  tapToPlace: 'Tap the page to place the field',
  fieldsAndSettings: 'Fields and settings',
  editDocument: 'Edit document',
  savingChanges: FIELD_MESSAGES.savingChanges,
  // §8, word for word (en-editor.test.ts holds them to the domain's wording).
  copied: 'Copied {{count}} field(s) to clipboard',
  pasted: 'Pasted {{count}} field(s)',
  undoCleared: 'Cleared {{count}} item(s) from the undo stack.',
  status: { saved: 'Saved', failed: 'Not saved' },
  panels: {
    label: 'Editor panels',
    fields: 'Fields',
    signers: 'Signers',
    settings: 'Settings',
    rules: 'Rules',
    more: 'More',
  },
  minimap: {
    label: 'Minimap',
    pages: 'Pages',
    close: 'Close minimap',
    goTo: 'Go to page {{page}}',
  },
  toolbar: {
    undo: 'Undo (ctrl z)',
    redo: 'Redo (ctrl y)',
    paste: 'Paste (ctrl v)',
    quickFill: 'Quickly fill my fields',
    minimap: 'Minimap (ctrl ])',
    locked: 'Fields locked',
  },
  fields: enEditorFields,
  signers: enEditorSigners,
  settings: enEditorSettings,
  flags: enEditorFlags,
  request: enEditorRequest,
  mapping: enEditorMapping,
  link: enEditorLinks,
  more: enEditorMore,
  deadline: enEditorDeadline,
  attributes: enEditorAttributes,
  rules: enEditorRules,
  notifications: enEditorNotifications,
  subscriptions: enEditorSubscriptions,
  api: enEditorApi,
  formView: enEditorFormView,
  appendices: enEditorAppendices,
  countdown: {
    seconds_one: '{{count}} second',
    seconds_other: '{{count}} seconds',
    minutes_one: '{{count}} min',
    minutes_other: '{{count}} mins',
    hours_one: '{{count}} hour',
    hours_other: '{{count}} hours',
    days_one: '{{count}} day',
    days_other: '{{count}} days',
  },
  quickFill: {
    datePlaceholder: 'yyyy-mm-dd',
    title: 'Quickly fill your fields',
    empty: 'None of the fields are yours to fill. Fields assigned to “Me” appear here.',
    badDate: 'Use yyyy-mm-dd, yyyy/mm/dd, dd/mm/yyyy or dd-mm-yyyy',
    fill: 'Fill fields',
  },
};
