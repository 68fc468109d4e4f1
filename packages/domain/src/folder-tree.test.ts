import { describe, expect, it } from 'vitest';
import type { Actor, DocumentFacts } from './document-access.ts';
import {
  FOLDER_MAX_DEPTH,
  TREE_MESSAGES,
  canFileInFolder,
  filingDescription,
  folderMoveRefusal,
  folderNameSchema,
  updateFolderBodySchema,
} from './folder-tree.ts';
import { DEFAULT_PERMISSIONS } from './permissions.ts';

const actor = (overrides: Partial<Actor['permissions']> = {}): Actor => ({
  user_key: 'u1',
  account_key: 'team',
  is_admin: false,
  permissions: { ...DEFAULT_PERMISSIONS, can_move_documents: true, ...overrides },
});
const pack = (overrides: Partial<DocumentFacts> = {}): DocumentFacts => ({
  account_key: 'team',
  created_by: 'u2',
  document_type: 'document',
  status: 'setup',
  is_deleted: false,
  is_pack: true,
  visible_to_organisation: true,
  viewers: [],
  ...overrides,
});

describe('folder names', () => {
  it('are trimmed with inner white space as one space, 1 to 100 characters', () => {
    expect(folderNameSchema.parse('  Client   files ')).toBe('Client files');
    expect(folderNameSchema.safeParse(' \t ').error?.issues[0]?.message).toBe(
      TREE_MESSAGES.nameRequired,
    );
    expect(folderNameSchema.safeParse('x'.repeat(101)).error?.issues[0]?.message).toBe(
      TREE_MESSAGES.nameTooLong,
    );
    expect(folderNameSchema.parse('x'.repeat(100))).toHaveLength(100);
  });

  it('an update must rename or move', () => {
    expect(updateFolderBodySchema.safeParse({ data: {} }).success).toBe(false);
    expect(updateFolderBodySchema.safeParse({ data: { parent_id: null } }).success).toBe(true);
  });
});

describe('moving a folder', () => {
  it('never into itself or below itself', () => {
    expect(folderMoveRefusal('a', ['a'], 1)).toBe(TREE_MESSAGES.intoItself);
    expect(folderMoveRefusal('a', ['c', 'b', 'a'], 1)).toBe(TREE_MESSAGES.intoItself);
    expect(folderMoveRefusal('a', ['c', 'b'], 1)).toBeNull();
  });

  it('keeps the whole tree within the depth limit, subtree included', () => {
    const parents = (n: number) => Array.from({ length: n }, (_, i) => `p${i}`);
    expect(folderMoveRefusal('a', parents(FOLDER_MAX_DEPTH - 1), 1)).toBeNull();
    expect(folderMoveRefusal('a', parents(FOLDER_MAX_DEPTH), 1)).toBe(TREE_MESSAGES.tooDeep);
    expect(folderMoveRefusal('a', parents(FOLDER_MAX_DEPTH - 2), 3)).toBe(TREE_MESSAGES.tooDeep);
    expect(folderMoveRefusal('a', parents(FOLDER_MAX_DEPTH - 3), 3)).toBeNull();
  });
});

describe('filing a pack', () => {
  it('needs the move flag of its type, in its own workspace, out of the trash', () => {
    expect(canFileInFolder(pack(), actor())).toBe(true);
    expect(canFileInFolder(pack(), actor({ can_move_documents: false }))).toBe(false);
    const template = pack({ document_type: 'template' });
    expect(canFileInFolder(template, actor({ can_move_templates: true }))).toBe(true);
    expect(canFileInFolder(template, actor({ can_move_templates: false }))).toBe(false);
    expect(canFileInFolder(pack({ account_key: 'other', created_by: 'u1' }), actor())).toBe(false);
    expect(canFileInFolder(pack({ is_deleted: true }), actor())).toBe(false);
  });

  it('is described in the audit trail by where it went', () => {
    expect(filingDescription(null, 'Leases')).toBe("Filed in folder 'Leases'");
    expect(filingDescription('Leases', 'Archive')).toBe(
      "Moved from folder 'Leases' to folder 'Archive'",
    );
    expect(filingDescription('Archive', null)).toBe("Removed from folder 'Archive'");
  });
});
