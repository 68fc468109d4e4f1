import { PASSWORD_MAX_LENGTH } from './constants.ts';

/**
 * The words of the domain's zod schemas that are not in another message set: what a form shows
 * under a field and what the server answers when a body breaks the rule. Each key is the message's
 * stable code; the web shows it in its reader's language (ADR 0055, server-text.ts).
 */
export const SCHEMA_MESSAGES = {
  fullNameTooLong: 'Your name may be at most 200 characters long.',
  passwordTooLong: `A password may be at most ${PASSWORD_MAX_LENGTH} characters long.`,
  dialingCodeInvalid: 'Please choose a valid dialing code.',
  workspaceNameTooLong: 'A workspace name may be at most 100 characters long.',
  themeColourInvalid: 'Please enter a colour such as #1d4898.',
  themeNameRequired: 'Please enter a name for the theme.',
  themeNameTooLong: 'A theme name may be at most 100 characters long.',
  documentNameRequired: 'Please insert a name for your document',
  postSigningUrlInvalid: 'The post-signing URL must be a valid http or https URL.',
  fieldColourInvalid: 'Colours are written #rrggbb.',
  bulkSendDescriptionRequired: 'A description is required',
  permissionNotBoolean: 'Each permission must be true or false.',
  folderChangeEmpty: 'Send a new name, a new parent_id, or both.',
} as const;
