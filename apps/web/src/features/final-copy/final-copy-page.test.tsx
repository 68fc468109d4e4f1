import { FINAL_COPY_MESSAGES, type FinalCopyView } from '@quire/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../app/api-client.ts';
import { stubServer } from '../../test/fake-fetch.ts';
import { aLogin } from '../../test/fixtures.ts';
import { clearNotices, renderApp, shownNotices } from '../../test/render-app.tsx';

afterEach(() => {
  api.endSession();
  clearNotices();
  vi.unstubAllGlobals();
});

const TOKEN = 'a'.repeat(43);
const view: FinalCopyView = {
  document_name: 'Lease agreement',
  date_completed: '2026-11-24T09:00:00Z',
  link_valid_until: '2026-12-24T09:00:00Z',
  recipient_name: 'Wes',
  signers: [
    { name: 'Lee Lessee', date_signed: '2026-11-23T09:00:00Z' },
    { name: 'Wes', date_signed: '2026-11-24T09:00:00Z' },
  ],
  page_count: 3,
  open_in_app: false,
  branding: null,
};

describe('#final_copy/{key}?token (read-only signed copy)', () => {
  it('shows the completed pack: name, signers, every page and the download', async () => {
    const fetch = stubServer({
      'GET /app/final_copy/pack-1': () => ({ body: { success: true, ...view } }),
    });
    renderApp(`#final_copy/pack-1?token=${TOKEN}`);

    expect(await screen.findByRole('heading', { name: 'Lease agreement', level: 1 })).toBeTruthy();
    expect(screen.getByText('Signed by everyone')).toBeTruthy();
    expect(screen.getByText('Lee Lessee')).toBeTruthy();
    const pages = screen.getAllByRole('img', { name: /^Page \d of 3$/ });
    expect(pages.map((p) => p.getAttribute('src'))).toEqual([
      `/app/final_copy/pack-1/pages/0?token=${TOKEN}`,
      `/app/final_copy/pack-1/pages/1?token=${TOKEN}`,
      `/app/final_copy/pack-1/pages/2?token=${TOKEN}`,
    ]);
    expect(screen.getByRole('link', { name: 'Download signed PDF' }).getAttribute('href')).toBe(
      `/app/final_copy/pack-1/download?token=${TOKEN}`,
    );
    expect(fetch.mock.calls[0]![0]).toBe(`/app/final_copy/pack-1?token=${TOKEN}`);
  });

  it('wears the pack’s theme: its heading image instead of Quire’s mark, its button colours', async () => {
    stubServer({
      'GET /app/final_copy/pack-1': () => ({
        body: {
          success: true,
          ...view,
          branding: {
            key: 'theme-1',
            name: 'Acme Lettings',
            email_button_colour: '#c2185b',
            email_button_text_colour: '#fffaf0',
            email_background_colour: null,
            email_text_colour: null,
            page_heading_image_url: '/app/serve_image/img-1',
          },
        },
      }),
    });
    renderApp(`#final_copy/pack-1?token=${TOKEN}`);

    const logo = await screen.findByRole('img', { name: 'Acme Lettings' });
    expect(logo.getAttribute('src')).toBe('/app/serve_image/img-1');
    expect(within(screen.getByRole('banner')).queryByText('Quire')).toBeNull();
    const download = screen.getByRole('link', { name: 'Download signed PDF' });
    expect(download.getAttribute('style')).toContain('--button-bg: #c2185b');
    expect(download.getAttribute('style')).toContain('--button-color: #fffaf0');
  });

  it('says an expired link has expired, without an error notice', async () => {
    stubServer({
      'GET /app/final_copy/pack-1': () => ({
        status: 410,
        body: { success: false, message: FINAL_COPY_MESSAGES.linkExpired },
      }),
    });
    renderApp(`#final_copy/pack-1?token=${TOKEN}`);

    expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeTruthy();
    expect(screen.getByText(FINAL_COPY_MESSAGES.linkExpired)).toBeTruthy();
    expect(shownNotices()).toEqual([]);
  });

  it('sends a team member to the pack in the app', async () => {
    // The server says open_in_app only to a signed-in team member.
    api.startSession(aLogin());
    stubServer({
      'GET /app/final_copy/pack-1': () => ({ body: { success: true, ...view, open_in_app: true } }),
    });
    renderApp(`#final_copy/pack-1?token=${TOKEN}`);

    await vi.waitFor(() => expect(window.location.hash).toMatch(/^#\/?documents\/pack-1$/));
  });
});
