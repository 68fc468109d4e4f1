import { useEffect, useState } from 'react';
import {
  createDraftAutosave,
  type DraftAutosave,
  type DraftAutosaveOptions,
  type DraftSaveState,
} from './draft-autosave.ts';
import { signingDraftApi, type DraftValue, type SigningDraft } from './signing-draft-api.ts';

type Options = {
  packKey: string;
  signerUuid: string;
  /** The draft the page opened with (null when it could not be read: saves still merge). */
  draft: SigningDraft | null;
  /** The fields the signer may fill, as the page shows them now. */
  values: ReadonlyMap<string, DraftValue>;
  /** Shows fields another tab or device saved; taken once, so it must not change (a setter). */
  onRemote: DraftAutosaveOptions['onRemote'];
};

export type DraftSaving = {
  state: DraftSaveState;
  /** Saves what is left before the signer leaves on purpose (sign later). */
  saveAll: () => Promise<boolean>;
  /** The signer finished or rejected: the draft is the server's to remove. */
  stop: () => void;
};

/**
 * Keeps the signer's draft on the server as they work (ADR 0014): each change ~1 s after
 * the last one, at once when the page is hidden or closed, and takes in what another device
 * saved when this tab is looked at again.
 */
export const useDraftAutosave = ({
  packKey,
  signerUuid,
  draft,
  values,
  onRemote,
}: Options): DraftSaving => {
  const [state, setState] = useState<DraftSaveState>(() => ({
    status: draft && draft.revision > 0 ? 'saved' : 'idle',
    unsaved: false,
    error: null,
  }));
  const [autosave] = useState<DraftAutosave>(() =>
    createDraftAutosave({
      revision: draft?.revision ?? 0,
      known: values,
      resumed: Boolean(draft && draft.revision > 0),
      send: (body, keepalive) => signingDraftApi.save(packKey, signerUuid, body, keepalive),
      onState: setState,
      onRemote,
    }),
  );

  useEffect(() => autosave.observe(values), [autosave, values]);

  useEffect(() => {
    const onHide = () => void autosave.flushOnHide();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        onHide();
        return;
      }
      signingDraftApi.read(packKey, signerUuid).then(autosave.absorb, () => undefined);
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onHide);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onHide);
    };
  }, [autosave, packKey, signerUuid]);

  // Leaving the signing screen without closing the page still keeps what was typed.
  useEffect(() => () => void autosave.flushOnHide(), [autosave]);

  return { state, saveAll: autosave.saveAll, stop: autosave.stop };
};
