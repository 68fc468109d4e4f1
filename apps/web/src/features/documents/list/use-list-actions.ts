import { isPermissionWarning, type DocumentDto, type DocumentListTypeFilter } from '@quire/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { QUERY_KEYS } from '../../../app/query-keys.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { bulkActions, documentActions } from '../documents-api.ts';
import { showOutcome } from '../show-outcome.ts';
import type { BulkAction } from './bulk-actions-bar.tsx';
import type { RowAction } from './document-row-menu.tsx';

type PendingDelete = { docs: DocumentDto[] };

type Options = {
  documentType: DocumentListTypeFilter;
  /** Speeds up the update poll (spec §9: 5 s briefly after an action). */
  noteAction: () => void;
  clearSelection: () => void;
};

export const permanentDeleteMessage = (docs: DocumentDto[]): string =>
  docs.length === 1 && docs[0]
    ? i18n.t('documents.deleteDialog.one', { name: docs[0].document_name })
    : i18n.t('documents.deleteDialog.many', { count: docs.length });

/** What the list's row menus, bulk bar and their dialogs do. */
export const useListActions = ({ documentType, noteAction, clearSelection }: Options) => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<BulkAction | null>(null);
  const [pendingDelete, setPendingDelete] = useState<PendingDelete | null>(null);
  const [moveCopyOpen, setMoveCopyOpen] = useState(false);

  const run = async (action: BulkAction, work: () => Promise<string | undefined>) => {
    setBusy(action);
    try {
      // §8: a bulk action that skipped what the user may not touch says so as a warning.
      const message = await work();
      showOutcome(message, isPermissionWarning(message) ? 'warning' : 'success');
      clearSelection();
    } catch {
      // The api client has shown the server's message.
    } finally {
      setBusy(null);
      noteAction();
      await queryClient.invalidateQueries({ queryKey: QUERY_KEYS.documents });
    }
  };

  const permanentlyDelete = (docs: DocumentDto[]) =>
    run('permanently_delete', async () => {
      for (const doc of docs) await documentActions.permanentlyDelete(doc.key);
      setPendingDelete(null);
      return undefined;
    });

  const onBulk = (action: BulkAction, docs: DocumentDto[]) => {
    const keys = docs.map((d) => d.key);
    switch (action) {
      case 'delete':
        return run(action, async () => (await bulkActions.delete(keys)).message);
      case 'recover':
        return run(action, async () => (await bulkActions.recover(keys)).message);
      case 'copy':
        return run(action, async () => {
          const answer = await bulkActions.copy(keys, documentType);
          return (
            answer.message ??
            (answer.partial ? i18n.t('documents.someCopied') : i18n.t('documents.copied'))
          );
        });
      case 'merge':
        return run(action, async () => {
          const answer = await bulkActions.merge(keys);
          navigate(`/documents/${answer.document_key}`);
          return answer.message;
        });
      case 'permanently_delete':
        setPendingDelete({ docs });
        return;
      case 'move_copy':
        setMoveCopyOpen(true);
        return;
    }
  };

  const onRow = (action: RowAction, doc: DocumentDto) => {
    switch (action) {
      case 'trash':
        return run('delete', async () => (await documentActions.trash(doc.key)).message);
      case 'recover':
        return run('recover', async () => (await documentActions.recover(doc.key)).message);
      case 'permanently_delete':
        setPendingDelete({ docs: [doc] });
    }
  };

  const moveOrCopy = (docs: DocumentDto[], action: 'move' | 'copy', toAccountKey: string) =>
    run('move_copy', async () => {
      const answer = await bulkActions.copyOrMove(
        docs.map((d) => d.key),
        action,
        toAccountKey,
      );
      setMoveCopyOpen(false);
      return answer.message;
    });

  const cancelDelete = () => {
    const only = pendingDelete?.docs.length === 1 ? pendingDelete.docs[0] : undefined;
    setPendingDelete(null);
    showOutcome(
      only
        ? i18n.t('documents.deleteDialog.cancelledOne', { name: only.document_name })
        : i18n.t('documents.deleteDialog.cancelled'),
      only ? 'warning' : 'info',
    );
  };

  return {
    busy,
    onBulk,
    onRow,
    pendingDelete,
    confirmDelete: () => pendingDelete && permanentlyDelete(pendingDelete.docs),
    cancelDelete,
    moveCopyOpen,
    closeMoveCopy: () => setMoveCopyOpen(false),
    moveOrCopy,
  };
};
