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
  const value = text.trim();
  const wanted = `${style}\n${value}`;
  // What the server answered, and for which text: an older answer never shows for newer text.
  const [made, setMade] = useState<{ for: string; preview: TypedPreview } | null>(null);
  const active = enabled && value !== '';
  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      textToImage(value, style, controller.signal).then(
        (picture) => setMade({ for: wanted, preview: { phase: 'ready', picture } }),
        () => {
          if (!controller.signal.aborted) setMade({ for: wanted, preview: { phase: 'failed' } });
        },
      );
    }, SIGNATURE_TIMING.typingRenderMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [active, value, style, wanted]);
  if (!active) return { phase: 'idle' };
  return made?.for === wanted ? made.preview : { phase: 'waiting' };
};
