import { MESSAGES, PROFILE_AUTOSAVE_MS } from '@quire/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { failureMessage } from '../../../app/failure-message.ts';

export type AutosaveState = 'idle' | 'pending' | 'saving' | 'saved' | 'failed';

export type Autosave<T extends object> = {
  status: AutosaveState;
  /** Why the last save failed, in words a person can act on (only while `status` is 'failed'). */
  error: string | null;
  /** Adds changed fields to the next save and restarts the wait. */
  change: (patch: Partial<T>) => void;
  /** Forgets a field not sent yet (it became invalid again), including one a failed save kept. */
  drop: (field: keyof T) => void;
  /** Sends what is waiting now: the "Try again" of a failed save. */
  retry: () => void;
};

const isEmpty = (patch: object) => Object.keys(patch).length === 0;

/**
 * The #profile autosave (§9): changed fields gather and go in one save PROFILE_AUTOSAVE_MS after
 * the last change. Saves never overlap (what changes meanwhile goes in the next one). A failed save
 * keeps its fields, so the retry, or the next change, sends them again. A change still waiting
 * when the section goes away is sent at once rather than lost.
 */
export const useAutosave = <T extends object>(
  save: (patch: Partial<T>) => Promise<unknown>,
): Autosave<T> => {
  const [status, setStatus] = useState<AutosaveState>('idle');
  const [error, setError] = useState<string | null>(null);
  const saveRef = useRef(save);
  const pending = useRef<Partial<T>>({});
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef<Promise<void> | null>(null);

  useEffect(() => {
    saveRef.current = save;
  }, [save]);

  const send = useCallback(async (): Promise<void> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    while (inFlight.current) await inFlight.current;
    const patch = pending.current;
    if (isEmpty(patch)) return;
    pending.current = {};
    setStatus('saving');
    const run = saveRef.current(patch).then(
      () => {
        setError(null);
        setStatus(isEmpty(pending.current) ? 'saved' : 'pending');
      },
      (failure: unknown) => {
        // Newer values typed during the failed save win over the ones it carried.
        pending.current = { ...patch, ...pending.current };
        setError(failureMessage(failure, MESSAGES.anErrorOccurred));
        setStatus('failed');
      },
    );
    inFlight.current = run.finally(() => {
      inFlight.current = null;
    });
    await inFlight.current;
  }, []);

  const change = useCallback(
    (patch: Partial<T>) => {
      pending.current = { ...pending.current, ...patch };
      setStatus('pending');
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void send(), PROFILE_AUTOSAVE_MS);
    },
    [send],
  );

  const drop = useCallback((field: keyof T) => {
    if (!(field in pending.current)) return;
    const { [field]: _dropped, ...rest } = pending.current;
    pending.current = rest as Partial<T>;
    if (!isEmpty(rest)) return;
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    // Nothing left to send: a waiting or failed state no longer describes anything.
    setStatus((current) => (current === 'pending' || current === 'failed' ? 'idle' : current));
    setError(null);
  }, []);

  useEffect(
    () => () => {
      // Only a change still waiting for its turn goes out on leaving; a refused one stays refused.
      if (timer.current) void send();
    },
    [send],
  );

  return { status, error, change, drop, retry: () => void send() };
};
