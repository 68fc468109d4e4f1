import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../app/api-client.ts';
import { requestsTo } from '../../../test/fake-fetch.ts';
import { aLogin } from '../../../test/fixtures.ts';
import { clearNotices, renderApp } from '../../../test/render-app.tsx';
import { stubSetupServer } from './setup-test-server.ts';

vi.setConfig({ testTimeout: 20_000 });
beforeEach(() => api.startSession(aLogin()));
afterEach(() => {
  api.endSession();
  clearNotices();
  vi.unstubAllGlobals();
});

/** A client of the search's results (the chosen list below may name it too). */
const result = async (name: string) =>
  within(await screen.findByRole('list', { name: 'XPLAN clients' }, { timeout: 5000 })).getByText(
    name,
  );
const SAVE = 'POST /app/bulk_sends/add_update_bulk_send';
const CONNECTION = {
  'GET /app/integrations/xplan/connection': () => ({
    body: { success: true, data: { integration_configuration_id: 'ic-1', name: 'Practice' } },
  }),
};
const CLIENTS = {
  'GET /app/integrations/xplan/get_available_clients': () => ({
    body: {
      success: true,
      data: [
        { entity_id: 4021, name: 'Thandi Mokoena' },
        { entity_id: 5100, name: 'Mokoena Family Trust' },
      ],
    },
  }),
};

describe('choose_clients from XPLAN (ADR 0060)', () => {
  it('offers only the client list when the workspace has no XPLAN connection', async () => {
    stubSetupServer(
      {},
      {
        extra: {
          'GET /app/integrations/xplan/connection': () => ({ body: { success: true, data: null } }),
        },
      },
    );
    renderApp('#bulk_sends/bs-1');
    expect(await screen.findByRole('combobox', { name: 'Client list' })).toBeTruthy();
    expect(screen.queryByText('XPLAN clients')).toBeNull();
  });

  it('finds clients, adds them, shows them and removes one', async () => {
    const fetch = stubSetupServer({}, { extra: { ...CONNECTION, ...CLIENTS } });
    const { user } = renderApp('#bulk_sends/bs-1');
    await user.click(await screen.findByText('XPLAN clients', {}, { timeout: 5000 }));
    expect(await screen.findByText(/^No clients chosen yet/)).toBeTruthy();
    expect(screen.getByText(/^Clients of Practice: each one/)).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Client name or id' }), 'mokoena');
    await user.click(await result('Thandi Mokoena'));
    await waitFor(() =>
      expect(document.getElementById('xplan-chosen-clients')?.textContent).toBe('1 client chosen'),
    );
    await user.click(await result('Mokoena Family Trust'));
    await waitFor(() =>
      expect(document.getElementById('xplan-chosen-clients')?.textContent).toBe('2 clients chosen'),
    );
    await user.click(screen.getByRole('button', { name: 'Remove Thandi Mokoena' }));
    await waitFor(() =>
      expect(document.getElementById('xplan-chosen-clients')?.textContent).toBe('1 client chosen'),
    );
    const saved = requestsTo(fetch, SAVE).map((r) => (r.body as { data: object }).data);
    expect(saved).toEqual([
      {
        key: 'bs-1',
        description: 'Renewals 2027',
        integration_configuration_id: 'ic-1',
        xplan_clients: [{ entity_id: 4021, name: 'Thandi Mokoena' }],
      },
      {
        key: 'bs-1',
        description: 'Renewals 2027',
        integration_configuration_id: 'ic-1',
        xplan_clients: [
          { entity_id: 4021, name: 'Thandi Mokoena' },
          { entity_id: 5100, name: 'Mokoena Family Trust' },
        ],
      },
      {
        key: 'bs-1',
        description: 'Renewals 2027',
        integration_configuration_id: 'ic-1',
        xplan_clients: [{ entity_id: 5100, name: 'Mokoena Family Trust' }],
      },
    ]);
  });

  it('says why the clients could not be saved', async () => {
    stubSetupServer(
      {},
      {
        extra: {
          ...CONNECTION,
          ...CLIENTS,
          [SAVE]: () => ({
            status: 404,
            body: { success: false, message: 'This integration does not exist.' },
          }),
        },
      },
    );
    const { user } = renderApp('#bulk_sends/bs-1');
    await user.click(await screen.findByText('XPLAN clients', {}, { timeout: 5000 }));
    await user.type(screen.getByRole('textbox', { name: 'Client name or id' }), '4021');
    await user.click(await result('Thandi Mokoena'));
    expect(await screen.findByText('This integration does not exist.')).toBeTruthy();
  });
});
