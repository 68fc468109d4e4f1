import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../app/api-client.ts';
import { uploadSignatureImage, type AdoptedSignature } from './signature-api.ts';
import { SIGNATURE_TIMING } from './signature-timing.ts';

export type SignatureUploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; fileName: string; percent: number }
  | { phase: 'done'; fileName: string; signature: AdoptedSignature };

const looksLikeImage = (file: File): boolean => file.type === '' || file.type.startsWith('image/');

/**
 * The Upload tab: sends the picked image as soon as it is picked, with the PUT's real progress;
 * §5 enhancing starts when the upload reaches 100 %, and the enhanced image is then previewed.
 * A failure reads 'Error uploading your file:/ …' and goes away after 15 s.
 */
export const useSignatureImageUpload = (
  /** How the image goes up: the signer's upload route, or the profile's (§7 image upload). */
  send: typeof uploadSignatureImage = uploadSignatureImage,
) => {
  const { t } = useTranslation();
  const [state, setState] = useState<SignatureUploadState>({ phase: 'idle' });
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(() => setError(null), SIGNATURE_TIMING.uploadErrorMs);
    return () => clearTimeout(timer);
  }, [error]);

  const upload = useCallback(
    async (file: File) => {
      setError(null);
      // The server checks the bytes; an obviously wrong file is refused before it is sent.
      if (!looksLikeImage(file)) {
        setError(
          t('signature.messages.uploadFailed', { reason: t('signature.messages.notAnImage') }),
        );
        return;
      }
      setState({ phase: 'uploading', fileName: file.name, percent: 0 });
      try {
        const signature = await send(file, file.name, (percent) =>
          setState({ phase: 'uploading', fileName: file.name, percent }),
        );
        setState({ phase: 'done', fileName: file.name, signature });
      } catch (failure) {
        setState({ phase: 'idle' });
        setError(t('signature.messages.uploadFailed', { reason: errorMessageOf(failure) }));
      }
    },
    [send, t],
  );

  const reset = useCallback(() => setState({ phase: 'idle' }), []);
  /** A picture that replaces the uploaded one (the profile's crop). */
  const replace = useCallback(
    (signature: AdoptedSignature) =>
      setState((now) => (now.phase === 'done' ? { ...now, signature } : now)),
    [],
  );

  return { state, error, setError, upload, reset, replace };
};
