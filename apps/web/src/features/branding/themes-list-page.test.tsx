import { MESSAGES } from '@quire/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../app/api-client.ts';
import { stubLoggedInServer } from '../../test/logged-in-server.ts';
import { aLogin } from '../../test/fixtures.ts';
import { clearNotices, renderApp } from '../../test/render-app.tsx';
import { ACCOUNT, aTheme, membershipsWith } from './branding-test-kit.ts';

const LIST = `GET /app/accounts/${ACCOUNT}/branding/`;

afterEach(() => {
  api.endSession();
  clearNotices();
  vi.unstubAllGlobals();
});

describe('#team/{account_key}/branding', () => {
  it('shows an empty state that offers a first theme', async () => {
    api.startSession(aLogin());
    stubLoggedInServer({
      [LIST]: () => ({ body: { success: true, account_branding_themes: [] } }),
    });
    renderApp(`#team/${ACCOUNT}/branding/`);

    expect(await screen.findByText('No themes yet')).toBeTruthy();
    const links = screen.getAllByRole('link', { name: 'New theme' });
    expect(links.map((l) => l.getAttribute('href'))).toContain(`#/team/${ACCOUNT}/branding/new`);
  });

  it('lists themes with their colours, image and the Default badge', async () => {
    api.startSession(aLogin());
    stubLoggedInServer({
      [LIST]: () => ({
        body: {
          success: true,
          account_branding_themes: [
            aTheme({
              key: 't-default',
              name: 'House style',
              default_theme: true,
              email_heading_image_url: '/app/serve_image/logo-key',
            }),
            aTheme({ key: 't-2', name: 'Campaign' }),
          ],
        },
      }),
    });
    renderApp(`#team/${ACCOUNT}/branding`);

    const house = await screen.findByRole('link', { name: 'Edit theme House style (default)' });
    expect(within(house).getByText('Default')).toBeTruthy();
    expect(within(house).getByRole('img', { name: 'Heading image' }).getAttribute('src')).toBe(
      '/app/serve_image/logo-key',
    );
    const campaign = screen.getByRole('link', { name: 'Edit theme Campaign' });
    expect(within(campaign).queryByText('Default')).toBeNull();
    expect(within(campaign).getByRole('img', { name: 'Button colour #0055aa' })).toBeTruthy();
    // Unset colours show Quire's own.
    expect(within(campaign).getByRole('img', { name: 'Text colour #1f2933' })).toBeTruthy();
    expect(campaign.getAttribute('href')).toBe(`#/team/${ACCOUNT}/branding/t-2`);
  });

  it('is read-only for a member without can_update_branding', async () => {
    api.startSession(aLogin());
    stubLoggedInServer({
      'GET /app/user/user_accounts': membershipsWith({ team: { can_update_branding: false } }),
      [LIST]: () => ({ body: { success: true, account_branding_themes: [aTheme()] } }),
    });
    renderApp(`#team/${ACCOUNT}/branding`);

    expect(await screen.findByText('Acme blue')).toBeTruthy();
    expect(await screen.findByText(/ask an admin for the right to change branding/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Edit theme/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'New theme' })).toBeNull();
  });

  it("words a failed fetch with §8's message", async () => {
    api.startSession(aLogin());
    stubLoggedInServer({
      [LIST]: () => ({ status: 500, body: { success: false, message: 'boom' } }),
    });
    renderApp(`#team/${ACCOUNT}/branding`);

    expect(await screen.findByText(MESSAGES.fetchThemesFailed)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
