import type { AuditRecord } from '@quire/domain';
import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../app/api-client.ts';
import { requestsTo } from '../../../test/fake-fetch.ts';
import { aLogin } from '../../../test/fixtures.ts';
import type { PackDto } from '../../documents/documents-api.ts';
import { auditTrailQueryKey } from '../../documents/view/audit-api.ts';
import { anAwaitingPack, renderAsOwner } from './manage-test-support.tsx';
import { MANAGE_TIMING } from './manage-timing.ts';
import { packChangedSince, usePackStatusPoll } from './use-pack-status-poll.ts';

vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => api.startSession(aLogin()));
afterEach(() => {
  api.endSession();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const aRecord = (seq: number, event: string): AuditRecord =>
  ({ seq, event, id: `r${seq}`, document_key: 'pack-1' }) as unknown as AuditRecord;

const Poller = ({ packKey }: { packKey: string }) => {
  usePackStatusPoll(packKey);
  return <p>polling</p>;
};

const PACK = 'GET /app/documents/pack-1';

const renderPoller = (pack: PackDto) => {
  const view = renderAsOwner(pack, <Poller packKey={pack.key} />);
  act(() => {
    window.dispatchEvent(new Event('focus'));
  });
  return view;
};

describe('the owner’s pack poll (§9)', () => {
  it('reads which audit records change the pack', () => {
    const records = [aRecord(1, 'sent'), aRecord(2, 'opened')];
    expect(packChangedSince(records, null)).toEqual({ latest: 2, changed: false });
    expect(packChangedSince([...records, aRecord(3, 'opened')], 2)).toEqual({
      latest: 3,
      changed: false,
    });
    expect(packChangedSince([...records, aRecord(3, 'signed')], 2)).toEqual({
      latest: 3,
      changed: true,
    });
    expect(packChangedSince([aRecord(3, 'completed')], 3).changed).toBe(false);
  });

  it('fetches the pack again as soon as the audit trail shows a signature', async () => {
    const pack = anAwaitingPack();
    const { queryClient, fetch } = renderPoller(pack);
    const trail = (records: AuditRecord[]) =>
      act(() => {
        queryClient.setQueryData(auditTrailQueryKey(pack.key), {
          audit_records: records,
          chain_valid: true,
        });
      });
    trail([aRecord(1, 'sent')]);
    trail([aRecord(1, 'sent'), aRecord(2, 'opened')]);
    expect(requestsTo(fetch, PACK)).toEqual([]);
    trail([aRecord(1, 'sent'), aRecord(2, 'opened'), aRecord(3, 'signed')]);
    await waitFor(() => expect(requestsTo(fetch, PACK)).toHaveLength(1));
  });

  it('polls every 60 s while awaiting signatures, and not while the window is blurred', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const pack = anAwaitingPack();
    const { fetch } = renderPoller(pack);
    await act(() => vi.advanceTimersByTimeAsync(MANAGE_TIMING.packPollMs + 100));
    await waitFor(() => expect(requestsTo(fetch, PACK)).toHaveLength(1));

    act(() => {
      window.dispatchEvent(new Event('blur'));
    });
    await act(() => vi.advanceTimersByTimeAsync(MANAGE_TIMING.packPollMs * 3));
    expect(requestsTo(fetch, PACK)).toHaveLength(1);
  });

  it('does not poll a completed pack', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const pack = anAwaitingPack({ status: 'complete' });
    const { fetch } = renderPoller(pack);
    await act(() => vi.advanceTimersByTimeAsync(MANAGE_TIMING.packPollMs * 2));
    expect(requestsTo(fetch, PACK)).toEqual([]);
  });
});
