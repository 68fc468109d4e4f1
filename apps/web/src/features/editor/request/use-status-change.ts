import { blockingChecks, type BlockingCheck, type UpdateStatusTarget } from '@quire/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError, errorMessageOf } from '../../../app/api-client.ts';
import { isEmbeddedEditor } from '../../../app/embed/embed-editor-session.ts';
import { announceSend } from '../embed/announce-send.ts';
import { showDanger, showSuccess } from '../../../app/notices.ts';
import { QUERY_KEYS } from '../../../app/query-keys.ts';
import type { PackDto } from '../../documents/documents-api.ts';
import { clearBlockingFlags, flagBlockingChecks } from '../blocking/blocking-flags.ts';
import { useOptionalEditor } from '../editor-context.tsx';
import { requestEditorUi } from '../editor-ui-requests.ts';
import { flushPackSaves } from '../signers/pack-save-queues.ts';
import { useSignerPermissions } from '../signers/use-signer-permissions.ts';
import { clientBlockingSnapshot, type PackContents } from './client-blocking-snapshot.ts';
import { changeStatus, loadPackContents } from './request-api.ts';

/**
 * Quire's wording when a change could not be saved before leaving setup: in English for an
 * embedding page's integration (use-embedded-editor.ts), in the user's language in the editor.
 */
export const UNSAVED_CHANGES_MESSAGE =
  'Some changes have not been saved yet. Please check your connection and try again.';

/** How the pack will be sent once the review says so. */
export type SendOptions = { inPerson?: boolean };

const childOrder = (pack: PackDto) =>
  [...pack.child_documents].sort((a, b) => a.position - b.position).map((c) => c.key);

/** The server's refusal, with what each check is about (docs/api-editor.md). */
const refusedChecks = (error: unknown): BlockingCheck[] => {
  if (!(error instanceof ApiError)) return [];
  const checks = error.details.blocking_checks;
  return Array.isArray(checks) ? (checks as BlockingCheck[]) : [];
};

/**
 * §4 transitions of a pack. Requesting signatures: pending saves finish, the §5 blocking checks
 * run here (a failure is shown and its fields and signers marked in the editor), then the
 * review-and-send step opens; Send asks the server, which checks again. Also reverting to setup.
 */
export const useStatusChange = (pack: PackDto) => {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const editor = useOptionalEditor();
  const can = useSignerPermissions(pack);
  const [busy, setBusy] = useState<UpdateStatusTarget | null>(null);
  const [review, setReview] = useState<SendOptions | null>(null);
  const [contents, setContents] = useState<PackContents | null>(null);

  const latestPack = () =>
    queryClient.getQueryData<PackDto>(QUERY_KEYS.documentPack(pack.key)) ?? pack;

  /** Shows the first failing check and marks what every failing check is about. */
  const refuse = (checks: readonly BlockingCheck[], fields: PackContents['fields']) => {
    const flags = flagBlockingChecks(pack.key, checks, fields, childOrder(latestPack()));
    if (flags.focus === 'signers') requestEditorUi(pack.key, 'signers');
  };

  /** Runs the checks; opens the review when they pass. */
  const requestSignatures = async (options: SendOptions = {}): Promise<void> => {
    setBusy('awaiting_signatures');
    try {
      if (!(await flushPackSaves(pack.key))) return showDanger(t('editor.request.unsaved'));
      const loaded = await loadPackContents(pack.key, editor ? editor.store.allFields() : null);
      const failures = blockingChecks(
        clientBlockingSnapshot(latestPack(), loaded, can.dialingCode),
      );
      if (failures.length > 0) {
        showDanger(failures[0]!.message);
        return refuse(failures, loaded.fields);
      }
      clearBlockingFlags(pack.key);
      setContents(loaded);
      setReview(options);
    } catch {
      // The api client has shown why the pack could not be read.
    } finally {
      setBusy(null);
    }
  };

  /**
   * 'Send' in the review: §4 with sign-in-person the pack opens with the in-person dialog (its
   * open_in_person_modal variant); otherwise back to the list with the spec's message.
   */
  const send = async (): Promise<void> => {
    setBusy('awaiting_signatures');
    try {
      if (!(await flushPackSaves(pack.key))) return showDanger(t('editor.request.unsaved'));
      const answer = await changeStatus(pack.key, 'awaiting_signatures');
      setReview(null);
      await queryClient.invalidateQueries({ queryKey: QUERY_KEYS.documents });
      showSuccess(answer.message);
      announceSend(pack.key, { outcome: 'sent', message: answer.message });
      // The embedded editor's frame has no list to go back to: it stays on the pack.
      const after = isEmbeddedEditor() ? `/documents/${pack.key}` : '/documents';
      navigate(review?.inPerson ? `/documents/${pack.key}/open_in_person_modal` : after);
    } catch (error) {
      announceSend(pack.key, { outcome: 'refused', message: errorMessageOf(error) });
      // The api client has shown the server's message (its first blocking check, say).
      const checks = refusedChecks(error);
      if (checks.length > 0) {
        setReview(null);
        refuse(checks, contents?.fields ?? []);
      }
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

  return {
    can,
    busy,
    review,
    requestSignatures,
    send,
    backToEditing: () => setReview(null),
    revertToSetup,
  };
};
