import {
  BULK_SEND_LOG_POLL_MS,
  BULK_SEND_MESSAGES,
  BULK_SEND_REMINDER_LOCKOUT_MS,
  TEMP_CSV_MAX_POLLS,
  TEMP_CSV_POLL_MS,
  type BulkSend,
  type BulkSendLog,
} from '@quire/domain';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../app/api-client.ts';
import { requestsTo, type FakeHandlers } from '../../../test/fake-fetch.ts';
import { aLogin } from '../../../test/fixtures.ts';
import { clearNotices, renderApp, shownNotices } from '../../../test/render-app.tsx';
import { BULK_SEND_COUNTS_POLL_MS } from '../bulk-send-timing.ts';
import {
  aBulkSend,
  aLogLine,
  blurWindow,
  focusWindow,
  stubBulkServer,
} from '../test-support/bulk-send-fixtures.ts';

vi.setConfig({ testTimeout: 60_000 });
beforeEach(() => api.startSession(aLogin()));
afterEach(() => {
  api.endSession();
  clearNotices();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const DAY = 86_400_000;
const SAVE = 'POST /app/bulk_sends/add_update_bulk_send';
const LOGS = 'GET /app/bulk_send_logs/bs-1';

const running = (overrides: Partial<BulkSend> = {}) =>
  aBulkSend({
    status: 'active',
    template_key: 'tpl-1',
    recipient_data_key: 'rd-1',
    number_of_documents: 10,
    created: 4,
    awaiting_signature: 3,
    completed: 1,
    failed: 1,
    most_recent_run_date: new Date(Date.now() - 60_000).toISOString(),
    ...overrides,
  });

const stubStatusServer = (
  send: BulkSend,
  handlers: FakeHandlers = {},
  logs: (since: string | null) => BulkSendLog[] = () => [],
) => {
  let current = send;
  return stubBulkServer({
    'GET /app/bulk_sends/bs-1': () => ({ body: { success: true, bulk_send: current } }),
    [SAVE]: (request) => {
      current = { ...current, ...(request.body as { data: Partial<BulkSend> }).data };
      return { body: { success: true, bulk_send: { key: 'bs-1', status: current.status } } };
    },
    [LOGS]: (request) => ({
      body: {
        success: true,
        bulk_send_logs: logs(new URLSearchParams(request.search).get('since')),
      },
    }),
    ...handlers,
  });
};

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('the status tab of an active or paused send (spec §4)', () => {
  it('shows the counts and progress, and pauses while documents are still being created', async () => {
    const fetch = stubStatusServer(running());
    const { user } = renderApp('#bulk_sends/bs-1');
    expect(await screen.findByLabelText('Documents: 10')).toBeTruthy();
    expect(screen.getByLabelText('Created: 4')).toBeTruthy();
    expect(screen.getByLabelText('Awaiting signature: 3')).toBeTruthy();
    expect(screen.getByLabelText('Completed: 1')).toBeTruthy();
    expect(screen.getByLabelText('Failed: 1')).toBeTruthy();
    expect(
      screen.getByRole('progressbar', { name: '5 of 10 rows done' }).getAttribute('aria-valuenow'),
    ).toBe('50');
    expect(screen.queryByRole('heading', { name: '1. Choose clients' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(await screen.findByRole('button', { name: 'Activate again' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
    expect(requestsTo(fetch, SAVE)[0]?.body).toEqual({
      data: { key: 'bs-1', description: 'Renewals 2027', status: 'paused' },
    });

    await user.click(screen.getByRole('button', { name: 'Activate again' }));
    expect(await screen.findByRole('button', { name: 'Pause' })).toBeTruthy();
    expect(requestsTo(fetch, SAVE)[1]?.body).toEqual({
      data: { key: 'bs-1', description: 'Renewals 2027', status: 'active' },
    });
  });

  it('offers no pause once every document is created', async () => {
    stubStatusServer(running({ created: 10, failed: 0 }));
    renderApp('#bulk_sends/bs-1');
    expect(await screen.findByText('All 10 rows done.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Activate again' })).toBeNull();
  });

  it('refetches the counts while active and the window has focus, not while blurred', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = stubStatusServer(running());
    renderApp('#bulk_sends/bs-1');
    await screen.findByLabelText('Created: 4');
    focusWindow();
    const reads = () => requestsTo(fetch, 'GET /app/bulk_sends/bs-1').length;
    const before = reads();
    await advance(BULK_SEND_COUNTS_POLL_MS + 50);
    await waitFor(() => expect(reads()).toBe(before + 1));
    blurWindow();
    await advance(BULK_SEND_COUNTS_POLL_MS * 4);
    expect(reads()).toBe(before + 1);
  });
});

describe('the reminder button (spec §4, §9)', () => {
  it('shows only for create_and_send whose last run is over 2 days old', async () => {
    stubStatusServer(
      running({
        bulk_send_type: 'create',
        most_recent_run_date: new Date(Date.now() - 3 * DAY).toISOString(),
      }),
    );
    renderApp('#bulk_sends/bs-1');
    await screen.findByLabelText('Created: 4');
    expect(screen.queryByRole('button', { name: 'Remind signers' })).toBeNull();
  });

  it('waits 2 days after the last run', async () => {
    stubStatusServer(
      running({ most_recent_run_date: new Date(Date.now() - 1.9 * DAY).toISOString() }),
    );
    renderApp('#bulk_sends/bs-1');
    await screen.findByLabelText('Created: 4');
    expect(screen.queryByRole('button', { name: 'Remind signers' })).toBeNull();
  });

  it('enqueues reminders, says so, and locks the button for 60 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = stubStatusServer(
      running({ most_recent_run_date: new Date(Date.now() - 3 * DAY).toISOString() }),
      {
        'GET /app/bulk_sends/bs-1/enqueue_bulk_send_reminder_mails': () => ({
          body: {
            success: true,
            message: 'Reminders enqueued for 3 documents awaiting signature.',
          },
        }),
      },
    );
    const { user } = renderApp('#bulk_sends/bs-1');
    await user.click(await screen.findByRole('button', { name: 'Remind signers' }));
    await waitFor(() =>
      expect(shownNotices().map((n) => n.message)).toContain(
        'Reminders enqueued for 3 documents awaiting signature.',
      ),
    );
    const button = await screen.findByRole('button', { name: 'Remind signers' });
    expect(button.hasAttribute('disabled')).toBe(true);
    await advance(BULK_SEND_REMINDER_LOCKOUT_MS - 1_000);
    expect(screen.getByRole('button', { name: 'Remind signers' }).hasAttribute('disabled')).toBe(
      true,
    );
    await advance(1_500);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Remind signers' }).hasAttribute('disabled')).toBe(
        false,
      ),
    );
    expect(
      requestsTo(fetch, 'GET /app/bulk_sends/bs-1/enqueue_bulk_send_reminder_mails'),
    ).toHaveLength(1);
  });
});

describe('the log (spec §7, §9)', () => {
  it('polls every 30 s with since, appends only new lines, links created packs, and pauses when blurred', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const first = [
      aLogLine(1, { message: 'Bulk send activated' }),
      aLogLine(2, { message: 'Document created', position: 1, document_key: 'pack-9' }),
    ];
    const later = aLogLine(3, {
      level: 'error',
      message: BULK_SEND_MESSAGES.invalidEmail,
      position: 2,
    });
    let polls = 0;
    const fetch = stubStatusServer(running(), {}, (since) => {
      polls += 1;
      // The server may repeat the newest line it was asked after; it is shown once.
      return since === null ? first : [first[1]!, later];
    });
    renderApp('#bulk_sends/bs-1');
    await screen.findByRole('heading', { name: 'Log' });
    focusWindow();
    expect(await screen.findByText('Bulk send activated')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open document' }).getAttribute('href')).toBe(
      '#/documents/pack-9',
    );
    const before = polls;
    await advance(BULK_SEND_LOG_POLL_MS + 50);
    expect(await screen.findByText(BULK_SEND_MESSAGES.invalidEmail)).toBeTruthy();
    expect(screen.getAllByText('Document created')).toHaveLength(1);
    expect(polls).toBe(before + 1);
    expect(new URLSearchParams(requestsTo(fetch, LOGS).at(-1)?.search).get('since')).toBe(
      first[1]!.date_created,
    );

    blurWindow();
    const whileBlurred = polls;
    await advance(BULK_SEND_LOG_POLL_MS * 3);
    expect(polls).toBe(whileBlurred);
    expect(screen.getAllByRole('listitem').length).toBe(3);
  });
});

describe('polls while the page is hidden (spec §9)', () => {
  it('stops the log poll while the tab is hidden and reads again when it is shown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let polls = 0;
    stubStatusServer(running(), {}, () => {
      polls += 1;
      return [];
    });
    renderApp('#bulk_sends/bs-1');
    await screen.findByRole('heading', { name: 'Log' });
    focusWindow();
    expect(await screen.findByText('Nothing logged yet.')).toBeTruthy();
    const shown = polls;
    const setVisibility = (state: DocumentVisibilityState) =>
      act(() => {
        Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      });
    setVisibility('hidden');
    await advance(BULK_SEND_LOG_POLL_MS * 3);
    expect(polls).toBe(shown);
    setVisibility('visible');
    await waitFor(() => expect(polls).toBe(shown + 1));
  });
});

describe('Export status CSV (spec §7, §9)', () => {
  it('polls generate_temp_csv every 5 s until the file is ready, then offers the download', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let asked = 0;
    const fetch = stubStatusServer(running(), {
      'GET /app/bulk_send/bs-1/generate_temp_csv': () => {
        asked += 1;
        return {
          body: {
            success: true,
            bulk_send_temp_csv: { key: 'csv-1', file_key: asked >= 3 ? 'file-1' : null },
          },
        };
      },
    });
    const { user } = renderApp('#bulk_sends/bs-1');
    const exportButton = await screen.findByRole('button', { name: 'Export status CSV' });
    focusWindow();
    await user.click(exportButton);
    expect(await screen.findByText('Preparing the CSV…')).toBeTruthy();
    await advance(TEMP_CSV_POLL_MS);
    await advance(TEMP_CSV_POLL_MS);
    const link = await screen.findByRole('link', { name: 'Download status CSV' });
    expect(link.getAttribute('href')).toBe('/app/bulk_send/bs-1/serve_temp_csv/csv-1');
    const calls = requestsTo(fetch, 'GET /app/bulk_send/bs-1/generate_temp_csv');
    expect(calls.map((c) => new URLSearchParams(c.search).get('bulk_send_temp_csv_key'))).toEqual([
      null,
      'csv-1',
      'csv-1',
    ]);
  });

  it('gives up after 1000 tries with the spec’s message', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = stubStatusServer(running(), {
      'GET /app/bulk_send/bs-1/generate_temp_csv': () => ({
        body: { success: true, bulk_send_temp_csv: { key: 'csv-1', file_key: null } },
      }),
    });
    const { user } = renderApp('#bulk_sends/bs-1');
    const exportButton = await screen.findByRole('button', { name: 'Export status CSV' });
    focusWindow();
    await user.click(exportButton);
    const calls = () => requestsTo(fetch, 'GET /app/bulk_send/bs-1/generate_temp_csv').length;
    await waitFor(() => expect(calls()).toBe(1));
    for (let i = 1; i < TEMP_CSV_MAX_POLLS; i += 1) await advance(TEMP_CSV_POLL_MS);
    expect(await screen.findByText(BULK_SEND_MESSAGES.csvTooSlow)).toBeTruthy();
    expect(calls()).toBe(TEMP_CSV_MAX_POLLS);
    await advance(TEMP_CSV_POLL_MS * 3);
    expect(calls()).toBe(TEMP_CSV_MAX_POLLS);
    expect(screen.getByRole('button', { name: 'Export status CSV' })).toBeTruthy();
  });
});
