import {
  AUTHENTICATION_CHECK_INTERVAL_MS,
  AUTHENTICATION_TIMEOUT_MS,
  INTEGRATION_MESSAGES,
} from '@quire/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { changeIntegration, fetchIntegrations } from './integrations-api.ts';

export type WatchState =
  | { phase: 'idle' }
  | { phase: 'waiting'; secondsLeft: number }
  | { phase: 'done' }
  | { phase: 'failed'; message: string };

/**
 * Watches a pending configuration while its authorisation runs in the XPLAN window (§7): checks
 * every second (§9) whether it became active (done) or was deleted by a failed setup (§8 'Error
 * during integration setup.'); after 120 s it gives up with 'Authentication Timed Out.' and
 * deletes the pending configuration, so a late approval connects nothing.
 */
export const useAuthorisationWatch = () => {
  const [state, setState] = useState<WatchState>({ phase: 'idle' });
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const popup = useRef<Window | null>(null);

  const stop = useCallback(() => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
    popup.current?.close();
    popup.current = null;
  }, []);
  useEffect(() => stop, [stop]);

  const start = useCallback(
    (key: string, window: Window | null) => {
      stop();
      popup.current = window;
      const startedAt = Date.now();
      let checking = false;
      setState({ phase: 'waiting', secondsLeft: AUTHENTICATION_TIMEOUT_MS / 1000 });
      const fail = (message: string) => {
        stop();
        setState({ phase: 'failed', message });
      };
      timer.current = setInterval(() => {
        const elapsed = Date.now() - startedAt;
        if (elapsed >= AUTHENTICATION_TIMEOUT_MS) {
          void changeIntegration({ integration_configuration_id: key, delete: true }).catch(
            () => undefined,
          );
          return fail(INTEGRATION_MESSAGES.authTimedOut);
        }
        setState({
          phase: 'waiting',
          secondsLeft: Math.ceil((AUTHENTICATION_TIMEOUT_MS - elapsed) / 1000),
        });
        if (checking) return;
        checking = true;
        fetchIntegrations()
          .then(({ integrations }) => {
            if (!timer.current) return;
            const found = integrations.find((i) => i.key === key);
            if (!found) fail(INTEGRATION_MESSAGES.setupFailed);
            else if (found.is_active) {
              stop();
              setState({ phase: 'done' });
            }
          })
          .catch(() => undefined)
          .finally(() => (checking = false));
      }, AUTHENTICATION_CHECK_INTERVAL_MS);
    },
    [stop],
  );

  const cancel = useCallback(() => {
    stop();
    setState({ phase: 'idle' });
  }, [stop]);

  return { state, start, cancel };
};
