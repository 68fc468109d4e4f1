import { enEditorFields } from './en-editor-fields.ts';
import { enEditorFlags } from './en-editor-flags.ts';
import { enEditorSettings } from './en-editor-settings.ts';
import { enEditorSigners } from './en-editor-signers.ts';

/** The setup editor (features/editor): English. Its tabs and dialogs have their own files. */
export const enEditor = {
  cancel: 'Cancel',
  save: 'Save',
  tryAgain: 'Try again',
  fields: enEditorFields,
  signers: enEditorSigners,
  settings: enEditorSettings,
  flags: enEditorFlags,
  quickFill: {
    title: 'Quickly fill your fields',
    empty: 'None of the fields are yours to fill. Fields assigned to “Me” appear here.',
    badDate: 'Use yyyy-mm-dd, yyyy/mm/dd, dd/mm/yyyy or dd-mm-yyyy',
    fill: 'Fill fields',
  },
};
