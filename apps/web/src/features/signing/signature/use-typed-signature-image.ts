import { useCallback, useEffect, useRef, useState } from 'react';
import { renderTypedSignature } from './render-typed-signature.ts';
import { SIGNATURE_TIMING } from './signature-timing.ts';

type Rendered = { text: string; image: Blob };

/**
 * §9 'signature typing 1 s': the typed text becomes a PNG once typing has stopped for a second,
 * so adopting does not wait for it. Adopting sooner renders it on the spot. `failed` is the §8
 * case where the browser cannot turn text into an image.
 */
export const useTypedSignatureImage = (text: string) => {
  const [failed, setFailed] = useState(false);
  const rendered = useRef<Rendered | null>(null);
  const value = text.trim();

  const render = useCallback(async (input: string): Promise<Blob> => {
    if (rendered.current?.text === input) return rendered.current.image;
    try {
      const image = await renderTypedSignature(input);
      rendered.current = { text: input, image };
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
      render(value).catch(() => {
        // `failed` now shows the alert.
      });
    }, SIGNATURE_TIMING.typingRenderMs);
    return () => clearTimeout(timer);
  }, [value, render]);

  return { failed, imageNow: () => render(value) };
};
