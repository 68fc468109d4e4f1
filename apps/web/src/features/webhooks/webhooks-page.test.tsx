import {
  EVENT_SUBSCRIPTION_EVENTS,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '@quire/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../app/api-client.ts';
import { requestsTo } from '../../test/fake-fetch.ts';
import { aLogin, aUserAccount } from '../../test/fixtures.ts';
import { stubLoggedInServer } from '../../test/logged-in-server.ts';
import { clearNotices, renderApp } from '../../test/render-app.tsx';

afterEach(() => {
  api.endSession();
  clearNotices();
  vi.unstubAllGlobals();
});

const anEndpoint = (overrides: Partial<WebhookEndpoint> = {}): WebhookEndpoint => ({
  key: 'ep-1',
  url: 'https://crm.example.com/quire',
  description: 'CRM sync',
  enabled: true,
  date_created: '2026-11-24T10:00:00.000Z',
  date_updated: '2026-11-24T10:00:00.000Z',
  ...overrides,
});

const aDeadLetter: WebhookDelivery = {
  key: 'del-1',
  endpoint_key: 'ep-1',
  endpoint_url: 'https://crm.example.com/quire',
  event_id: 'evt-1',
  event_type: 'document_completed',
  document_key: 'doc-1',
  state: 'dead',
  attempts: 12,
  next_attempt_at: null,
  last_status_code: 503,
  last_error: 'The receiver answered HTTP 503.',
  last_latency_ms: 88,
  date_created: '2026-11-24T10:00:00.000Z',
  delivered_at: null,
};

const events = (subscribed: string[] = []) =>
  EVENT_SUBSCRIPTION_EVENTS.map((e) => ({ ...e, subscribed: subscribed.includes(e.key) }));

describe('#webhooks', () => {
  it('shows the empty state, and refuses a URL of the wrong form before calling', async () => {
    api.startSession(aLogin());
    const fetch = stubLoggedInServer({
      'GET /app/webhooks': () => ({ body: { success: true, endpoints: [], events: events() } }),
    });
    const { user } = renderApp('#webhooks');
    expect(await screen.findByText('No webhook endpoints yet')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add endpoint' });
    await user.type(
      within(dialog).getByRole('textbox', { name: /Endpoint URL/ }),
      'ftp://x.example',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(
      await within(dialog).findByText('A webhook address must start with https:// or http://.'),
    ).toBeTruthy();
    expect(requestsTo(fetch, 'POST /app/webhooks')).toHaveLength(0);
  });

  it('lists endpoints and dead letters, and replays one', async () => {
    api.startSession(aLogin());
    const fetch = stubLoggedInServer({
      'GET /app/webhooks': () => ({
        body: { success: true, endpoints: [anEndpoint()], events: events(['document_completed']) },
      }),
      'GET /app/webhooks/deliveries': () => ({
        body: { success: true, deliveries: [aDeadLetter], next_cursor: null },
      }),
      'POST /app/webhooks/deliveries/del-1/replay': () => ({
        body: { success: true, message: 'Delivery queued again', delivery: aDeadLetter },
      }),
    });
    const { user } = renderApp('#webhooks');
    expect(await screen.findByText('https://crm.example.com/quire')).toBeTruthy();
    expect(
      (screen.getByRole('checkbox', { name: 'Document completed' }) as HTMLInputElement).checked,
    ).toBe(true);
    const row = await screen.findByRole('row', { name: /document_completed/ });
    expect(within(row).getByText('Gave up')).toBeTruthy();
    expect(within(row).getByText('503')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: 'Replay' }));
    expect(await screen.findByText('Delivery queued again')).toBeTruthy();
    await waitFor(() =>
      expect(requestsTo(fetch, 'POST /app/webhooks/deliveries/del-1/replay')).toHaveLength(1),
    );
  });

  it('tells a member who is not an admin to ask one', async () => {
    api.startSession(aLogin());
    const fetch = stubLoggedInServer({
      'GET /app/user/user_accounts': () => ({
        body: { success: true, user_accounts: [aUserAccount({ is_admin: false })] },
      }),
    });
    renderApp('#webhooks');
    expect(await screen.findByText(/Only the workspace's admins can manage webhooks/)).toBeTruthy();
    expect(requestsTo(fetch, 'GET /app/webhooks')).toHaveLength(0);
  });
});
