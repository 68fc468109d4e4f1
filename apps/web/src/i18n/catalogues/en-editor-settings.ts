import { MESSAGES } from '@quire/domain';

/** The setup editor's Settings tab (mail wording, theme, date format): English. */
export const enEditorSettings = {
  title: 'Settings',
  saving: 'Saving settings',
  onlyInSetup: 'Settings can only be changed while the document is in setup.',
  extras: 'Email subject and message',
  standardWording: 'The standard wording is used.',
  edit: 'Edit',
  groupsOffTitle: 'Turn signer groups off',
  groupsOffConfirm:
    'Turning signer groups off deletes the groups of this document. Their signers stay on the document, ungrouped.',
  groupsOff: 'Turn off and delete groups',
  extrasIntro:
    'Signers and copy recipients see these in the email that brings them to the document. Leave them empty to use the standard wording.',
  subject: 'Subject',
  subjectExample: 'e.g. Please sign {{name}}',
  message: 'Message',
  messagePlaceholder: 'Add a personal note for the people you are sending this to.',
  dateFormat: 'Date format',
  dateFormatHint: 'How dates read to signers, on screen and in the signed PDF.',
  dateFormatHelp:
    'Signers type dates in this format or pick them from a calendar; the date a signer signs is written the same way.',
  workspaceDefault: 'Workspace default ({{name}})',
  quireDefault: 'Quire default',
  loadingThemes: 'Loading themes…',
  noThemes: 'This workspace has no themes yet: mails and signing pages use Quire’s look.',
  themeHint: 'The colours and heading images of the mails and signing pages of this document.',
  theme: 'Branding theme',
  themeDeleted:
    'The theme chosen for this document was deleted; it uses the workspace default now.',
  themesFailed: MESSAGES.fetchThemesFailed,
  manageThemes: 'Manage themes',
};
