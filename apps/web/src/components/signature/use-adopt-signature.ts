import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  saveSignature,
  uploadSignatureImage,
  type AdoptedSignature,
  type SignatureKind,
  type SignatureMethod,
} from './signature-api.ts';
import { savedSignaturesKey } from './use-saved-signatures.ts';

/** What the signer adopts: an image still to upload (drawn, typed) or one already uploaded. */
export type AdoptSource =
  | { method: 'drawn' | 'typed'; image: () => Promise<Blob> }
  | { method: 'upload'; signature: AdoptedSignature };

/** Server-side name of drawn and typed images (the brief's upload contract). */
const DRAWN_OR_TYPED_FILENAME = 'signature.png';

/**
 * Adopting: the image goes up (§7 signature upload; the enhanced one is used when the server
 * made one), is saved so it is offered next time, and is handed to the field.
 */
export const useAdoptSignature = (
  kind: SignatureKind,
  onAdopt: (signature: AdoptedSignature) => void,
) => {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Closing the modal mid-upload is cancelling: the field must not be filled afterwards.
  const open = useRef(true);
  useEffect(() => {
    open.current = true;
    return () => {
      open.current = false;
    };
  }, []);

  const adopt = async (source: AdoptSource) => {
    setError(null);
    setPending(true);
    try {
      let signature: AdoptedSignature;
      if (source.method === 'upload') {
        signature = source.signature;
      } else {
        // The image functions word their own failure (the typed tab's alert): stop quietly.
        let image: Blob;
        try {
          image = await source.image();
        } catch {
          if (source.method === 'drawn') setError(t('signature.messages.creatingFailed'));
          return;
        }
        try {
          signature = await uploadSignatureImage(image, DRAWN_OR_TYPED_FILENAME);
        } catch {
          setError(t('signature.messages.creatingFailed'));
          return;
        }
      }
      if (!open.current) return;
      await remember(source.method, signature);
      if (open.current) onAdopt(signature);
    } finally {
      setPending(false);
    }
  };

  // Saving only offers the image next time: if it fails (the client shows why), signing goes on.
  const remember = async (method: SignatureMethod, signature: AdoptedSignature) => {
    try {
      await saveSignature(kind, method, signature.blob_key);
    } catch {
      return;
    }
    void queryClient.invalidateQueries({ queryKey: savedSignaturesKey(kind) });
  };

  return { adopt, pending, error, setError };
};
