import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AUDIT_TRAIL_POLL_MS, type AuditRecord } from '@quire/domain';
import { api } from '../../../app/api-client.ts';
import { useWindowFocused } from '../../../app/use-window-focused.ts';

/** GET /app/audit_trail/{key}: chain_valid speaks for the whole chain, whatever `since` trimmed. */
export type AuditTrail = { audit_records: AuditRecord[]; chain_valid: boolean };

/** Under 'documents', so that invalidating documents after a change refreshes the trail too. */
export const auditTrailQueryKey = (packKey: string) =>
  ['documents', 'audit_trail', packKey] as const;

/** The failure is shown in the timeline itself, not as a notice (the view polls). */
export const fetchAuditTrail = (
  packKey: string,
  since: string | undefined,
  signal?: AbortSignal,
): Promise<AuditTrail> =>
  api.get<AuditTrail>(`/app/audit_trail/${encodeURIComponent(packKey)}`, {
    query: { since },
    signal,
    silent: true,
  });

/** POST …/audit_document_opened_event; the server records at most one per person per 10 minutes. */
export const recordDocumentOpened = (key: string): Promise<{ recorded: boolean }> =>
  api.post<{ recorded: boolean }>(
    `/app/documents/${encodeURIComponent(key)}/audit_document_opened_event`,
    {},
    { silent: true },
  );

/** Known records plus fresh ones, one per seq, in chain order (since is inclusive, so they overlap). */
export const mergeAuditRecords = (
  known: readonly AuditRecord[],
  fresh: readonly AuditRecord[],
): AuditRecord[] => {
  const bySeq = new Map(known.map((r) => [r.seq, r]));
  for (const r of fresh) bySeq.set(r.seq, r);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
};

/**
 * The trail, polled every 30 s while the page is visible and the window focused (§9). A poll
 * asks only for records since the newest one held and merges them in.
 */
export const useAuditTrail = (packKey: string, enabled = true) => {
  const queryClient = useQueryClient();
  const focused = useWindowFocused();
  const queryKey = auditTrailQueryKey(packKey);
  return useQuery({
    queryKey,
    queryFn: async ({ signal }) => {
      const held = queryClient.getQueryData<AuditTrail>(queryKey)?.audit_records ?? [];
      const answer = await fetchAuditTrail(packKey, held.at(-1)?.date_created, signal);
      return {
        audit_records: mergeAuditRecords(held, answer.audit_records),
        chain_valid: answer.chain_valid,
      };
    },
    enabled,
    refetchInterval: focused ? AUDIT_TRAIL_POLL_MS : false,
    refetchIntervalInBackground: false,
  });
};
