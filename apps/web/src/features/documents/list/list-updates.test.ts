import { describe, expect, it, vi } from 'vitest';
import { DOCUMENTS_TIMING, updatePollInterval } from '../documents-timing.ts';
import { aDocument, aSignatory } from '../test-support/document-fixtures.ts';
import { matchesStatusFilter } from './matches-status-filter.ts';
import { applyListUpdates } from './use-list-update-poll.ts';

const a = aDocument({ key: 'a', status: 'setup', date_updated: '2026-01-01T00:00:00.000Z' });
const b = aDocument({ key: 'b', status: 'setup', date_updated: '2026-01-01T00:00:00.000Z' });
const c = aDocument({ key: 'c', status: 'setup', date_updated: '2026-01-01T00:00:00.000Z' });

describe('the list update poll (spec §4, §9)', () => {
  it('drops gone rows and rows that no longer match the status filter, refreshes the rest', async () => {
    const fetchDocument = vi.fn(async (key: string) =>
      key === 'b'
        ? { ...b, status: 'awaiting_signatures' as const, date_updated: '2026-01-02T00:00:00.000Z' }
        : { ...c, document_name: 'Renamed', date_updated: '2026-01-02T00:00:00.000Z' },
    );
    const rows = await applyListUpdates(
      [a, b, c],
      [
        { key: 'a', _deleted: true, date_updated: a.date_updated },
        { key: 'b', _deleted: false, date_updated: '2026-01-02T00:00:00.000Z' },
        { key: 'c', _deleted: false, date_updated: '2026-01-02T00:00:00.000Z' },
      ],
      { statusFilter: 'setup', userKey: 'user-1', fetchDocument },
    );
    expect(rows?.map((r) => [r.key, r.document_name])).toEqual([['c', 'Renamed']]);
    expect(fetchDocument.mock.calls.map(([key]) => key).sort()).toEqual(['b', 'c']);
  });

  it('changes nothing when nothing changed', async () => {
    const fetchDocument = vi.fn();
    const rows = await applyListUpdates(
      [a],
      [{ key: 'a', _deleted: false, date_updated: a.date_updated }],
      { statusFilter: 'all', userKey: 'user-1', fetchDocument },
    );
    expect(rows).toBeNull();
    expect(fetchDocument).not.toHaveBeenCalled();
  });

  it('polls every 15 s, every 5 s just after an action and every 60 s when hidden', () => {
    expect(updatePollInterval(1_000, false)).toBe(5_000);
    expect(updatePollInterval(DOCUMENTS_TIMING.updatePollFastForMs + 1, false)).toBe(15_000);
    expect(updatePollInterval(Number.POSITIVE_INFINITY, true)).toBe(60_000);
  });

  it("matches 'awaiting my signature' on the user's own pending signatory", () => {
    const waiting = aDocument({
      status: 'awaiting_signatures',
      signatories: [aSignatory({ status: 'awaiting_signatures', user_key: 'user-1' })],
    });
    expect(matchesStatusFilter(waiting, 'awaiting_my_signature', 'user-1')).toBe(true);
    expect(matchesStatusFilter(waiting, 'awaiting_my_signature', 'user-2')).toBe(false);
    expect(matchesStatusFilter(waiting, 'all', 'user-2')).toBe(true);
  });
});
