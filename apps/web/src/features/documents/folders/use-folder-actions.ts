import type { TreeFolder } from '@quire/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../app/api-client.ts';
import { showDanger, showSuccess } from '../../../app/notices.ts';
import { QUERY_KEYS } from '../../../app/query-keys.ts';
import { i18n } from '../../../i18n/i18n.ts';
import {
  createFolder,
  deleteFolder,
  fileInFolder,
  updateFolder,
} from '../../../components/folder-tree/folder-tree-api.ts';

export type FolderRef = { id: string; name: string };
/** A folder with where it sits (null: the root). */
export type PlacedFolder = FolderRef & { parent_id: string | null };

/** The server's refusal in its words; a lost connection gets the §8 move message. */
const refusalOf = (error: unknown): string =>
  error instanceof ApiError && error.reason === 'failure' && error.message
    ? error.message
    : i18n.t('documents.folders.moveFailed');

type Dialog =
  | { kind: 'create'; parent: FolderRef | null }
  | { kind: 'rename'; folder: FolderRef }
  | { kind: 'move'; folder: PlacedFolder }
  | { kind: 'delete'; folder: PlacedFolder }
  | null;

/**
 * What the folder panel and the rows do to the tree: make, rename, move and delete folders, and
 * file packs. Each change refreshes the tree and the list.
 */
export const useFolderActions = (treeId: string, onDeleted: (parentId: string | null) => void) => {
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState(false);
  const [nameError, setNameError] = useState<string | null>(null);
  /** The folder made last: the tree opens the folders above it to show it. */
  const [created, setCreated] = useState<string | null>(null);

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: QUERY_KEYS.folderTree(treeId) });
    await queryClient.invalidateQueries({ queryKey: QUERY_KEYS.documents });
  };
  const run = async <T>(work: () => Promise<T>, onError: (message: string) => void) => {
    setBusy(true);
    try {
      const result = await work();
      await refresh();
      setDialog(null);
      return result;
    } catch (error) {
      onError(refusalOf(error));
      return undefined;
    } finally {
      setBusy(false);
    }
  };
  const open = (next: Dialog) => {
    setNameError(null);
    setDialog(next);
  };

  return {
    dialog,
    busy,
    created,
    nameError,
    close: () => setDialog(null),
    startCreate: (parent: FolderRef | null) => open({ kind: 'create', parent }),
    startRename: (folder: FolderRef) => open({ kind: 'rename', folder }),
    startMove: (folder: PlacedFolder) => open({ kind: 'move', folder }),
    startDelete: (folder: PlacedFolder) => open({ kind: 'delete', folder }),
    submitName: async (name: string): Promise<TreeFolder | undefined> => {
      if (dialog?.kind === 'create') {
        const folder = await run(
          () => createFolder(treeId, name, dialog.parent?.id ?? null),
          setNameError,
        );
        if (folder) setCreated(folder.id);
        return folder;
      }
      if (dialog?.kind === 'rename')
        return run(() => updateFolder(treeId, dialog.folder.id, { name }), setNameError);
      return undefined;
    },
    moveTo: async (parentId: string | null) => {
      if (dialog?.kind !== 'move') return;
      await run(() => updateFolder(treeId, dialog.folder.id, { parent_id: parentId }), showDanger);
    },
    confirmDelete: async () => {
      if (dialog?.kind !== 'delete') return;
      const { folder } = dialog;
      const done = await run(async () => {
        await deleteFolder(treeId, folder.id);
        return true;
      }, showDanger);
      if (done) {
        showSuccess(i18n.t('documents.folders.deleted', { name: folder.name }));
        onDeleted(folder.parent_id);
      } else setDialog(null);
    },
    /** Files a pack; answers whether it moved. */
    file: async (documentKey: string, folder: FolderRef | null): Promise<boolean> => {
      const done = await run(async () => {
        await fileInFolder(documentKey, folder?.id ?? null);
        return true;
      }, showDanger);
      if (done)
        showSuccess(
          folder
            ? i18n.t('documents.folders.movedTo', { name: folder.name })
            : i18n.t('documents.folders.movedOut'),
        );
      return !!done;
    },
  };
};
