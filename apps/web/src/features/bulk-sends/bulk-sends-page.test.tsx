import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../app/api-client.ts';
import { requestsTo } from '../../test/fake-fetch.ts';
import { aLogin } from '../../test/fixtures.ts';
import { clearNotices, renderApp } from '../../test/render-app.tsx';
import { aBulkSend, stubBulkServer } from './test-support/bulk-send-fixtures.ts';

beforeEach(() => api.startSession(aLogin()));
afterEach(() => {
  api.endSession();
  clearNotices();
  vi.unstubAllGlobals();
});

const listAnswer =
  (...sends: ReturnType<typeof aBulkSend>[]) =>
  () => ({
    body: { success: true, bulk_sends: sends },
  });

describe('#bulk_sends (spec §2)', () => {
  it('lists each send with its type, status, counts and last run', async () => {
    stubBulkServer({
      'GET /app/bulk_sends': listAnswer(
        aBulkSend(),
        aBulkSend({
          key: 'bs-2',
          description: 'Leases',
          bulk_send_type: 'create',
          status: 'active',
          number_of_documents: 40,
          created: 12,
          most_recent_run_date: '2025-03-04T10:00:00.000Z',
        }),
        aBulkSend({ key: 'bs-3', description: 'Old one', archived: true }),
      ),
    });
    renderApp('#bulk_sends');

    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const leases = within(rows[1]!);
    expect(leases.getByRole('link', { name: 'Leases' }).getAttribute('href')).toBe(
      '#/bulk_sends/bs-2',
    );
    expect(leases.getByText('Active')).toBeTruthy();
    expect(leases.getByText('Create only')).toBeTruthy();
    expect(leases.getByText('12 of 40 created')).toBeTruthy();
    expect(leases.getByText(/Last run 0?4 Mar 2025|Last run Mar 4, 2025/)).toBeTruthy();
    expect(within(rows[0]!).getByText('Not run yet')).toBeTruthy();
    expect(screen.queryByText('Old one')).toBeNull();
  });

  it('explains what a bulk send is when there is none', async () => {
    stubBulkServer({ 'GET /app/bulk_sends': listAnswer() });
    renderApp('#bulk_sends');
    expect(await screen.findByText('No bulk sends yet')).toBeTruthy();
    expect(screen.getByText(/one document per person on a client list/)).toBeTruthy();
  });

  it('creates a send with a description and type, then opens it', async () => {
    const fetch = stubBulkServer({
      'GET /app/bulk_sends': listAnswer(),
      'POST /app/bulk_sends/add_update_bulk_send': () => ({
        body: { success: true, bulk_send: { key: 'bs-new', status: 'setup' } },
      }),
      'GET /app/bulk_sends/bs-new': () => ({
        body: { success: true, bulk_send: aBulkSend({ key: 'bs-new', description: 'Q1 leases' }) },
      }),
      'GET /app/recipient_datas': () => ({ body: { success: true, recipient_datas: [] } }),
      'GET /app/documents': () => ({ body: { success: true, documents: [], cursor: null } }),
    });
    const { user } = renderApp('#bulk_sends');
    await user.click((await screen.findAllByRole('button', { name: 'New bulk send' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New bulk send' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText('Give the bulk send a description.')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: /Description/ }), 'Q1 leases');
    await user.click(within(dialog).getByRole('radio', { name: /Create only/ }));
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('heading', { name: 'Q1 leases' })).toBeTruthy();
    expect(requestsTo(fetch, 'POST /app/bulk_sends/add_update_bulk_send')[0]?.body).toEqual({
      data: { description: 'Q1 leases', bulk_send_type: 'create', status: 'setup' },
    });
  });

  it('archives a send after asking', async () => {
    let archived = false;
    const fetch = stubBulkServer({
      'GET /app/bulk_sends': () => listAnswer(aBulkSend({ archived }))(),
      'POST /app/bulk_sends/add_update_bulk_send': () => {
        archived = true;
        return { body: { success: true, bulk_send: { key: 'bs-1', status: 'setup' } } };
      },
    });
    const { user } = renderApp('#bulk_sends');
    await user.click(await screen.findByRole('button', { name: 'Archive Renewals 2027' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive bulk send' });
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('No bulk sends yet')).toBeTruthy();
    expect(requestsTo(fetch, 'POST /app/bulk_sends/add_update_bulk_send')[0]?.body).toEqual({
      data: { key: 'bs-1', description: 'Renewals 2027', archived: true },
    });
  });

  it('says when the list could not load, and tries again', async () => {
    let fail = true;
    stubBulkServer({
      'GET /app/bulk_sends': () =>
        fail
          ? { status: 500, body: { success: false, message: 'Boom' } }
          : listAnswer(aBulkSend())(),
    });
    const { user } = renderApp('#bulk_sends');
    expect(await screen.findByLabelText('Loading bulk sends')).toBeTruthy();
    expect(await screen.findByText("We couldn't load your bulk sends.")).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Renewals 2027' })).toBeTruthy();
  });

  it('shows the menu entry only with can_view_bulk_sends (§6), and no list without it', async () => {
    stubBulkServer({ 'GET /app/bulk_sends': listAnswer(aBulkSend()) }, false);
    const { user } = renderApp('#bulk_sends');
    expect(await screen.findByText(/hasn.t given you access to bulk sends/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Renewals 2027' })).toBeNull();
    await user.click(screen.getByRole('button', { name: /User menu/ }));
    expect(await screen.findByRole('link', { name: 'Profile' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Bulk sends' })).toBeNull();
  });

  it('takes a permitted member from the menu to the list, by keyboard', async () => {
    stubBulkServer({ 'GET /app/bulk_sends': listAnswer(aBulkSend()) });
    const { user } = renderApp('#profile');
    await user.click(await screen.findByRole('button', { name: /User menu/ }));
    const entry = await screen.findByRole('link', { name: 'Bulk sends' });
    entry.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(window.location.hash).toBe('#bulk_sends'));
    expect(await screen.findByRole('link', { name: 'Renewals 2027' })).toBeTruthy();
  });
});
