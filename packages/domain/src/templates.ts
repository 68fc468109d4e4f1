import { MESSAGES, someSavedAsTemplatesMessage, templatesSavedMessage } from './messages.ts';
import type { Permissions } from './permissions.ts';

/**
 * Saving as a template makes a template copy of a document (§7 convert_to_template): the server
 * asks for both the template and the copy permission, so the web app offers it only with both.
 */
export const maySaveAsTemplate = (permissions: Permissions | null | undefined): boolean =>
  Boolean(
    permissions?.can_create_templates &&
    permissions.document_permissions.can_create_document_copies,
  );

export const TEMPLATE_MESSAGES = {
  savedAsTemplate: 'Saved as template.',
  openTemplate: 'Open template',
  showTemplates: 'Show templates',
  documentFromTemplate: 'Document created from the template.',
} as const;

export type TemplateSaveOutcome = {
  color: 'success' | 'warning' | 'danger';
  message: string;
};

/**
 * What the bulk bar says after saving each selected document as a template: the spec's copy
 * words (§8) when some or none could be, a count otherwise.
 */
export const templateSaveOutcome = (saved: number, failed: number): TemplateSaveOutcome => {
  if (saved === 0) return { color: 'danger', message: MESSAGES.documentsNotCopied };
  if (failed > 0)
    return {
      color: 'warning',
      message: someSavedAsTemplatesMessage(saved, saved + failed),
    };
  return {
    color: 'success',
    message: saved === 1 ? TEMPLATE_MESSAGES.savedAsTemplate : templatesSavedMessage(saved),
  };
};
