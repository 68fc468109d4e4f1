import { enEditorFields } from './en-editor-fields.ts';
import { enEditorSigners } from './en-editor-signers.ts';

/** The setup editor (features/editor): English. Its tabs and dialogs have their own files. */
export const enEditor = {
  cancel: 'Cancel',
  save: 'Save',
  fields: enEditorFields,
  signers: enEditorSigners,
  quickFill: {
    title: 'Quickly fill your fields',
    empty: 'None of the fields are yours to fill. Fields assigned to “Me” appear here.',
    badDate: 'Use yyyy-mm-dd, yyyy/mm/dd, dd/mm/yyyy or dd-mm-yyyy',
    fill: 'Fill fields',
  },
};
