import {
  CSV_IMPORT_MESSAGES,
  type FilterRule,
  type RecipientData,
  type RecipientDataRow,
} from '@quire/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../app/api-client.ts';
import { stubUploadXhr } from '../../components/signature/test-support/fake-upload-xhr.ts';
import { requestsTo, type FakeRequest } from '../../test/fake-fetch.ts';
import { aLogin } from '../../test/fixtures.ts';
import { stubLoggedInServer } from '../../test/logged-in-server.ts';
import { clearNotices, renderApp } from '../../test/render-app.tsx';

afterEach(() => {
  api.endSession();
  clearNotices();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const aList = (overrides: Partial<RecipientData> = {}): RecipientData => ({
  key: 'list-1',
  description: 'Policy holders',
  number_of_rows: 3,
  archived: false,
  field_names: ['Name', 'Balance', 'Joined'],
  field_types: ['text', 'number', 'date'],
  date_created: '2026-11-01T10:00:00.000Z',
  date_updated: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

const ROWS: RecipientDataRow[] = [
  { position: 1, cells: ['Ada', '10', '2026-11-20'] },
  { position: 2, cells: ['<b>Bob</b>', '25', '2026-10-01'] },
  { position: 3, cells: ['Cy', '40', '2026-11-23'] },
];

const LIST = '/app/recipient_datas/list-1';
const rowsAnswer = (rows = ROWS, extra = {}) => ({
  body: { success: true, recipient_data_rows: rows, cursor: null, ...extra },
});

describe('#recipient_datas', () => {
  it('shows an empty state, and creating a list opens it', async () => {
    api.startSession(aLogin());
    const fetch = stubLoggedInServer({
      'GET /app/recipient_datas': () => ({ body: { success: true, recipient_datas: [] } }),
      'POST /app/recipient_datas/add_update_recipient_data': () => ({
        body: { success: true, recipient_data: aList({ number_of_rows: 0, field_names: [] }) },
      }),
      [`GET ${LIST}`]: () => ({
        body: { success: true, recipient_data: aList({ number_of_rows: 0, field_names: [] }) },
      }),
    });
    const { user } = renderApp('#recipient_datas');
    expect(await screen.findByText('No client lists yet')).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: 'New client list' })[0]!);
    await user.type(await screen.findByRole('textbox', { name: /Name/ }), 'Policy holders');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('heading', { name: 'Policy holders' })).toBeTruthy();
    expect(window.location.hash).toBe('#recipient_datas/list-1');
    expect(
      requestsTo(fetch, 'POST /app/recipient_datas/add_update_recipient_data')[0]!.body,
    ).toEqual({ data: { description: 'Policy holders' } });
    expect(screen.getByRole('button', { name: 'Choose CSV' })).toBeTruthy();
  });

  it('lists lists with their row counts, archived ones apart', async () => {
    api.startSession(aLogin());
    stubLoggedInServer({
      'GET /app/recipient_datas': () => ({
        body: {
          success: true,
          recipient_datas: [
            aList({ number_of_rows: 1250 }),
            aList({ key: 'old', description: 'Last year', archived: true }),
          ],
        },
      }),
    });
    const { user } = renderApp('#recipient_datas');
    const link = await screen.findByRole('link', { name: /Policy holders/ });
    // en-ZA groups thousands with a (no-break) space.
    expect(link.textContent).toMatch(/1\s250 rows/);
    expect(screen.queryByText('Last year')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Archived (1)' }));
    expect(await screen.findByText('Last year')).toBeTruthy();
  });
});

describe('#recipient_datas/{key}', () => {
  const detailServer = (extra = {}) =>
    stubLoggedInServer({
      [`GET ${LIST}`]: () => ({ body: { success: true, recipient_data: aList() } }),
      [`GET ${LIST}/rows`]: () => rowsAnswer(),
      ...extra,
    });

  it('renames and archives the list', async () => {
    api.startSession(aLogin());
    const fetch = detailServer({
      'POST /app/recipient_datas/add_update_recipient_data': () => ({
        body: { success: true, recipient_data: aList() },
      }),
    });
    const { user } = renderApp('#recipient_datas/list-1');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    const name = await screen.findByRole('textbox', { name: /Name/ });
    expect((name as HTMLInputElement).value).toBe('Policy holders');
    await user.clear(name);
    await user.type(name, 'Renewals{Enter}');
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    await waitFor(() =>
      expect(
        requestsTo(fetch, 'POST /app/recipient_datas/add_update_recipient_data').map((r) => r.body),
      ).toEqual([
        { data: { key: 'list-1', description: 'Renewals' } },
        { data: { key: 'list-1', archived: true } },
      ]),
    );
  });

  it('shows the rows as text, never markup', async () => {
    api.startSession(aLogin());
    detailServer();
    renderApp('#recipient_datas/list-1');
    const table = await screen.findByRole('table');
    expect(within(table).getByText('<b>Bob</b>')).toBeTruthy();
    expect(table.querySelector('b')).toBeNull();
  });

  it('uploads a CSV with progress and refetches the rows at once and 10 s later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api.startSession(aLogin());
    const fetch = detailServer({
      'GET /app/get_csv_upload_url/list-1': () => ({
        body: { success: true, url: '/put-here', file_key: 'f1', temp_csv_key: 't1' },
      }),
      'POST /app/csv_upload_success/t1': () => ({
        body: {
          success: true,
          temp_csv: {
            key: 't1',
            temp_csv_key: 't1',
            file_key: 'f1',
            state: 'imported',
            error: null,
            rows_imported: 25,
          },
        },
      }),
    });
    const upload = stubUploadXhr({ hold: true });
    const { user } = renderApp('#recipient_datas/list-1');
    await screen.findByRole('table');
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    await user.upload(input, new File(['Name\nAda\n'], 'clients.csv', { type: 'text/csv' }));
    expect(await screen.findByText('Uploading clients.csv… 50%')).toBeTruthy();
    upload.finish();
    expect(await screen.findByText(/Imported 25 rows from clients.csv/)).toBeTruthy();
    expect(upload.puts[0]).toMatchObject({ url: '/put-here', contentType: 'text/csv' });
    expect(requestsTo(fetch, 'POST /app/csv_upload_success/t1')[0]!.body).toEqual({
      file_key: 'f1',
    });
    await waitFor(() => expect(requestsTo(fetch, `GET ${LIST}/rows`)).toHaveLength(2));
    await vi.advanceTimersByTimeAsync(10_000);
    await waitFor(() => expect(requestsTo(fetch, `GET ${LIST}/rows`)).toHaveLength(3));
  });

  it('says why a CSV was refused and that the list kept its rows', async () => {
    api.startSession(aLogin());
    const message = CSV_IMPORT_MESSAGES.ragged(7, 3, 2);
    detailServer({
      'GET /app/get_csv_upload_url/list-1': () => ({
        body: { success: true, url: '/put-here', file_key: 'f1', temp_csv_key: 't1' },
      }),
      'POST /app/csv_upload_success/t1': () => ({ status: 400, body: { success: false, message } }),
    });
    stubUploadXhr();
    const { user } = renderApp('#recipient_datas/list-1');
    await screen.findByRole('table');
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    await user.upload(input, new File(['x'], 'bad.csv', { type: 'text/csv' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('bad.csv was not imported');
    expect(alert.textContent).toContain(message);
    expect(alert.textContent).toContain('still has its previous rows');
  });

  it('filters with the operators of the field’s type and shows how many match', async () => {
    api.startSession(aLogin());
    const posted: FakeRequest[] = [];
    detailServer({
      [`POST ${LIST}/rows`]: (request: FakeRequest) => {
        posted.push(request);
        return rowsAnswer([ROWS[2]!], { number_of_matching_rows: 1 });
      },
    });
    const { user } = renderApp('#recipient_datas/list-1');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Add filter' }));

    // Text offers only is / is not.
    await user.click(screen.getByRole('combobox', { name: 'Filter 1: condition' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'is',
      'is not',
    ]);
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('combobox', { name: 'Filter 1: field' }));
    await user.click(await screen.findByRole('option', { name: 'Balance' }));
    await user.click(screen.getByRole('combobox', { name: 'Filter 1: condition' }));
    await user.click(await screen.findByRole('option', { name: 'is greater than' }));
    await user.type(screen.getByRole('textbox', { name: 'Filter 1: value' }), '30');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));

    expect(await screen.findByText('1 of 3 rows match')).toBeTruthy();
    const rule: FilterRule = {
      selected_field: 'Balance',
      selected_inequality: 'greater_than',
      comparison_value: '30',
    };
    expect(posted.at(-1)!.body).toEqual({ query: { filter_rules: [rule] }, cursor: 0 });
  });

  it("offers a date field 'in the last' 10, 20, 30 or 45 days", async () => {
    api.startSession(aLogin());
    detailServer();
    const { user } = renderApp('#recipient_datas/list-1');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    await user.click(screen.getByRole('combobox', { name: 'Filter 1: field' }));
    await user.click(await screen.findByRole('option', { name: 'Joined' }));
    await user.click(screen.getByRole('combobox', { name: 'Filter 1: condition' }));
    await user.click(await screen.findByRole('option', { name: 'is in the last' }));
    await user.click(screen.getByRole('combobox', { name: 'Filter 1: timespan' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      '10 days',
      '20 days',
      '30 days',
      '45 days',
    ]);
  });

  it('refuses a number filter without a number before asking the server', async () => {
    api.startSession(aLogin());
    const fetch = detailServer();
    const { user } = renderApp('#recipient_datas/list-1');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    await user.click(screen.getByRole('combobox', { name: 'Filter 1: field' }));
    await user.click(await screen.findByRole('option', { name: 'Balance' }));
    await user.type(screen.getByRole('textbox', { name: 'Filter 1: value' }), 'lots');
    expect(await screen.findByText('Balance needs a number to compare with.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Apply filters' })).toHaveProperty('disabled', true);
    expect(requestsTo(fetch, `POST ${LIST}/rows`)).toHaveLength(0);
  });
});
