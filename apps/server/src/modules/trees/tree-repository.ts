import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { documents, treeFolders } from '../../db/schema.ts';

export type FolderRow = typeof treeFolders.$inferSelect;

/** A folder of the workspace's tree, or null (another workspace's key reads as unknown). */
export const findFolder = async (
  db: Db,
  accountKey: string,
  folderKey: string,
): Promise<FolderRow | null> => {
  const [row] = await db
    .select()
    .from(treeFolders)
    .where(and(eq(treeFolders.account_key, accountKey), eq(treeFolders.key, folderKey)));
  return row ?? null;
};

/** One level of the tree in name order, each with whether it has folders of its own. */
export const findLevel = (db: Db, accountKey: string, parentKey: string | null) =>
  db
    .select({
      folder: treeFolders,
      // Spelled out: drizzle writes the outer column unqualified, which the subquery would capture.
      has_children: sql<boolean>`exists (select 1 from tree_folders c
        where c.parent_key = tree_folders.key)`.mapWith(Boolean),
    })
    .from(treeFolders)
    .where(
      and(
        eq(treeFolders.account_key, accountKey),
        parentKey === null ? isNull(treeFolders.parent_key) : eq(treeFolders.parent_key, parentKey),
      ),
    )
    .orderBy(asc(sql`lower(${treeFolders.name})`), asc(treeFolders.key));

export type FolderLink = { key: string; name: string };

/** The folder and its ancestors, nearest first (the folder itself first). */
export const findAncestry = async (db: Db, folderKey: string): Promise<FolderLink[]> => {
  const rows = await db.execute<Record<string, unknown>>(sql`
    with recursive up(key, name, parent_key, depth) as (
      select f.key, f.name, f.parent_key, 0 from ${treeFolders} f where f.key = ${folderKey}
      union all
      select f.key, f.name, f.parent_key, up.depth + 1
      from ${treeFolders} f join up on f.key = up.parent_key
      where up.depth < 64)
    select key, name from up order by depth`);
  return rowsOf(rows).map((r) => ({ key: String(r.key), name: String(r.name) }));
};

/** How many levels the folder's subtree spans (1 for a folder without folders). */
export const subtreeDepth = async (db: Db, folderKey: string): Promise<number> => {
  const rows = await db.execute<Record<string, unknown>>(sql`
    with recursive down(key, depth) as (
      select ${folderKey}::text, 1
      union all
      select f.key, down.depth + 1 from ${treeFolders} f join down on f.parent_key = down.key
      where down.depth < 64)
    select max(depth) as depth from down`);
  return Number(rowsOf(rows)[0]?.depth ?? 1);
};

/** Whether a folder still holds folders or live packs (trashed packs fall back to the root). */
export const isFolderEmpty = async (db: Db, folderKey: string): Promise<boolean> => {
  const [child] = await db
    .select({ key: treeFolders.key })
    .from(treeFolders)
    .where(eq(treeFolders.parent_key, folderKey))
    .limit(1);
  if (child) return false;
  const [pack] = await db
    .select({ key: documents.key })
    .from(documents)
    .where(
      and(
        eq(documents.tree_folder_key, folderKey),
        isNull(documents.document_pack_key),
        eq(documents.is_deleted, false),
      ),
    )
    .limit(1);
  return !pack;
};

/** Whether a sibling (other than `exceptKey`) already has this name, case aside. */
export const isNameTaken = async (
  db: Db,
  accountKey: string,
  parentKey: string | null,
  name: string,
  exceptKey: string | null = null,
): Promise<boolean> => {
  const [row] = await db
    .select({ key: treeFolders.key })
    .from(treeFolders)
    .where(
      and(
        eq(treeFolders.account_key, accountKey),
        parentKey === null ? isNull(treeFolders.parent_key) : eq(treeFolders.parent_key, parentKey),
        sql`lower(${treeFolders.name}) = lower(${name})`,
        exceptKey === null ? undefined : sql`${treeFolders.key} <> ${exceptKey}`,
      ),
    )
    .limit(1);
  return !!row;
};

const rowsOf = (result: unknown): Record<string, unknown>[] =>
  Array.isArray(result) ? result : ((result as { rows: Record<string, unknown>[] }).rows ?? []);
