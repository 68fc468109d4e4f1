import { z } from 'zod';
import { DOCUMENT_TYPES } from './document.ts';
import {
  MESSAGES,
  documentsMovedMessage,
  documentsRecoveredMessage,
  documentsTrashedMessage,
} from './messages.ts';

/** A bulk action names at most a list page's worth of packs several times over. */
export const MAX_BULK_DOCUMENT_KEYS = 100;

const documentKeys = z.array(z.string().min(1).max(100)).max(MAX_BULK_DOCUMENT_KEYS);

/** delete_multiple_documents, recover_multiple_documents, merge_multiple_documents (spec §7). */
export const documentKeysBodySchema = z.object({ document_keys: documentKeys });

/**
 * merge_templates_into_document (§7): template_keys is a JSON list, sent as a list or as the
 * text of one. An empty list is the §5 'No templates selected', answered by the service.
 */
export const mergeTemplatesBodySchema = z.object({
  document_key: z.string().min(1).max(100),
  template_keys: z.preprocess((v) => {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return v;
    }
  }, documentKeys),
});

/** copy_multiple_documents: `type` is what the copies become (a template copied as a document…). */
export const copyMultipleBodySchema = z.object({
  document_keys: documentKeys,
  type: z.enum(DOCUMENT_TYPES).optional(),
});

/** POST /app/copy_move_documents. */
export const copyMoveBodySchema = z.object({
  data: z.object({
    document_keys: documentKeys.min(1),
    action: z.enum(['copy', 'move']),
    to_account_key: z.string().min(1).max(100),
  }),
});

/** POST /app/documents/{pack}/reorder_child_documents. */
export const reorderChildrenBodySchema = z.object({
  child_document_keys: z.array(z.string().min(1).max(100)).min(1).max(500),
});

/** POST /app/documents/updates. */
export const documentUpdatesBodySchema = z.object({
  keys: z.array(z.string().min(1).max(100)).max(500),
  is_trash_view: z.boolean().optional(),
});

/** How many documents a message names: 'Document' alone, else '{n} documents'. */
export const documentCountLabel = (n: number): string => (n === 1 ? 'Document' : `${n} documents`);

/** §8 warnings of bulk actions: the spec's warning when some were skipped, else a plain outcome. */
export const bulkOutcomeMessage = (
  action: 'delete' | 'recover',
  done: number,
  skipped: number,
): string => {
  if (skipped > 0) return action === 'delete' ? MESSAGES.someNotDeleted : MESSAGES.someNotRecovered;
  const label = documentCountLabel(done);
  return action === 'delete' ? documentsTrashedMessage(label) : documentsRecoveredMessage(label);
};

/**
 * §8 "Permission warnings" a bulk action answers with success when it skipped documents the user
 * may not touch: the web app shows these as warnings (not successes) and reloads the list.
 * ('(Some) Document(s) copied.' stays a success message: §8 lists it there.)
 */
export const BULK_PERMISSION_WARNINGS: ReadonlySet<string> = new Set([
  MESSAGES.someNotDeleted,
  MESSAGES.someNotRecovered,
  MESSAGES.someNotMoved,
]);

export const isPermissionWarning = (message: string | undefined): boolean =>
  message !== undefined && BULK_PERMISSION_WARNINGS.has(message);

/** §8 outcome of a copy: all copied, some copied, or none. */
export const copyOutcome = (
  copied: number,
  skipped: number,
): { success: boolean; partial: boolean; message: string } => {
  if (copied === 0) return { success: false, partial: false, message: MESSAGES.mayNotCopy };
  if (skipped > 0) return { success: true, partial: true, message: MESSAGES.someDocumentsCopied };
  return { success: true, partial: false, message: MESSAGES.documentsCopied };
};

/** §8 outcome of a move: '{documents} moved.', or the warnings when some or all were refused. */
export const moveOutcome = (
  moved: number,
  skipped: number,
): { success: boolean; message: string } => {
  if (moved === 0) return { success: false, message: MESSAGES.noneMoved };
  if (skipped > 0) return { success: true, message: MESSAGES.someNotMoved };
  return { success: true, message: documentsMovedMessage(documentCountLabel(moved)) };
};
