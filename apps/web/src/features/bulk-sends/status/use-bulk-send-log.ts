import { BULK_SEND_LOG_POLL_MS, type BulkSendLog } from '@quire/domain';
import { useEffect, useRef, useState } from 'react';
import { bulkSendsApi } from '../bulk-sends-api.ts';
import { usePollAllowed } from '../use-poll-allowed.ts';

export type LogState = { lines: BulkSendLog[]; loaded: boolean; failed: boolean };

/** Lines not seen before, by key, in the order they came (the server answers newest last). */
export const appendNewLines = (lines: BulkSendLog[], fresh: BulkSendLog[]): BulkSendLog[] => {
  const seen = new Set(lines.map((l) => l.key));
  const added = fresh.filter((l) => !seen.has(l.key));
  return added.length === 0 ? lines : [...lines, ...added];
};

/**
 * §7/§9 the send's log: read once, then GET bulk_send_logs?since={newest date_created} every 30 s
 * while the view is visible, appending only lines not already shown.
 */
export const useBulkSendLog = (key: string): LogState => {
  const allowed = usePollAllowed();
  const [state, setState] = useState<LogState>({ lines: [], loaded: false, failed: false });
  const since = useRef<string | null>(null);

  useEffect(() => {
    if (!allowed) return;
    let cancelled = false;
    const read = async () => {
      try {
        const fresh = await bulkSendsApi.logs(key, since.current);
        if (cancelled) return;
        const newest = fresh.at(-1)?.date_created;
        if (newest && (!since.current || newest > since.current)) since.current = newest;
        setState((s) => ({ lines: appendNewLines(s.lines, fresh), loaded: true, failed: false }));
      } catch {
        // A missed poll is asked again at the next; the log says it could not update.
        if (!cancelled) setState((s) => ({ ...s, loaded: true, failed: true }));
      }
    };
    void read();
    const timer = window.setInterval(() => void read(), BULK_SEND_LOG_POLL_MS);
    return () => {
      cancelled = true;
      window.clearInterval(timer);
    };
  }, [key, allowed]);

  return state;
};
