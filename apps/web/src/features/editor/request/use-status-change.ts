import { blockingChecks, type UpdateStatusTarget } from '@quire/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { showDanger, showSuccess } from '../../../app/notices.ts';
import { QUERY_KEYS } from '../../../app/query-keys.ts';
import type { PackDto } from '../../documents/documents-api.ts';
import { useOptionalEditor } from '../editor-context.tsx';
import { flushPackSaves } from '../signers/pack-save-queues.ts';
import { useSignerPermissions } from '../signers/use-signer-permissions.ts';
import { clientBlockingSnapshot } from './client-blocking-snapshot.ts';
import { changeStatus, loadPackContents } from './request-api.ts';

/** Quire's wording when a change could not be saved before leaving setup. */
export const UNSAVED_CHANGES_MESSAGE =
  'Some changes have not been saved yet. Please check your connection and try again.';

/**
 * §4 transitions of a pack: requesting signatures (after pending saves finish and the §5
 * blocking checks pass here, then on the server) and reverting to setup.
 */
export const useStatusChange = (pack: PackDto) => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const editor = useOptionalEditor();
  const can = useSignerPermissions(pack);
  const [busy, setBusy] = useState<UpdateStatusTarget | null>(null);

  /** The first failing check, or null when the pack may be sent. */
  const firstBlockingCheck = async (): Promise<string | null> => {
    if (!(await flushPackSaves(pack.key))) return UNSAVED_CHANGES_MESSAGE;
    const latest = queryClient.getQueryData<PackDto>(QUERY_KEYS.documentPack(pack.key)) ?? pack;
    const contents = await loadPackContents(pack.key, editor ? editor.store.allFields() : null);
    return blockingChecks(clientBlockingSnapshot(latest, contents, can.dialingCode))[0] ?? null;
  };

  /**
   * §4: with sign-in-person the pack opens with the in-person dialog (its open_in_person_modal
   * variant); otherwise back to the list with the spec's message.
   */
  const requestSignatures = async (options: { inPerson?: boolean } = {}): Promise<void> => {
    setBusy('awaiting_signatures');
    try {
      const blocked = await firstBlockingCheck();
      if (blocked) return showDanger(blocked);
      const answer = await changeStatus(pack.key, 'awaiting_signatures');
      await queryClient.invalidateQueries({ queryKey: QUERY_KEYS.documents });
      showSuccess(answer.message);
      navigate(options.inPerson ? `/documents/${pack.key}/open_in_person_modal` : '/documents');
    } catch {
      // The api client has shown the server's message (its first blocking check, say).
    } finally {
      setBusy(null);
    }
  };

  const revertToSetup = async (): Promise<boolean> => {
    setBusy('setup');
    try {
      const answer = await changeStatus(pack.key, 'setup');
      showSuccess(answer.message);
      await queryClient.invalidateQueries({ queryKey: QUERY_KEYS.documents });
      return true;
    } catch {
      return false;
    } finally {
      setBusy(null);
    }
  };

  return { can, busy, requestSignatures, revertToSetup };
};
