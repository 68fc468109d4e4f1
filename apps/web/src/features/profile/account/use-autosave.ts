import { useCallback, useEffect, useRef, useState } from 'react';

export type AutosaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'failed';

/**
 * Collects changed fields and saves them together `delayMs` after the last change (§9: the
 * profile autosaves 500 ms after a change). Saves never overlap; a change made during one is
 * sent after it. A change still waiting when the section goes away is sent at once.
 */
export const useAutosave = <T extends object>(
  save: (patch: Partial<T>) => Promise<unknown>,
  delayMs: number,
) => {
  const [status, setStatus] = useState<AutosaveStatus>('idle');
  const saveRef = useRef(save);
  const pending = useRef<Partial<T> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef<Promise<void> | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    saveRef.current = save;
  }, [save]);

  const show = (next: AutosaveStatus) => {
    if (mounted.current) setStatus(next);
  };

  const flush = useCallback(async (): Promise<void> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    while (inFlight.current) await inFlight.current;
    const patch = pending.current;
    if (!patch) return;
    pending.current = null;
    show('saving');
    const run = saveRef
      .current(patch)
      .then(
        () => show(pending.current ? 'pending' : 'saved'),
        () => show('failed'),
      )
      .finally(() => {
        inFlight.current = null;
      });
    inFlight.current = run;
    await run;
  }, []);

  const change = useCallback(
    (patch: Partial<T>) => {
      pending.current = { ...pending.current, ...patch };
      setStatus('pending');
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), delayMs);
    },
    [delayMs, flush],
  );

  /** Forgets a change not sent yet (the field became invalid again). */
  const drop = useCallback((field: keyof T) => {
    if (!pending.current) return;
    const { [field]: _dropped, ...rest } = pending.current;
    pending.current = Object.keys(rest).length > 0 ? (rest as Partial<T>) : null;
    if (!pending.current) setStatus('idle');
  }, []);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (pending.current) void flush();
    };
  }, [flush]);

  return { change, drop, flush, status };
};
