import { DEFAULT_PERMISSIONS, MESSAGES, type BrandingTheme } from '@quire/domain';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../app/api-client.ts';
import { requestsTo, type FakeHandlers } from '../../../test/fake-fetch.ts';
import { aLogin, aUserAccount } from '../../../test/fixtures.ts';
import { clearNotices } from '../../../test/render-app.tsx';
import { resetPackSaveQueues } from '../signers/pack-save-queues.ts';
import { aSetupPack, renderWithPack } from '../signers/panel-test-support.tsx';
import { SettingsPanel } from './settings-panel.tsx';

vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => api.startSession(aLogin()));
afterEach(() => {
  api.endSession();
  clearNotices();
  resetPackSaveQueues();
});

const UPDATE = 'POST /app/documents/pack-1/update_document';
const THEMES = 'GET /app/accounts/acc-personal/branding/';

const aTheme = (overrides: Partial<BrandingTheme>): BrandingTheme => ({
  key: 'theme-1',
  account_key: 'acc-personal',
  name: 'House',
  default_theme: false,
  email_button_colour: '#0b7a3e',
  email_button_text_colour: '#ffffff',
  email_background_colour: null,
  email_text_colour: null,
  email_heading_image_file_key: null,
  email_heading_image_blob: null,
  email_heading_image_url: null,
  page_heading_image_blob: null,
  page_heading_image_url: null,
  date_created: '2026-11-01T10:00:00.000Z',
  date_updated: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

const house = aTheme({ key: 'theme-1', name: 'House', default_theme: true });
const campaign = aTheme({ key: 'theme-2', name: 'Spring campaign' });

const themesAnswer = (themes: BrandingTheme[]) => () => ({
  body: { success: true, account_branding_themes: themes },
});
const saved = () => ({ body: { success: true, date_updated: '2026-01-03T00:00:00.000Z' } });

const renderSettings = (handlers: FakeHandlers, brandingKey: string | null = null) => {
  const pack = aSetupPack({ branding_key: brandingKey });
  return renderWithPack(pack, <SettingsPanel pack={pack} />, { [UPDATE]: saved, ...handlers });
};

/** Generous: the list, the save and the memberships each take a round trip, slower on a busy machine. */
const until = (check: () => void) => waitFor(check, { timeout: 5_000 });

const select = () => screen.getByRole('combobox', { name: 'Branding theme' }) as HTMLInputElement;

describe('the pack’s branding theme in the editor’s settings', () => {
  it('offers the workspace default first, then each theme, and autosaves branding_key', async () => {
    const { user, fetch } = renderSettings({ [THEMES]: themesAnswer([house, campaign]) });
    await until(() => expect(select().value).toBe('Workspace default (House)'));
    await user.click(select());
    const options = await screen.findAllByRole('option', {}, { timeout: 5_000 });
    expect(options.map((o) => o.textContent)).toEqual([
      'Workspace default (House)',
      'House',
      'Spring campaign',
    ]);
    await user.click(screen.getByRole('option', { name: 'Spring campaign' }));
    await until(() =>
      expect(requestsTo(fetch, UPDATE).map((r) => (r.body as { data: object }).data)).toEqual([
        { branding_key: 'theme-2' },
      ]),
    );
    expect(select().value).toBe('Spring campaign');

    await user.click(select());
    await user.click(await screen.findByRole('option', { name: 'Workspace default (House)' }));
    await until(() => expect(requestsTo(fetch, UPDATE)).toHaveLength(2));
    expect((requestsTo(fetch, UPDATE)[1]!.body as { data: object }).data).toEqual({
      branding_key: null,
    });
  });

  it('says Quire’s look is used when the workspace has no themes', async () => {
    renderSettings({ [THEMES]: themesAnswer([]) });
    await until(() => expect(select().value).toBe('Quire default'));
    expect(screen.getByText(/This workspace has no themes yet/)).toBeTruthy();
  });

  it('says so when the chosen theme was deleted since', async () => {
    renderSettings({ [THEMES]: themesAnswer([house]) }, 'theme-gone');
    await until(() => expect(select().value).toBe('Workspace default (House)'));
    expect(screen.getByText(/The theme chosen for this document was deleted/)).toBeTruthy();
  });

  it('shows the list failing where the select is, and tries again', async () => {
    let calls = 0;
    const { user } = renderSettings({
      [THEMES]: () =>
        ++calls === 1
          ? { status: 500, body: { success: false, message: MESSAGES.fetchThemesFailed } }
          : themesAnswer([campaign])(),
    });
    expect(
      await screen.findByText(MESSAGES.fetchThemesFailed, {}, { timeout: 5_000 }),
    ).toBeTruthy();
    expect(select().disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await until(() => expect(select().disabled).toBe(false));
    expect(select().value).toBe('Quire default');
  });

  it('links to the workspace’s themes only for members who may manage them', async () => {
    const withFlag = (can_update_branding: boolean) => ({
      [THEMES]: themesAnswer([house]),
      'GET /app/user/user_accounts': () => ({
        body: {
          success: true,
          user_accounts: [
            aUserAccount({ permissions: { ...DEFAULT_PERMISSIONS, can_update_branding } }),
          ],
        },
      }),
    });
    const allowed = renderSettings(withFlag(true));
    const link = await screen.findByRole('link', { name: 'Manage themes' }, { timeout: 5_000 });
    expect(link.getAttribute('href')).toBe('/team/acc-personal/branding/');
    allowed.unmount();

    const { fetch } = renderSettings(withFlag(false));
    await until(() => expect(requestsTo(fetch, 'GET /app/user/user_accounts')).toHaveLength(1));
    await until(() => expect(screen.queryByRole('link', { name: 'Manage themes' })).toBeNull());
    expect(select().value).toBe('Workspace default (House)');
  });
});
