import type { Signatory } from '@quire/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../app/api-client.ts';
import { showDanger } from '../../app/notices.ts';
import { embedParentOrigin } from '../../app/embed/embed-parent.ts';
import type { PackDto } from '../documents/documents-api.ts';
import { useLeaveWarning } from '../editor/use-leave-warning.ts';
import type { DraftSaving } from './drafts/use-draft-autosave.ts';
import {
  pageNavigation,
  postSignLogoutUrl,
  signingApi,
  type PostSignQuery,
} from './signing-api.ts';
import type { SigningState } from './use-signing-state.ts';

export type RejectScope = { kind: 'pack' } | { kind: 'child'; childKey: string };

type Options = {
  pack: PackDto;
  me: Signatory;
  state: SigningState;
  /** Brings the first incomplete field into view (the wizard's jump). */
  showField: (uuid: string) => void;
  /** The owner handed this browser to the signer (the in_person variant of the route). */
  inPerson: boolean;
  /** The signer's work saved as they go (ADR 0014). */
  drafts: DraftSaving;
};

/**
 * What the signer does with the pack as a whole (§4): finish (with a one-time code when the pack
 * asks for one), reject it or one of its documents, or sign later. Each ends at /post_sign_logout.
 */
export const useSigningFlow = ({ pack, me, state, showField, inPerson, drafts }: Options) => {
  const { t } = useTranslation();
  const [attempted, setAttempted] = useState(false);
  const [codeOpen, setCodeOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [leaving, setLeaving] = useState(false);
  // What is saved survives leaving (the draft): only changes not saved yet are worth a warning.
  useLeaveWarning(
    !leaving && me.status === 'awaiting_signatures' && drafts.state.unsaved,
    t('signer.messages.unfinished'),
  );

  const goTo = (extra: Partial<PostSignQuery>) => {
    setLeaving(true);
    drafts.stop();
    const url = postSignLogoutUrl({
      document_key: pack.key,
      signatory_key: me.uuid,
      post_sign_url: pack.post_signing_url,
      // In a partner's frame the outcome goes to the partner page (docs/embedding.md).
      parent_origin: embedParentOrigin(),
      ...extra,
    });
    // After the leave warning is gone (it follows `leaving` in an effect).
    setTimeout(() => pageNavigation.leave(url), 0);
  };

  const complete = async (given: string | null): Promise<string | null> => {
    const code = given ? given : null;
    setBusy(true);
    try {
      await signingApi.submit(pack.key, {
        signatoryUuid: me.uuid,
        fields: state.inputs(),
        updateStatusTo: 'complete',
        verificationOtp: code,
        signedInPresence: inPerson,
      });
      goTo({});
      return null;
    } catch (error) {
      return errorMessageOf(error);
    } finally {
      setBusy(false);
    }
  };

  /**
   * 'Done Signing': refuses with §5's message while own required fields are empty. Answers the
   * refusal shown, if any (an embedding page is told it too).
   */
  const finish = async (): Promise<string | null> => {
    const first = state.order.find((uuid) => state.incomplete.has(uuid));
    if (first) {
      setAttempted(true);
      const incomplete = t('signer.messages.incompleteFields');
      showDanger(incomplete);
      showField(first);
      return incomplete;
    }
    // A code to enter, or the owner's word that the signer is present: both in one dialog.
    if (pack.use_two_factor_authentication || inPerson) {
      setCodeOpen(true);
      return null;
    }
    const refusal = await complete(null);
    if (refusal) showDanger(refusal);
    return refusal;
  };

  /** Whole pack through add_update_signatory; one child through reject_child_document. */
  const reject = async (scope: RejectScope, reason: string): Promise<string | null> => {
    setBusy(true);
    try {
      if (scope.kind === 'pack')
        await signingApi.submit(pack.key, {
          signatoryUuid: me.uuid,
          fields: [],
          updateStatusTo: 'rejected',
          rejectionReason: reason.trim() === '' ? null : reason,
        });
      else {
        // The signer goes on with the other documents later: their work there is kept.
        await drafts.saveAll();
        await signingApi.rejectChild(scope.childKey, me.uuid, reason);
      }
      goTo({ is_rejected: true });
      return null;
    } catch (error) {
      return scope.kind === 'child'
        ? t('signer.messages.childRejectionFailed')
        : errorMessageOf(error);
    } finally {
      setBusy(false);
    }
  };

  /** Keeps what was filled in so far (the draft), marks the signatory and leaves (§4 sign later). */
  const signLater = async (): Promise<string | null> => {
    setBusy(true);
    try {
      if (!(await drafts.saveAll())) {
        const notSaved = t('signer.messages.notSavedYet');
        showDanger(notSaved);
        return notSaved;
      }
      await signingApi.signLater(pack.key, me.uuid);
      goTo({ sign_later: true });
      return null;
    } catch (error) {
      const refusal = errorMessageOf(error);
      showDanger(refusal);
      return refusal;
    } finally {
      setBusy(false);
    }
  };

  return {
    attempted,
    busy,
    finish,
    complete,
    reject,
    signLater,
    codeOpen,
    closeCode: () => setCodeOpen(false),
  };
};

export type SigningFlow = ReturnType<typeof useSigningFlow>;
