import { APPLICATION_MESSAGES, type ApplicationView } from '@quire/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../app/api-client.ts';
import { requestsTo, type FakeRequest } from '../../test/fake-fetch.ts';
import { aLogin } from '../../test/fixtures.ts';
import { stubLoggedInServer } from '../../test/logged-in-server.ts';
import { clearNotices, renderApp } from '../../test/render-app.tsx';

const SECRET = 'qcs_0123456789abcdefghijklmnopqrstuvwxyzABCDEFG';
const NEW_SECRET = 'qcs_ZYXWVUTSRQPONMLKJIHGFEDCBA9876543210zyxwvut';

const anApplication = (over: Partial<ApplicationView> = {}): ApplicationView => ({
  key: 'app1',
  client_id: 'app1',
  name: 'CRM sync',
  secret_prefix: SECRET.slice(0, 12),
  date_created: '2026-11-24T10:00:00.000Z',
  date_updated: '2026-11-24T10:00:00.000Z',
  secret_refreshed_at: null,
  last_used_at: null,
  ...over,
});

/** A server that keeps the member's applications. */
const serverWith = (apps: ApplicationView[], options: { failCreate?: boolean } = {}) =>
  stubLoggedInServer({
    'GET /app/applications/': () => ({ body: { success: true, applications: apps } }),
    'POST /app/applications/': (request: FakeRequest) => {
      if (options.failCreate) return { status: 500, body: { success: false, message: 'boom' } };
      const { name } = (request.body as { data: { name: string } }).data;
      const application = anApplication({ name });
      apps.unshift(application);
      return { body: { success: true, application, client_secret: SECRET } };
    },
    'PUT /app/applications/app1': (request: FakeRequest) => {
      if (request.search.includes('refresh_secret=true')) {
        apps[0] = { ...apps[0]!, secret_prefix: NEW_SECRET.slice(0, 12) };
        return {
          body: {
            success: true,
            message: APPLICATION_MESSAGES.updated,
            application: apps[0],
            client_secret: NEW_SECRET,
          },
        };
      }
      apps[0] = { ...apps[0]!, name: (request.body as { data: { name: string } }).data.name };
      return {
        body: { success: true, message: APPLICATION_MESSAGES.updated, application: apps[0] },
      };
    },
    'DELETE /app/applications/app1': () => {
      apps.splice(0, apps.length);
      return { body: { success: true, message: APPLICATION_MESSAGES.deleted } };
    },
  });

afterEach(() => {
  api.endSession();
  clearNotices();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('#applications', () => {
  it('creates an application and shows its secret once, then only its prefix', async () => {
    api.startSession(aLogin());
    const fetch = serverWith([]);
    const { user } = renderApp('#applications');
    expect(await screen.findByText('No applications yet')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'New application' }));
    const form = await screen.findByRole('dialog', { name: 'New application' });
    await user.click(within(form).getByRole('button', { name: 'Create application' }));
    expect(within(form).getByText(APPLICATION_MESSAGES.nameRequired)).toBeTruthy();
    expect(requestsTo(fetch, 'POST /app/applications/')).toHaveLength(0);
    await user.type(within(form).getByLabelText(/^Name/), 'CRM sync');
    await user.click(within(form).getByRole('button', { name: 'Create application' }));

    const shown = await screen.findByRole('dialog', { name: 'Copy your client secret' });
    expect(within(shown).getByText(SECRET)).toBeTruthy();
    expect(within(shown).getByText('app1')).toBeTruthy();
    expect(within(shown).getByText(/grant_type=client_credentials/)).toBeTruthy();
    expect(requestsTo(fetch, 'POST /app/applications/').map((r) => r.body)).toEqual([
      { data: { name: 'CRM sync' } },
    ]);
    await user.click(within(shown).getByRole('button', { name: 'I have copied the secret' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const card = await screen.findByRole('article', { name: 'CRM sync' });
    expect(within(card).getByText(`${SECRET.slice(0, 12)}…`)).toBeTruthy();
    expect(screen.queryByText(SECRET)).toBeNull();
  });

  it('says the §8 message when creating fails', async () => {
    api.startSession(aLogin());
    serverWith([], { failCreate: true });
    const { user } = renderApp('#applications');
    await user.click(await screen.findByRole('button', { name: 'New application' }));
    const form = await screen.findByRole('dialog', { name: 'New application' });
    await user.type(within(form).getByLabelText(/^Name/), 'CRM sync');
    await user.click(within(form).getByRole('button', { name: 'Create application' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      APPLICATION_MESSAGES.createFailed,
    );
  });

  it('saves the name once, 500 ms after the last keystroke, and says "Application updated"', async () => {
    api.startSession(aLogin());
    const fetch = serverWith([anApplication()]);
    const { user } = renderApp('#applications');
    const input = await screen.findByLabelText('Application name');
    await user.clear(input);
    expect(await screen.findByText(APPLICATION_MESSAGES.nameRequired)).toBeTruthy();
    await user.type(input, 'Billing');
    expect(requestsTo(fetch, 'PUT /app/applications/app1')).toHaveLength(0);
    expect(await screen.findByText(APPLICATION_MESSAGES.updated)).toBeTruthy();
    expect(requestsTo(fetch, 'PUT /app/applications/app1').map((r) => r.body)).toEqual([
      { data: { name: 'Billing' } },
    ]);
  });

  it('refreshes the secret only after confirming, shows the new one once, and deletes after asking', async () => {
    api.startSession(aLogin());
    const fetch = serverWith([anApplication()]);
    const { user } = renderApp('#applications');
    await user.click(
      await screen.findByRole('button', { name: 'Refresh client secret of CRM sync' }),
    );
    const ask = await screen.findByRole('dialog', {
      name: APPLICATION_MESSAGES.refreshConfirmTitle,
    });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(requestsTo(fetch, 'PUT /app/applications/app1')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Refresh client secret of CRM sync' }));
    const again = await screen.findByRole('dialog', {
      name: APPLICATION_MESSAGES.refreshConfirmTitle,
    });
    await user.click(within(again).getByRole('button', { name: 'Refresh secret' }));
    const shown = await screen.findByRole('dialog', { name: 'Copy your new client secret' });
    expect(within(shown).getByText(NEW_SECRET)).toBeTruthy();
    expect(requestsTo(fetch, 'PUT /app/applications/app1')[0]!.search).toBe('?refresh_secret=true');
    await user.click(within(shown).getByRole('button', { name: 'I have copied the secret' }));

    await user.click(screen.getByRole('button', { name: 'Delete CRM sync' }));
    const del = await screen.findByRole('dialog', {
      name: APPLICATION_MESSAGES.deleteConfirmTitle,
    });
    await user.click(within(del).getByRole('button', { name: 'Delete application' }));
    expect(await screen.findByText('No applications yet')).toBeTruthy();
    expect(requestsTo(fetch, 'DELETE /app/applications/app1')).toHaveLength(1);
  });
});
