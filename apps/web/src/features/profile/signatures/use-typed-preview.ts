import type { TypedSignatureStyleId } from '@quire/domain';
import { useEffect, useState } from 'react';
import type { AdoptedSignature } from '../../../components/signature/signature-api.ts';
import { SIGNATURE_TIMING } from '../../../components/signature/signature-timing.ts';
import { textToImage } from './profile-signatures-api.ts';

export type TypedPreview =
  | { phase: 'idle' }
  | { phase: 'waiting' }
  | { phase: 'ready'; picture: AdoptedSignature }
  | { phase: 'failed' };

/**
 * §9 'signature typing 1 s': the server renders the typed name once typing has stopped for a
 * second (not at every key), and the picture it made is what gets saved.
 */
export const useTypedPreview = (
  text: string,
  style: TypedSignatureStyleId,
  /** Only while the Type tab is shown: opening the profile makes no pictures. */
  enabled: boolean,
): TypedPreview => {
  const [preview, setPreview] = useState<TypedPreview>({ phase: 'idle' });
  const value = text.trim();
  useEffect(() => {
    if (!value || !enabled) {
      setPreview({ phase: 'idle' });
      return;
    }
    setPreview({ phase: 'waiting' });
    const controller = new AbortController();
    const timer = setTimeout(() => {
      textToImage(value, style, controller.signal).then(
        (picture) => setPreview({ phase: 'ready', picture }),
        () => {
          if (!controller.signal.aborted) setPreview({ phase: 'failed' });
        },
      );
    }, SIGNATURE_TIMING.typingRenderMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value, style, enabled]);
  return preview;
};
