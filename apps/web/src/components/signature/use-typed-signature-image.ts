import { useCallback, useEffect, useRef, useState } from 'react';
import { renderTypedSignature } from './render-typed-signature.ts';
import { SIGNATURE_TIMING } from './signature-timing.ts';
import type { TypedSignatureStyle } from './typed-signature-styles.ts';

type Rendered = { text: string; style: string; image: Blob };

/**
 * §9 'signature typing 1 s': the typed text becomes a PNG once typing has stopped for a second,
 * so adopting does not wait for it. Adopting sooner renders it on the spot. `failed` is the §8
 * case where the browser cannot turn text into an image. The image is in the chosen style.
 */
export const useTypedSignatureImage = (text: string, style: TypedSignatureStyle) => {
  const [failed, setFailed] = useState(false);
  const rendered = useRef<Rendered | null>(null);
  const value = text.trim();

  const render = useCallback(async (input: string, look: TypedSignatureStyle): Promise<Blob> => {
    const done = rendered.current;
    if (done?.text === input && done.style === look.id) return done.image;
    try {
      const image = await renderTypedSignature(input, look);
      rendered.current = { text: input, style: look.id, image };
      setFailed(false);
      return image;
    } catch (error) {
      setFailed(true);
      throw error;
    }
  }, []);

  useEffect(() => {
    if (!value) return;
    const timer = setTimeout(() => {
      render(value, style).catch(() => {
        // `failed` now shows the alert.
      });
    }, SIGNATURE_TIMING.typingRenderMs);
    return () => clearTimeout(timer);
  }, [value, style, render]);

  return { failed, imageNow: () => render(value, style) };
};
