import type { FolderTree, TreeFolder } from '@quire/domain';
import { api } from '../../app/api-client.ts';

/** The file-directory tree's calls (docs/api-trees.md). The tree's id is the workspace's key. */
const folders = (treeId: string) => `/app/trees/${encodeURIComponent(treeId)}/folders`;

/** One level; silent: the tree shows its own §8 failure with the reload option. */
export const fetchTreeLevel = async (
  treeId: string,
  parentId: string | null,
  signal?: AbortSignal,
): Promise<FolderTree> =>
  (
    await api.get<{ tree: FolderTree }>(`/app/trees/${encodeURIComponent(treeId)}/tree`, {
      query: { parent_id: parentId },
      signal,
      silent: true,
    })
  ).tree;

/** Forms show a refusal beside their field, so these are silent too. */
export const createFolder = async (
  treeId: string,
  name: string,
  parentId: string | null,
): Promise<TreeFolder> =>
  (
    await api.post<{ folder: TreeFolder }>(
      folders(treeId),
      { data: { name, parent_id: parentId } },
      { silent: true },
    )
  ).folder;

export const updateFolder = async (
  treeId: string,
  folderId: string,
  data: { name?: string; parent_id?: string | null },
): Promise<TreeFolder> =>
  (
    await api.post<{ folder: TreeFolder }>(
      `${folders(treeId)}/${encodeURIComponent(folderId)}`,
      { data },
      { silent: true },
    )
  ).folder;

export const deleteFolder = async (treeId: string, folderId: string): Promise<void> => {
  await api.request(`${folders(treeId)}/${encodeURIComponent(folderId)}`, {
    method: 'DELETE',
    silent: true,
  });
};

/** Files a pack or template in a folder (null: the root); the audit trail records it. */
export const fileInFolder = async (documentKey: string, folderId: string | null): Promise<void> => {
  await api.post(
    `/app/documents/${encodeURIComponent(documentKey)}/file_in_folder`,
    { data: { folder_id: folderId } },
    { silent: true },
  );
};
