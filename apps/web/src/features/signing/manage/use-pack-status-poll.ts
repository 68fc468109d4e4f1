import type { AuditEvent, AuditRecord } from '@quire/domain';
import { hashKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { QUERY_KEYS } from '../../../app/query-keys.ts';
import { fetchPack, type PackDto } from '../../documents/documents-api.ts';
import { auditTrailQueryKey, type AuditTrail } from '../../documents/view/audit-api.ts';
import { MANAGE_TIMING } from './manage-timing.ts';
import { useWindowFocused } from '../../../app/use-window-focused.ts';

/** Audit events after which the pack itself reads differently (a signer's or the pack's status). */
const PACK_CHANGING_EVENTS: ReadonlySet<AuditEvent> = new Set([
  'signed',
  'rejected',
  'excluded',
  'completed',
  'sealed',
  'reverted',
]);

/** The newest record's seq, and whether any record after `since` changes the pack. */
export const packChangedSince = (
  records: readonly AuditRecord[],
  since: number | null,
): { latest: number | null; changed: boolean } => {
  const latest = records.reduce<number | null>(
    (max, r) => (max === null || r.seq > max ? r.seq : max),
    null,
  );
  if (since === null) return { latest, changed: false };
  return {
    latest,
    changed: records.some((r) => r.seq > since && PACK_CHANGING_EVENTS.has(r.event as AuditEvent)),
  };
};

/**
 * Keeps the owner's view of a pack out for signing current without a reload (§9): the pack is
 * fetched again every 60 s while it awaits signatures, and at once when the audit trail (which
 * the document view polls every 30 s) shows a signature, rejection, exclusion, completion or
 * seal. Paused while the window is blurred; refreshed on coming back if it went stale.
 */
export const usePackStatusPoll = (packKey: string): void => {
  const queryClient = useQueryClient();
  const focused = useWindowFocused();
  const packQuery = QUERY_KEYS.documentPack(packKey);

  useQuery({
    queryKey: packQuery,
    // The document view's own query (use-pack.ts), the same fetch: this observer only adds the pace.
    queryFn: ({ signal }) => fetchPack(packKey, { signal }),
    enabled: packKey !== '',
    staleTime: MANAGE_TIMING.packPollMs,
    refetchInterval: (query) =>
      focused && (query.state.data as PackDto | undefined)?.status === 'awaiting_signatures'
        ? MANAGE_TIMING.packPollMs
        : false,
    refetchIntervalInBackground: false,
  });

  useEffect(() => {
    if (!packKey) return;
    const auditHash = hashKey(auditTrailQueryKey(packKey));
    let seen: number | null = packChangedSince(
      queryClient.getQueryData<AuditTrail>(auditTrailQueryKey(packKey))?.audit_records ?? [],
      null,
    ).latest;
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.query.queryHash !== auditHash) return;
      const trail = event.query.state.data as AuditTrail | undefined;
      if (!trail) return;
      const { latest, changed } = packChangedSince(trail.audit_records, seen);
      seen = latest;
      if (changed)
        void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.documentPack(packKey) });
    });
  }, [packKey, queryClient]);
};
