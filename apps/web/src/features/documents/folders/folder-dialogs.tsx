import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  const naming = dialog?.kind === 'create' || dialog?.kind === 'rename';
  return (
    <>
      <FolderNameModal
        opened={naming}
        title={
          dialog?.kind === 'rename'
            ? t('documents.folders.rename')
            : dialog?.kind === 'create' && dialog.parent
              ? t('documents.folders.newFolderIn', { name: dialog.parent.name })
              : t('documents.folders.newFolder')
        }
        initialName={dialog?.kind === 'rename' ? dialog.folder.name : ''}
        confirmLabel={
          dialog?.kind === 'rename'
            ? t('documents.folders.renameSubmit')
            : t('documents.folders.create')
        }
        busy={actions.busy}
        error={actions.nameError}
        onClose={actions.close}
        onSubmit={(name) => void actions.submitName(name)}
      />
      <FolderPickerModal
        opened={dialog?.kind === 'move'}
        title={t('documents.folders.move')}
        description={
          dialog?.kind === 'move'
            ? t('documents.folders.moveText', { name: dialog.folder.name })
            : ''
        }
        treeId={treeId}
        currentId={dialog?.kind === 'move' ? dialog.folder.parent_id : null}
        hiddenId={dialog?.kind === 'move' ? dialog.folder.id : null}
        confirmLabel={t('documents.folders.moveHere')}
        busy={actions.busy}
        onClose={actions.close}
        onConfirm={(parent) => void actions.moveTo(parent?.id ?? null)}
      />
      <ConfirmDialog
        opened={dialog?.kind === 'delete'}
        title={t('documents.folders.delete')}
        message={
          dialog?.kind === 'delete'
            ? t('documents.folders.deleteText', { name: dialog.folder.name })
            : ''
        }
        confirmLabel={t('documents.folders.delete')}
        danger
        loading={actions.busy}
        onConfirm={() => void actions.confirmDelete()}
        onCancel={actions.close}
      />
    </>
  );
};
