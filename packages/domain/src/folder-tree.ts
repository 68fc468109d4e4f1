import { z } from 'zod';
import { SCHEMA_MESSAGES } from './schema-messages.ts';
import { canMove, type Actor, type DocumentFacts } from './document-access.ts';
import type { Permissions } from './permissions.ts';

/**
 * The file-directory tree (spec §1, §7 `GET /app/trees/{tree_id}/tree?parent_id`, §8): one tree of
 * folders per workspace, its id the workspace's account key, in which packs and templates are
 * filed. A pack sits in at most one folder; a pack in no folder is at the tree's root. The tree
 * is loaded one level at a time (`parent_id`), so a workspace with thousands of folders answers
 * as fast as one with ten. Decisions: docs/adr/0056-tree-file-directory.md.
 */

/** §8 and the tree's own messages; the spec's words where it has them. */
export const TREE_MESSAGES = {
  /** §8: shown, with the reload option, when the tree (the workspace's categories) cannot load. */
  fetchFailed: 'Error fetching categories.',
  treeNotFound: 'Folder tree not found.',
  folderNotFound: 'Folder not found.',
  nameRequired: 'Please enter a folder name.',
  nameTooLong: 'A folder name can be at most 100 characters.',
  nameTaken: 'There is already a folder with this name here.',
  notEmpty:
    'This folder is not empty. Move its folders and documents elsewhere before deleting it.',
  intoItself: 'A folder cannot be moved into itself or into one of its own folders.',
  tooDeep: 'Folders can be nested at most 8 levels deep.',
  trashedPack: 'Restore this document from the trash before filing it in a folder.',
  /** §8 (move): a failed filing or folder move in the browser. */
  moveFailed: 'An error occurred while performing this move.',
} as const;

export const FOLDER_NAME_MAX = 100;
/** Deep enough for client / year / matter filing, shallow enough to show on a phone. */
export const FOLDER_MAX_DEPTH = 8;

/** A name as stored: trimmed, inner runs of white space as one space. */
export const normaliseFolderName = (name: string): string => name.trim().replace(/\s+/g, ' ');

export const folderNameSchema = z
  .string()
  .transform(normaliseFolderName)
  .pipe(
    z
      .string()
      .min(1, { error: TREE_MESSAGES.nameRequired })
      .max(FOLDER_NAME_MAX, { error: TREE_MESSAGES.nameTooLong }),
  );

/** A folder as the tree answers it. */
export type TreeFolder = {
  id: string;
  name: string;
  /** The folder it sits in; null at the tree's root. */
  parent_id: string | null;
  /** Whether it has folders of its own (the browser shows an expander, loaded when opened). */
  has_children: boolean;
  date_created: string;
};

/** The answer of GET /app/trees/{tree_id}/tree: one level, with the way to it. */
export type FolderTree = {
  tree_id: string;
  /** The workspace's name: the root as people see it. */
  name: string;
  parent_id: string | null;
  /** The folders from the root down to parent_id, itself included (empty at the root). */
  path: { id: string; name: string }[];
  folders: TreeFolder[];
};

export const treeQuerySchema = z.object({
  parent_id: z.string().min(1).max(64).optional(),
});

export const createFolderBodySchema = z.object({
  data: z.object({
    name: folderNameSchema,
    parent_id: z.string().min(1).max(64).nullable().default(null),
  }),
});
export type CreateFolderInput = z.infer<typeof createFolderBodySchema>['data'];

/** Rename, move, or both; at least one. */
export const updateFolderBodySchema = z.object({
  data: z
    .object({
      name: folderNameSchema.optional(),
      parent_id: z.string().min(1).max(64).nullable().optional(),
    })
    .refine((d) => d.name !== undefined || d.parent_id !== undefined, {
      error: SCHEMA_MESSAGES.folderChangeEmpty,
    }),
});
export type UpdateFolderInput = z.infer<typeof updateFolderBodySchema>['data'];

/** POST /app/documents/{key}/file_in_folder: the folder, or null for the tree's root. */
export const fileInFolderBodySchema = z.object({
  data: z.object({ folder_id: z.string().min(1).max(64).nullable() }),
});

/**
 * Whether moving `folderId` under `newParentId` is allowed, given the ancestors of the new parent
 * (nearest first, the new parent itself included) and the depth of the moved folder's subtree
 * (1 for a folder without folders). Answers the refusal message, or null.
 */
export const folderMoveRefusal = (
  folderId: string,
  newParentChain: readonly string[],
  subtreeDepth: number,
): string | null => {
  if (newParentChain.includes(folderId)) return TREE_MESSAGES.intoItself;
  if (newParentChain.length + subtreeDepth > FOLDER_MAX_DEPTH) return TREE_MESSAGES.tooDeep;
  return null;
};

/** The audit trail's words for a filing (details of the 'filed' record). */
export const filingDescription = (from: string | null, to: string | null): string =>
  to === null
    ? `Removed from folder '${from ?? ''}'`
    : from === null
      ? `Filed in folder '${to}'`
      : `Moved from folder '${from}' to folder '${to}'`;

/**
 * Who may file a pack in a folder: someone who may move it (the type's move flag) in the pack's
 * own workspace, whose tree it is; a trashed pack is restored first.
 */
export const canFileInFolder = (doc: DocumentFacts, actor: Actor): boolean =>
  canMove(doc, actor) &&
  doc.account_key !== null &&
  doc.account_key === actor.account_key &&
  !doc.is_deleted;

/** Folders are made, renamed, moved and deleted under can_move_documents (ADR 0056). */
export const mayManageFolders = (permissions: Permissions): boolean =>
  permissions.can_move_documents;
