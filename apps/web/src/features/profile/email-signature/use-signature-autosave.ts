import { useDebouncedCallback } from '@mantine/hooks';
import { MESSAGES, EMAIL_SIGNATURE_AUTOSAVE_MS, type EmailSignatureInput } from '@quire/domain';
import { useCallback, useRef, useState } from 'react';
import { failureMessage } from '../../../app/failure-message.ts';
import { postEmailSignature } from './email-signature-api.ts';

export type SaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'failed';

/**
 * Spec §9 profile autosave: changes gather and go in one POST 500 ms after the last keystroke.
 * Saves never overlap (what changes meanwhile goes in the next one), a failed save keeps its
 * changes for the retry, and leaving the page sends what is still waiting.
 */
export const useSignatureAutosave = () => {
  const pending = useRef<EmailSignatureInput>({});
  const inFlight = useRef<Promise<void> | null>(null);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [error, setError] = useState<string | null>(null);

  const send = useCallback(async () => {
    while (inFlight.current) await inFlight.current;
    const data = pending.current;
    if (Object.keys(data).length === 0) return;
    pending.current = {};
    setStatus('saving');
    const run = postEmailSignature(data).then(
      () => {
        setError(null);
        setStatus(Object.keys(pending.current).length === 0 ? 'saved' : 'pending');
      },
      (failure: unknown) => {
        pending.current = { ...data, ...pending.current };
        setError(failureMessage(failure, MESSAGES.anErrorOccurred));
        setStatus('failed');
      },
    );
    inFlight.current = run.finally(() => {
      inFlight.current = null;
    });
    await inFlight.current;
  }, []);

  const debounced = useDebouncedCallback(() => void send(), {
    delay: EMAIL_SIGNATURE_AUTOSAVE_MS,
    flushOnUnmount: true,
  });

  const change = useCallback(
    (data: EmailSignatureInput) => {
      pending.current = { ...pending.current, ...data };
      setStatus('pending');
      debounced();
    },
    [debounced],
  );

  /** A field now invalid must not go out with the next save. */
  const drop = useCallback((field: keyof EmailSignatureInput) => {
    const { [field]: _dropped, ...rest } = pending.current;
    pending.current = rest;
  }, []);

  return { status, error, change, drop, retry: () => void send() };
};
