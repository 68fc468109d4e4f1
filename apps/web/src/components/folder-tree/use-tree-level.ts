import { useQuery } from '@tanstack/react-query';
import { QUERY_KEYS } from '../../app/query-keys.ts';
import { fetchTreeLevel } from './folder-tree-api.ts';

/** One level of a tree, fetched when it is first shown (the tree loads lazily, §7). */
export const useTreeLevel = (treeId: string, parentId: string | null, enabled = true) =>
  useQuery({
    queryKey: QUERY_KEYS.folderTreeLevel(treeId, parentId),
    queryFn: ({ signal }) => fetchTreeLevel(treeId, parentId, signal),
    enabled,
    retry: false,
  });
