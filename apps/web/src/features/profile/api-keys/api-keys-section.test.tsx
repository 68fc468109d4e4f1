import { API_KEY_MESSAGES, type ApiKeyView } from '@quire/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../app/api-client.ts';
import { requestsTo, type FakeRequest } from '../../../test/fake-fetch.ts';
import { aLogin, aUserAccount } from '../../../test/fixtures.ts';
import { clearNotices, renderApp } from '../../../test/render-app.tsx';
import { stubProfileServer } from '../test-support/profile-server.ts';

const team = aUserAccount({
  key: 'ua-team',
  account_key: 'acc-team',
  account_name: 'Acme Legal',
  is_personal_account: false,
});
const SECRET = 'qk_0123456789abcdefghijklmnopqrstuvwxyzABCDEFG';

/** A server that keeps the user's keys. */
const serverWith = (keys: ApiKeyView[]) =>
  stubProfileServer({
    'GET /app/user/user_accounts': () => ({
      body: { success: true, user_accounts: [aUserAccount(), team] },
    }),
    'GET /app/api_keys/': () => ({ body: { success: true, api_keys: keys } }),
    'POST /app/api_keys/': (request: FakeRequest) => {
      const { name, entity_key } = request.body as { name: string; entity_key: string };
      const key: ApiKeyView = {
        key: `k${keys.length + 1}`,
        name,
        prefix: SECRET.slice(0, 10),
        account_key: entity_key,
        account_name: entity_key === team.account_key ? team.account_name : 'Personal',
        date_created: '2026-11-24T10:00:00.000Z',
        last_used_at: null,
      };
      keys.unshift(key);
      return { body: { success: true, api_key: SECRET, key } };
    },
    'DELETE /app/api_keys/k1': () => {
      keys.splice(0, keys.length);
      return { body: { success: true, message: API_KEY_MESSAGES.revoked } };
    },
  });

afterEach(() => {
  api.endSession();
  clearNotices();
  vi.unstubAllGlobals();
});

describe('#profile API keys', () => {
  it('creates a key for a chosen workspace, shows it once, lists it and revokes it after asking', async () => {
    api.startSession(aLogin());
    const fetch = serverWith([]);
    const { user } = renderApp('#profile');
    const region = await screen.findByRole('region', { name: 'API keys' });
    expect(await within(region).findByText('No API keys yet')).toBeTruthy();

    await user.click(within(region).getByRole('button', { name: 'Create API key' }));
    const form = await screen.findByRole('dialog', { name: 'Create an API key' });
    await user.click(within(form).getByRole('button', { name: 'Create key' }));
    expect(within(form).getByRole('alert').textContent).toBe(API_KEY_MESSAGES.nameRequired);
    await user.type(within(form).getByLabelText(/^Name/), 'Nightly sync');
    await user.click(within(form).getAllByLabelText(/^Workspace/)[0]!);
    await user.click(await screen.findByRole('option', { name: 'Acme Legal' }));
    await user.click(within(form).getByRole('button', { name: 'Create key' }));

    const shown = await screen.findByRole('dialog', { name: 'Copy your API key' });
    expect(within(shown).getByText(SECRET)).toBeTruthy();
    expect(within(shown).getByText('This is the only time the key is shown')).toBeTruthy();
    expect(requestsTo(fetch, 'POST /app/api_keys/').map((r) => r.body)).toEqual([
      { name: 'Nightly sync', entity_key: 'acc-team' },
    ]);
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect(await within(region).findByText('Nightly sync')).toBeTruthy();
    expect(within(region).queryByText(SECRET)).toBeNull();
    expect(within(region).getByText(/Acme Legal · Created .* · Never used/)).toBeTruthy();

    await user.click(within(region).getByRole('button', { name: 'Revoke Nightly sync' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke this API key?' });
    expect(requestsTo(fetch, 'DELETE /app/api_keys/k1')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Revoke key' }));
    expect(await within(region).findByText('No API keys yet')).toBeTruthy();
    expect(requestsTo(fetch, 'DELETE /app/api_keys/k1')).toHaveLength(1);
  });
});
