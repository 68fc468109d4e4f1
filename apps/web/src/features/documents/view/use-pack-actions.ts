import { deleteDocumentConfirmMessage, deletionCancelledMessage } from '@quire/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { QUERY_KEYS } from '../../../app/query-keys.ts';
import { documentActions, type PackChild, type PackDto } from '../documents-api.ts';
import { showOutcome } from '../show-outcome.ts';

export type PendingConfirm = { kind: 'child' | 'pack'; key: string; name: string };

/** What the document view changes: child names, order and membership, the pack's trash, conversion errors. */
export const usePackActions = (pack: PackDto | undefined) => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pendingConfirm, setPendingConfirm] = useState<PendingConfirm | null>(null);
  const [deleting, setDeleting] = useState(false);
  const packKey = pack?.key ?? '';
  const packQuery = QUERY_KEYS.documentPack(packKey);
  const reload = () => queryClient.invalidateQueries({ queryKey: QUERY_KEYS.documents });

  const rename = async (childKey: string, name: string) => {
    await documentActions.rename(childKey, name);
    await reload();
  };

  const reorder = async (keys: string[]) => {
    if (!pack) return;
    const byKey = new Map(pack.child_documents.map((child) => [child.key, child]));
    const reordered = keys
      .map((key, position) => ({ ...byKey.get(key), position }) as PackChild)
      .filter((child) => child.key);
    queryClient.setQueryData<PackDto>(packQuery, { ...pack, child_documents: reordered });
    try {
      await documentActions.reorderChildren(pack.key, keys);
    } finally {
      await reload();
    }
  };

  const confirm = async () => {
    if (!pendingConfirm) return;
    setDeleting(true);
    try {
      const answer = await documentActions.trash(pendingConfirm.key);
      showOutcome(answer.message);
      setPendingConfirm(null);
      if (pendingConfirm.kind === 'pack') {
        await queryClient.invalidateQueries({ queryKey: QUERY_KEYS.documents });
        navigate('/documents');
      } else await reload();
    } catch {
      // The api client has shown the server's message.
    } finally {
      setDeleting(false);
    }
  };

  const cancel = () => {
    setPendingConfirm(null);
    showOutcome(deletionCancelledMessage(), 'info');
  };

  const dismissConversionError = async (childKey: string, pdfPassword?: string) => {
    await documentActions.dismissConversionError(childKey, pdfPassword);
    await queryClient.invalidateQueries({ queryKey: packQuery });
  };

  return {
    rename,
    reorder,
    askDeleteChild: (child: PackChild) =>
      setPendingConfirm({ kind: 'child', key: child.key, name: child.document_name }),
    askDeletePack: () =>
      pack && setPendingConfirm({ kind: 'pack', key: pack.key, name: pack.document_name }),
    pendingConfirm,
    confirmMessage: pendingConfirm ? deleteDocumentConfirmMessage(pendingConfirm.name) : '',
    confirm,
    cancel,
    deleting,
    dismissConversionError,
  };
};
