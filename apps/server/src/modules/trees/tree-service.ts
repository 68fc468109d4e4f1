import { eq, sql } from 'drizzle-orm';
import {
  TREE_MESSAGES,
  folderMoveRefusal,
  type CreateFolderInput,
  type FolderTree,
  type TreeFolder,
  type UpdateFolderInput,
} from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { accounts, treeFolders } from '../../db/schema.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { newKey } from '../../lib/ids.ts';
import { requirePermission } from '../../lib/require-permission.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { actorOf } from '../documents/document-access-service.ts';
import {
  findAncestry,
  findFolder,
  findLevel,
  isFolderEmpty,
  isNameTaken,
  subtreeDepth,
  type FolderRow,
} from './tree-repository.ts';

const conflict = (message: string) => new AppError(409, message);

/**
 * The tree the caller may use: their selected workspace's, whose id is its account key. Any other
 * id, another workspace's included, is unknown (404), so ids reveal nothing.
 */
const treeOf = (auth: Auth, treeId: string) => {
  const actor = actorOf(auth);
  if (actor.account_key === null || actor.account_key !== treeId)
    throw notFound(TREE_MESSAGES.treeNotFound);
  return { actor, accountKey: actor.account_key };
};

/** Folder management is governed by can_move_documents (ADR 0056). */
const treeForChanges = (auth: Auth, treeId: string) => {
  const tree = treeOf(auth, treeId);
  requirePermission(tree.actor.permissions, 'can_move_documents');
  return tree;
};

const folderOf = async (db: Db, accountKey: string, key: string): Promise<FolderRow> => {
  const folder = await findFolder(db, accountKey, key);
  if (!folder) throw notFound(TREE_MESSAGES.folderNotFound);
  return folder;
};

export const toTreeFolder = (row: FolderRow, hasChildren: boolean): TreeFolder => ({
  id: row.key,
  name: row.name,
  parent_id: row.parent_key,
  has_children: hasChildren,
  date_created: row.date_created.toISOString(),
});

/** GET /app/trees/{tree_id}/tree?parent_id: one level of the tree and the way down to it. */
export const getTreeLevel = async (
  ctx: AppContext,
  auth: Auth,
  treeId: string,
  parentId: string | null,
): Promise<FolderTree> => {
  const { accountKey } = treeOf(auth, treeId);
  if (parentId !== null) await folderOf(ctx.db, accountKey, parentId);
  const [account] = await ctx.db
    .select({ name: accounts.name })
    .from(accounts)
    .where(eq(accounts.key, accountKey));
  const level = await findLevel(ctx.db, accountKey, parentId);
  const path = parentId === null ? [] : (await findAncestry(ctx.db, parentId)).reverse();
  return {
    tree_id: accountKey,
    name: account?.name ?? '',
    parent_id: parentId,
    path: path.map((p) => ({ id: p.key, name: p.name })),
    folders: level.map((l) => toTreeFolder(l.folder, l.has_children)),
  };
};

/** Where a folder may go: the root, or a folder of the same tree within the depth limit. */
const assertPlacement = async (
  db: Db,
  accountKey: string,
  parentId: string | null,
  moving: { key: string; depth: number } | null,
) => {
  if (parentId === null) return;
  await folderOf(db, accountKey, parentId);
  const chain = (await findAncestry(db, parentId)).map((f) => f.key);
  const refusal = folderMoveRefusal(moving?.key ?? '', chain, moving?.depth ?? 1);
  if (refusal) throw badRequest(refusal);
};

const assertNameFree = async (
  db: Db,
  accountKey: string,
  parentId: string | null,
  name: string,
  exceptKey: string | null = null,
) => {
  if (await isNameTaken(db, accountKey, parentId, name, exceptKey))
    throw conflict(TREE_MESSAGES.nameTaken);
};

/** POST /app/trees/{tree_id}/folders. */
export const createFolder = async (
  ctx: AppContext,
  auth: Auth,
  treeId: string,
  input: CreateFolderInput,
): Promise<TreeFolder> => {
  const { actor, accountKey } = treeForChanges(auth, treeId);
  return ctx.db.transaction(async (tx) => {
    await lockTree(tx, accountKey);
    await assertPlacement(tx, accountKey, input.parent_id, null);
    await assertNameFree(tx, accountKey, input.parent_id, input.name);
    const [row] = await tx
      .insert(treeFolders)
      .values({
        key: newKey(),
        account_key: accountKey,
        parent_key: input.parent_id,
        name: input.name,
        created_by: actor.user_key,
      })
      .returning();
    return toTreeFolder(row!, false);
  });
};

/** POST /app/trees/{tree_id}/folders/{folder_id}: rename, move, or both. */
export const updateFolder = async (
  ctx: AppContext,
  auth: Auth,
  treeId: string,
  folderId: string,
  input: UpdateFolderInput,
): Promise<TreeFolder> => {
  const { accountKey } = treeForChanges(auth, treeId);
  return ctx.db.transaction(async (tx) => {
    await lockTree(tx, accountKey);
    const folder = await folderOf(tx, accountKey, folderId);
    const parentId = input.parent_id === undefined ? folder.parent_key : input.parent_id;
    const name = input.name ?? folder.name;
    if (parentId !== folder.parent_key)
      await assertPlacement(tx, accountKey, parentId, {
        key: folder.key,
        depth: await subtreeDepth(tx, folder.key),
      });
    await assertNameFree(tx, accountKey, parentId, name, folder.key);
    const [row] = await tx
      .update(treeFolders)
      .set({ name, parent_key: parentId, date_updated: sql`now()` })
      .where(eq(treeFolders.key, folder.key))
      .returning();
    return toTreeFolder(row!, await hasFolders(tx, folder.key));
  });
};

/** DELETE /app/trees/{tree_id}/folders/{folder_id}: only an empty folder (§ issue 17). */
export const deleteFolder = async (
  ctx: AppContext,
  auth: Auth,
  treeId: string,
  folderId: string,
): Promise<void> => {
  const { accountKey } = treeForChanges(auth, treeId);
  await ctx.db.transaction(async (tx) => {
    await lockTree(tx, accountKey);
    const folder = await folderOf(tx, accountKey, folderId);
    if (!(await isFolderEmpty(tx, folder.key))) throw conflict(TREE_MESSAGES.notEmpty);
    await tx.delete(treeFolders).where(eq(treeFolders.key, folder.key));
  });
};

const hasFolders = async (db: Db, key: string): Promise<boolean> => {
  const [child] = await db
    .select({ key: treeFolders.key })
    .from(treeFolders)
    .where(eq(treeFolders.parent_key, key))
    .limit(1);
  return !!child;
};

/**
 * Changes to one tree queue behind each other: two moves at once could otherwise each pass the
 * "not into itself" check and together make a cycle, or a filing land in a folder being deleted.
 */
export const lockTree = async (tx: Db, accountKey: string): Promise<void> => {
  await tx.execute(sql`select 1 from ${accounts} where ${accounts.key} = ${accountKey} for update`);
};
