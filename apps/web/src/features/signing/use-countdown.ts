import { useEffect, useState } from 'react';

/**
 * Seconds left of a wait that starts at `seconds` and starts again whenever `restartKey` changes
 * (a new code was sent, fresh options arrived). Ticks once a second down to 0.
 */
export const useCountdown = (seconds: number, restartKey: string): number => {
  const [state, setState] = useState({ key: restartKey, left: seconds });
  // Restarting during render, not in an effect, so the old count never shows for a frame.
  if (state.key !== restartKey) setState({ key: restartKey, left: seconds });
  useEffect(() => {
    if (state.left <= 0) return;
    const timer = setTimeout(() => setState((s) => ({ ...s, left: s.left - 1 })), 1_000);
    return () => clearTimeout(timer);
  }, [state]);
  return state.key === restartKey ? state.left : seconds;
};
