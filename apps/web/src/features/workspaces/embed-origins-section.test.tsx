import { EMBED_MESSAGES } from '@quire/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../app/api-client.ts';
import { requestsTo, type FakeHandlers } from '../../test/fake-fetch.ts';
import { aLogin, aMember, aUserAccount } from '../../test/fixtures.ts';
import { stubLoggedInServer } from '../../test/logged-in-server.ts';
import { clearNotices, renderApp } from '../../test/render-app.tsx';

const team = { key: 'acc-team', name: 'Acme Legal', is_personal_account: false, date_created: '' };
const me = aMember({
  key: 'ua-team',
  account_key: 'acc-team',
  is_admin: true,
  is_personal_account: false,
});
const PORTAL = { origin: 'https://portal.example.com', date_created: '2026-11-01T10:00:00Z' };

const server = (handlers: FakeHandlers) =>
  stubLoggedInServer({
    'GET /app/accounts/acc-team': () => ({ body: { success: true, data: { account: team } } }),
    'GET /app/user/user_accounts': () => ({
      body: {
        success: true,
        user_accounts: [aUserAccount(), aUserAccount({ ...me, account_name: 'Acme Legal' })],
      },
    }),
    'GET /app/accounts/acc-team/user_accounts': () => ({
      body: { success: true, user_accounts: [me] },
    }),
    ...handlers,
  });

const section = async () => screen.findByRole('region', { name: 'Embedded signing' });

afterEach(() => {
  api.endSession();
  clearNotices();
  vi.unstubAllGlobals();
});

describe('#team/{key} → Embedded signing', () => {
  it('lets an admin with the flag allow a website, refusing what is not an origin first', async () => {
    api.startSession(aLogin());
    const fetch = server({
      'GET /app/accounts/acc-team/embed_origins': () => ({
        body: { success: true, embed_origins: [], can_manage: true },
      }),
      'POST /app/accounts/acc-team/add_embed_origin': () => ({
        body: {
          success: true,
          message: EMBED_MESSAGES.originAdded,
          embed_origins: [PORTAL],
          can_manage: true,
        },
      }),
    });
    const { user } = renderApp('#team/acc-team');
    const region = await section();
    expect(await within(region).findByText(/No website may embed/)).toBeTruthy();

    await user.type(within(region).getByLabelText('Website origin'), 'portal.example.com');
    await user.click(within(region).getByRole('button', { name: 'Allow' }));
    expect(within(region).getByText(EMBED_MESSAGES.originInvalid)).toBeTruthy();
    expect(requestsTo(fetch, 'POST /app/accounts/acc-team/add_embed_origin')).toHaveLength(0);

    await user.clear(within(region).getByLabelText('Website origin'));
    await user.type(within(region).getByLabelText('Website origin'), 'https://portal.example.com');
    await user.click(within(region).getByRole('button', { name: 'Allow' }));
    const list = await within(region).findByRole('list', { name: 'Allowed websites' });
    expect(within(list).getByText(PORTAL.origin)).toBeTruthy();
    expect(requestsTo(fetch, 'POST /app/accounts/acc-team/add_embed_origin')[0]?.body).toEqual({
      data: { origin: 'https://portal.example.com' },
    });
    expect(await screen.findByText(EMBED_MESSAGES.originAdded)).toBeTruthy();
  });

  it('shows the server’s refusal beside the field', async () => {
    api.startSession(aLogin());
    server({
      'GET /app/accounts/acc-team/embed_origins': () => ({
        body: { success: true, embed_origins: [PORTAL], can_manage: true },
      }),
      'POST /app/accounts/acc-team/add_embed_origin': () => ({
        status: 400,
        body: { success: false, message: EMBED_MESSAGES.originExists },
      }),
    });
    const { user } = renderApp('#team/acc-team');
    const region = await section();
    await user.type(await within(region).findByLabelText('Website origin'), PORTAL.origin);
    await user.click(within(region).getByRole('button', { name: 'Allow' }));
    expect(await within(region).findByText(EMBED_MESSAGES.originExists)).toBeTruthy();
  });

  it('shows the list read-only, with the reason, to whoever may not change it', async () => {
    api.startSession(aLogin());
    server({
      'GET /app/accounts/acc-team/embed_origins': () => ({
        body: { success: true, embed_origins: [PORTAL], can_manage: false },
      }),
    });
    renderApp('#team/acc-team');
    const region = await section();
    expect(await within(region).findByText(PORTAL.origin)).toBeTruthy();
    expect(within(region).getByText(/Workspace admins with the/)).toBeTruthy();
    expect(within(region).queryByLabelText('Website origin')).toBeNull();
    expect(within(region).queryByRole('button', { name: `Remove ${PORTAL.origin}` })).toBeNull();
  });
});
