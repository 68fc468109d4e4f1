import type { PackBranding } from '@quire/domain';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { api } from '../../app/api-client.ts';
import { AppProviders, createQueryClient } from '../../app/providers.tsx';
import { aLogin, aUser } from '../../test/fixtures.ts';
import { stubLoggedInServer } from '../../test/logged-in-server.ts';
import { clearNotices } from '../../test/render-app.tsx';
import type { PackDto } from '../documents/documents-api.ts';
import { aChild, aPack, aSignatory } from '../documents/test-support/document-fixtures.ts';
import { SignerLayout } from './signer-layout.tsx';

vi.setConfig({ testTimeout: 30_000 });
// The signing workspace scrolls the first field into view; jsdom has no layout.
window.scrollTo = () => {};

afterEach(() => {
  api.endSession();
  clearNotices();
  vi.unstubAllGlobals();
});

const acme: PackBranding = {
  key: 'theme-1',
  name: 'Acme Lettings',
  email_button_colour: '#c2185b',
  email_button_text_colour: '#fffaf0',
  email_background_colour: null,
  email_text_colour: null,
  page_heading_image_url: '/app/serve_image/img-1',
};

const me = aSignatory({
  uuid: 'me',
  name: 'Ada',
  user_key: 'u-ada',
  status: 'awaiting_signatures',
  terms_accepted_at: '2026-11-24T09:00:00.000Z',
});
const child = aChild({
  key: 'child-1',
  status: 'awaiting_signatures',
  page_count: 1,
  image_blob_serving_urls: ['/app/serve_image/p1'],
});

/** The signing link's session on #documents/pack-1, the pack answered with this branding. */
const renderSigner = (
  branding: PackBranding | null,
  status: PackDto['status'] = 'awaiting_signatures',
) => {
  api.startSession(aLogin({ user_key: 'u-ada' }));
  const pack = { ...aPack([child], { status, signatories: [me] }), branding };
  stubLoggedInServer({
    'GET /app/user': () => ({
      body: {
        success: true,
        user: aUser({ key: 'u-ada', email_address: 'ada@example.com' }),
        user_can_browse: true,
        user_account_key: 'ua-personal',
      },
    }),
    'GET /app/documents/pack-1': () => ({ body: { success: true, document: pack } }),
    'GET /app/documents/pack-1/get_data_fields': () => ({
      body: { success: true, data_fields: [] },
    }),
    'GET /app/documents/pack-1/field_rules': () => ({ body: { success: true, field_rules: [] } }),
    'GET /app/user/signatures': () => ({ body: { success: true, signatures: [] } }),
    'POST /app/documents/pack-1/audit_document_opened_event': () => ({ body: { success: true } }),
    'GET /app/documents/pack-1/signing_draft/me': () => ({
      body: {
        success: true,
        draft: { signatory_uuid: 'me', revision: 0, fields: {}, date_updated: null },
      },
    }),
  });
  const router = createMemoryRouter([{ path: '*', element: <SignerLayout /> }], {
    initialEntries: ['/documents/pack-1'],
  });
  render(
    <AppProviders queryClient={createQueryClient()} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
};

describe('the signer’s pages in the pack’s theme', () => {
  it('shows the theme’s heading image and its colours on the primary action', async () => {
    renderSigner(acme);
    const done = await screen.findByRole('button', { name: 'Done Signing' });
    const banner = screen.getByRole('banner');
    const logo = within(banner).getByRole('img', { name: 'Acme Lettings' });
    expect(logo.getAttribute('src')).toBe('/app/serve_image/img-1');
    expect(within(banner).queryByText('Quire')).toBeNull();
    const style = done.getAttribute('style') ?? '';
    expect(style).toContain('--button-bg: #c2185b');
    expect(style).toContain('--button-color: #fffaf0');
  });

  it('keeps Quire’s mark and buttons without a theme', async () => {
    renderSigner(null);
    const done = await screen.findByRole('button', { name: 'Done Signing' });
    expect(within(screen.getByRole('banner')).getByText('Quire')).toBeTruthy();
    expect(within(screen.getByRole('banner')).queryByRole('img')).toBeNull();
    expect(done.getAttribute('style') ?? '').not.toContain('--button-bg');
  });

  it('dresses the status screens too: a completed pack’s download', async () => {
    renderSigner(acme, 'complete');
    expect(await screen.findByRole('heading', { name: 'This document is complete' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Acme Lettings' })).toBeTruthy();
  });
});
