import { enEditorFields } from './en-editor-fields.ts';
import { enEditorFlags } from './en-editor-flags.ts';
import { enEditorRequest } from './en-editor-request.ts';
import { enEditorSettings } from './en-editor-settings.ts';
import { enEditorSigners } from './en-editor-signers.ts';

/** The setup editor (features/editor): English. Its tabs and dialogs have their own files. */
export const enEditor = {
  cancel: 'Cancel',
  save: 'Save',
  tryAgain: 'Try again',
  close: 'Close',
  fields: enEditorFields,
  signers: enEditorSigners,
  settings: enEditorSettings,
  flags: enEditorFlags,
  request: enEditorRequest,
  countdown: {
    seconds_one: '{{count}} second',
    seconds_other: '{{count}} seconds',
    minutes_one: '{{count}} minute',
    minutes_other: '{{count}} minutes',
    hours_one: '{{count}} hour',
    hours_other: '{{count}} hours',
    days_one: '{{count}} day',
    days_other: '{{count}} days',
  },
  quickFill: {
    title: 'Quickly fill your fields',
    empty: 'None of the fields are yours to fill. Fields assigned to “Me” appear here.',
    badDate: 'Use yyyy-mm-dd, yyyy/mm/dd, dd/mm/yyyy or dd-mm-yyyy',
    fill: 'Fill fields',
  },
};
