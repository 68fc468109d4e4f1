import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FolderPickerModal } from '../../../components/folder-tree/folder-picker-modal.tsx';
import { FolderNameModal } from './folder-name-modal.tsx';
import type { useFolderActions } from './use-folder-actions.ts';

type FolderDialogsProps = {
  treeId: string;
  actions: ReturnType<typeof useFolderActions>;
};

/** The folder panel's modals: name a folder, move it, confirm its deletion. */
export const FolderDialogs = ({ treeId, actions }: FolderDialogsProps) => {
  const { dialog } = actions;
  const naming = dialog?.kind === 'create' || dialog?.kind === 'rename';
  return (
    <>
      <FolderNameModal
        opened={naming}
        title={
          dialog?.kind === 'rename'
            ? 'Rename folder'
            : dialog?.kind === 'create' && dialog.parent
              ? `New folder in ${dialog.parent.name}`
              : 'New folder'
        }
        initialName={dialog?.kind === 'rename' ? dialog.folder.name : ''}
        confirmLabel={dialog?.kind === 'rename' ? 'Rename' : 'Create folder'}
        busy={actions.busy}
        error={actions.nameError}
        onClose={actions.close}
        onSubmit={(name) => void actions.submitName(name)}
      />
      <FolderPickerModal
        opened={dialog?.kind === 'move'}
        title="Move folder"
        description={
          dialog?.kind === 'move'
            ? `Choose where '${dialog.folder.name}' goes, with everything in it.`
            : ''
        }
        treeId={treeId}
        currentId={dialog?.kind === 'move' ? dialog.folder.parent_id : null}
        hiddenId={dialog?.kind === 'move' ? dialog.folder.id : null}
        confirmLabel="Move here"
        busy={actions.busy}
        onClose={actions.close}
        onConfirm={(parent) => void actions.moveTo(parent?.id ?? null)}
      />
      <ConfirmDialog
        opened={dialog?.kind === 'delete'}
        title="Delete folder"
        message={
          dialog?.kind === 'delete'
            ? `Delete the folder '${dialog.folder.name}'? Only an empty folder can be deleted; documents in the trash that were filed in it go back to the root.`
            : ''
        }
        confirmLabel="Delete folder"
        danger
        loading={actions.busy}
        onConfirm={() => void actions.confirmDelete()}
        onCancel={actions.close}
      />
    </>
  );
};
