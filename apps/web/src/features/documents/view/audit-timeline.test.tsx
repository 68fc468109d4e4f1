import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AUDIT_TRAIL_POLL_MS,
  MESSAGES,
  type AuditRecord,
  type DocumentStatus,
} from '@quire/domain';
import { api } from '../../../app/api-client.ts';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { requestsTo, stubServer, type FakeHandlers } from '../../../test/fake-fetch.ts';
import { aLogin } from '../../../test/fixtures.ts';
import { clearNotices, shownNotices } from '../../../test/render-app.tsx';
import { mergeAuditRecords } from './audit-api.ts';
import { enPackViewExtras } from '../../../i18n/catalogues/en-pack-view-extras.ts';
import { AuditTimeline, utcTitle } from './audit-timeline.tsx';

const { chainVerified: CHAIN_VERIFIED, chainBroken: CHAIN_BROKEN } = enPackViewExtras.audit;

const aRecord = (seq: number, over: Partial<AuditRecord> = {}): AuditRecord => ({
  id: `r${seq}`,
  document_key: 'pack-1',
  seq,
  event: 'sent',
  child_document_key: null,
  actor_user_key: 'user-1',
  actor_signatory_uuid: null,
  actor_name: 'Ada Lovelace',
  actor_email: 'ada@example.com',
  ip_address: '203.0.113.7',
  user_agent: 'Browser/1',
  details: {},
  date_created: `2026-01-31T12:00:0${seq}.000Z`,
  prev_hash: 'p',
  hash: 'h',
  ...over,
});

const TRAIL = 'GET /app/audit_trail/pack-1';
const OPENED = 'POST /app/documents/pack-1/audit_document_opened_event';

const renderTimeline = (handlers: FakeHandlers, status: DocumentStatus = 'awaiting_signatures') => {
  const fetch = stubServer({
    [OPENED]: () => ({ body: { success: true, recorded: false } }),
    ...handlers,
  });
  render(
    <AppProviders queryClient={createQueryClient()} env="test">
      <AuditTimeline packKey="pack-1" status={status} />
    </AppProviders>,
  );
  return fetch;
};

beforeEach(() => {
  api.startSession(aLogin());
});

afterEach(() => {
  api.endSession();
  clearNotices();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('audit timeline (spec §6, §7, §9)', () => {
  it('lists each record’s event, actor, local time with its UTC value, and IP under the chain check', async () => {
    const fetch = renderTimeline({
      [TRAIL]: () => ({
        body: {
          success: true,
          chain_valid: true,
          audit_records: [
            aRecord(1, { event: 'created' }),
            aRecord(2, { event: 'field_signed', actor_name: 'Sid', actor_email: null }),
            aRecord(3, { event: 'sealed', actor_name: null, actor_email: null, ip_address: null }),
          ],
        },
      }),
    });
    expect(await screen.findByText('Document created')).toBeTruthy();
    expect(screen.getByText('Field signed')).toBeTruthy();
    expect(screen.getByText('Signed PDF sealed')).toBeTruthy();
    expect(screen.getByText('Ada Lovelace <ada@example.com>')).toBeTruthy();
    expect(screen.getByText('Sid')).toBeTruthy();
    expect(screen.getByText('Quire')).toBeTruthy();
    expect(screen.getAllByText('IP 203.0.113.7')).toHaveLength(2);
    const time = screen.getByTitle('2026-01-31 12:00:01 UTC');
    expect(time.getAttribute('dateTime')).toBe('2026-01-31T12:00:01.000Z');
    expect(time.textContent).toMatch(/2026/);
    expect(screen.getByText(CHAIN_VERIFIED)).toBeTruthy();
    expect(screen.queryByText(CHAIN_BROKEN)).toBeNull();
    // Opening the view records 'opened' once.
    await waitFor(() => expect(requestsTo(fetch, OPENED)).toHaveLength(1));
    expect(requestsTo(fetch, TRAIL)[0]?.search).toBe('');
  });

  it('says the level a final was sealed at, and why it was kept below PADES_LEVEL', async () => {
    const reason =
      'The seal was kept at PAdES B-T instead of B-LTA: Certificate “Seal”: fetch failed (ECONNREFUSED)';
    const quire = { actor_name: null, actor_email: null, ip_address: null };
    renderTimeline({
      [TRAIL]: () => ({
        body: {
          success: true,
          chain_valid: true,
          audit_records: [
            aRecord(1, { event: 'sealed', ...quire, details: { pades_level: 'B-T' } }),
            aRecord(2, { event: 'seal_level_reduced', ...quire, details: { reason } }),
          ],
        },
      }),
    });
    expect(await screen.findByText('Seal kept below the configured PAdES level')).toBeTruthy();
    expect(screen.getByText('PAdES B-T')).toBeTruthy();
    expect(screen.getByText(reason)).toBeTruthy();
  });

  it('warns when the chain does not verify', async () => {
    renderTimeline({
      [TRAIL]: () => ({ body: { success: true, chain_valid: false, audit_records: [aRecord(1)] } }),
    });
    expect(await screen.findByText(CHAIN_BROKEN)).toBeTruthy();
    expect(screen.queryByText(CHAIN_VERIFIED)).toBeNull();
  });

  it('shows a refusal in place, without a notice', async () => {
    renderTimeline({
      [TRAIL]: () => ({ status: 403, body: { success: false, message: MESSAGES.notAuthorized } }),
    });
    expect(await screen.findByText(MESSAGES.notAuthorized)).toBeTruthy();
    expect(shownNotices()).toEqual([]);
  });

  it('records the view before loading, then polls every 30 s for what is new', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let polls = 0;
    const fetch = renderTimeline({
      [OPENED]: () => ({ body: { success: true, recorded: true } }),
      [TRAIL]: (request) => {
        polls += 1;
        const records = request.search
          ? [aRecord(2, { event: 'opened' }), aRecord(3, { event: 'signed' })]
          : [aRecord(1), aRecord(2, { event: 'opened' })];
        return { body: { success: true, chain_valid: true, audit_records: records } };
      },
    });
    act(() => void window.dispatchEvent(new Event('focus')));
    expect(await screen.findByText('Document opened')).toBeTruthy();
    expect(requestsTo(fetch, OPENED)).toHaveLength(1);
    expect(requestsTo(fetch, TRAIL)).toHaveLength(1);
    expect(screen.queryByText('Signed')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(AUDIT_TRAIL_POLL_MS));
    expect(await screen.findByText('Signed')).toBeTruthy();
    expect(polls).toBe(2);
    expect(requestsTo(fetch, TRAIL)[1]?.search).toBe(
      `?since=${encodeURIComponent('2026-01-31T12:00:02.000Z')}`,
    );
    expect(screen.getAllByText('Signature requests sent')).toHaveLength(1);
    expect(screen.getAllByText('Document opened')).toHaveLength(1);
    // §9: polling pauses while the window is blurred.
    act(() => void window.dispatchEvent(new Event('blur')));
    await act(() => vi.advanceTimersByTimeAsync(2 * AUDIT_TRAIL_POLL_MS));
    expect(requestsTo(fetch, TRAIL)).toHaveLength(2);
  });

  it('is not there, and asks nothing, while the pack is in setup', async () => {
    const fetch = renderTimeline({}, 'setup');
    await act(() => Promise.resolve());
    expect(screen.queryByText('Audit trail')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('merges by seq and formats the UTC title', () => {
    expect(
      mergeAuditRecords([aRecord(1), aRecord(2)], [aRecord(2, { event: 'x' }), aRecord(3)]).map(
        (r) => [r.seq, r.event],
      ),
    ).toEqual([
      [1, 'sent'],
      [2, 'x'],
      [3, 'sent'],
    ]);
    expect(utcTitle('2026-01-31T12:00:05.123Z')).toBe('2026-01-31 12:00:05 UTC');
  });
});
