import { mayManageFolders, type DocumentDto, type UserAccount } from '@quire/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../app/session/use-permissions.ts';
import { useTreeLevel } from '../../../components/folder-tree/use-tree-level.ts';
import { useFolderActions, type FolderRef, type PlacedFolder } from './use-folder-actions.ts';

/**
 * The documents list's folders: the workspace's tree (its id is the workspace's key), the folder
 * the list is filtered by, the folder actions and the pack being filed.
 */
export const useListFolders = (
  membership: UserAccount | null,
  folderId: string,
  onFolder: (folderId: string) => void,
) => {
  const { t } = useTranslation();
  const treeId = membership?.account_key ?? '';
  const permissions = usePermissions();
  const selectedId = folderId === '' ? null : folderId;
  const level = useTreeLevel(treeId, selectedId, treeId !== '' && selectedId !== null);
  const path = level.data?.path ?? [];
  const last = path.at(-1);
  const selected: PlacedFolder | null =
    last && last.id === selectedId
      ? { id: last.id, name: last.name, parent_id: path.at(-2)?.id ?? null }
      : null;
  const actions = useFolderActions(treeId, (parentId) => onFolder(parentId ?? ''));
  const [filing, setFiling] = useState<DocumentDto | null>(null);

  return {
    enabled: treeId !== '',
    treeId,
    rootLabel: t('documents.folders.allDocuments'),
    selectedId,
    selected,
    path,
    /** The chosen folder is not one (deleted meanwhile, another workspace's address). */
    missing: selectedId !== null && level.isError,
    canManage: mayManageFolders(permissions),
    select: (folder: FolderRef | null) => onFolder(folder?.id ?? ''),
    actions,
    filing,
    startFiling: setFiling,
    stopFiling: () => setFiling(null),
    fileTo: async (folder: FolderRef | null) => {
      if (!filing) return;
      if (await actions.file(filing.key, folder)) setFiling(null);
    },
  };
};
