import { useCallback, useEffect, useRef, useState } from 'react';

export type SaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'failed';

/**
 * Saves the latest value `delayMs` after the last change (spec §9: custom fields, appendices and
 * event subscriptions save 1 s after a change). Saves never overlap: a change made while one is
 * in flight is saved after it, so a create is always followed by updates that know its key.
 * A change still pending when the component goes away is saved at once.
 */
export const useDebouncedSave = <T>(save: (value: T) => Promise<unknown>, delayMs: number) => {
  const [status, setStatus] = useState<SaveStatus>('idle');
  const saveRef = useRef(save);
  const pending = useRef<{ value: T } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef<Promise<void> | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    saveRef.current = save;
  }, [save]);

  const setIfMounted = (next: SaveStatus) => {
    if (mounted.current) setStatus(next);
  };

  const flush = useCallback(async (): Promise<void> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    while (inFlight.current) await inFlight.current;
    const next = pending.current;
    if (!next) return;
    pending.current = null;
    setIfMounted('saving');
    const run = saveRef
      .current(next.value)
      .then(
        () => setIfMounted(pending.current ? 'pending' : 'saved'),
        () => setIfMounted('failed'),
      )
      .finally(() => {
        inFlight.current = null;
      });
    inFlight.current = run;
    await run;
  }, []);

  const schedule = useCallback(
    (value: T) => {
      pending.current = { value };
      setStatus('pending');
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), delayMs);
    },
    [delayMs, flush],
  );

  /** Drops a change not yet sent, and waits for the one being sent (before a delete, say). */
  const cancel = useCallback(async (): Promise<void> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    pending.current = null;
    while (inFlight.current) await inFlight.current;
    setIfMounted('idle');
  }, []);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (pending.current) void flush();
    };
  }, [flush]);

  return { schedule, flush, cancel, status };
};
