import { MESSAGES, THEME_DELETED } from '@quire/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../app/api-client.ts';
import { requestsTo } from '../../test/fake-fetch.ts';
import { stubLoggedInServer } from '../../test/logged-in-server.ts';
import { aLogin } from '../../test/fixtures.ts';
import { clearNotices, renderApp, shownNotices } from '../../test/render-app.tsx';
import { FakeXhr, stubXhr } from '../documents/test-support/fake-xhr.ts';
import { ACCOUNT, aTheme, membershipsWith } from './branding-test-kit.ts';

const THEME_PATH = `/app/accounts/${ACCOUNT}/branding/theme-1`;
const saved =
  (data: Record<string, unknown> = {}) =>
  () => ({
    body: {
      success: true,
      message: MESSAGES.themeUpdated,
      account_branding_theme: aTheme(data),
    },
  });

const editorServer = (extra = {}) =>
  stubLoggedInServer({
    [`GET ${THEME_PATH}`]: () => ({ body: { success: true, account_branding_theme: aTheme() } }),
    [`POST ${THEME_PATH}`]: saved(),
    [`GET /app/accounts/${ACCOUNT}/branding/`]: () => ({
      body: { success: true, account_branding_themes: [aTheme()] },
    }),
    ...extra,
  });

const preview = () => screen.getByTitle<HTMLIFrameElement>('Email preview');

afterEach(() => {
  api.endSession();
  clearNotices();
  vi.unstubAllGlobals();
});

describe('#team/{account_key}/branding/{key}', () => {
  it("creates a theme for 'new', then edits it under its own key", async () => {
    api.startSession(aLogin());
    const fetch = editorServer({
      [`POST /app/accounts/${ACCOUNT}/branding/new`]: saved(),
    });
    renderApp(`#team/${ACCOUNT}/branding/new`);

    expect(await screen.findByRole('heading', { name: 'Acme blue' })).toBeTruthy();
    expect(window.location.hash).toBe(`#team/${ACCOUNT}/branding/theme-1`);
    expect(requestsTo(fetch, `POST /app/accounts/${ACCOUNT}/branding/new`)).toHaveLength(1);
  });

  it("says §8's message when a theme cannot be created", async () => {
    api.startSession(aLogin());
    editorServer({
      [`POST /app/accounts/${ACCOUNT}/branding/new`]: () => ({
        status: 500,
        body: { success: false, message: 'boom' },
      }),
    });
    renderApp(`#team/${ACCOUNT}/branding/new`);
    expect(await screen.findByText(MESSAGES.createThemeFailed)).toBeTruthy();
  });

  it('saves a colour 500 ms after the change, says so, and shows it in the preview', async () => {
    api.startSession(aLogin());
    const fetch = editorServer({
      [`POST ${THEME_PATH}`]: saved({ email_button_colour: '#c2185b' }),
    });
    renderApp(`#team/${ACCOUNT}/branding/theme-1`);

    const input = await screen.findByLabelText('Button colour');
    expect(preview().src).toContain('button_colour=%230055aa');
    fireEvent.change(input, { target: { value: '#C2185B' } });

    await waitFor(() => expect(requestsTo(fetch, `POST ${THEME_PATH}`)).toHaveLength(1), {
      timeout: 3000,
    });
    expect(requestsTo(fetch, `POST ${THEME_PATH}`)[0]!.body).toEqual({
      data: { email_button_colour: '#c2185b' },
    });
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(shownNotices().map((n) => n.message)).toContain(MESSAGES.themeUpdated);
    expect(preview().src).toContain('button_colour=%23c2185b');
    expect(preview().src).toContain('/test/mail/signature_request?');
  });

  it('shows the preview spinner for 2.5 s and until the mail has loaded', async () => {
    api.startSession(aLogin());
    editorServer();
    renderApp(`#team/${ACCOUNT}/branding/theme-1`);

    await screen.findByLabelText('Button colour');
    expect(screen.getByLabelText('Updating the preview')).toBeTruthy();
    fireEvent.load(preview());
    // Loaded, but the §9 spinner time has not passed yet.
    expect(screen.getByLabelText('Updating the preview')).toBeTruthy();
    await waitFor(() => expect(screen.queryByLabelText('Updating the preview')).toBeNull(), {
      timeout: 4000,
    });
  });

  it('does not save what is not a colour, and says why', async () => {
    api.startSession(aLogin());
    const fetch = editorServer();
    const { user } = renderApp(`#team/${ACCOUNT}/branding/theme-1`);

    const input = await screen.findByLabelText('Text colour');
    fireEvent.change(input, { target: { value: 'blue' } });
    await user.click(screen.getByLabelText('Theme name'));
    fireEvent.blur(input);
    expect(await screen.findByText('Please enter a colour such as #1d4898.')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 700));
    expect(requestsTo(fetch, `POST ${THEME_PATH}`)).toHaveLength(0);
  });

  it('uploads an email heading image with progress, saves it and previews it', async () => {
    api.startSession(aLogin());
    stubXhr();
    const fetch = editorServer({
      'GET /app/get_image_upload_url': () => ({
        body: { success: true, url: '/app/blob_upload/img-1?sig', file_key: 'img-1' },
      }),
      'POST /app/image_upload_success': () => ({
        body: { success: true, file_key: 'img-1', blob_url: '/app/serve_image/img-1' },
      }),
    });
    const { user } = renderApp(`#team/${ACCOUNT}/branding/theme-1`);

    const group = await screen.findByRole('group', { name: 'Email heading image' });
    const file = new File([new Uint8Array([0x89, 0x50])], 'logo.png', { type: 'image/png' });
    await user.upload(group.querySelector('input[type=file]')!, file);
    await vi.waitFor(() => expect(FakeXhr.last).not.toBeNull());
    FakeXhr.last!.progress(1, 2);
    expect(
      await screen.findByRole('progressbar', { name: 'Uploading email heading image' }),
    ).toBeTruthy();
    FakeXhr.last!.answer(200);

    await waitFor(() => expect(requestsTo(fetch, `POST ${THEME_PATH}`)).toHaveLength(1), {
      timeout: 3000,
    });
    expect(requestsTo(fetch, `POST ${THEME_PATH}`)[0]!.body).toEqual({
      data: { email_heading_image_file_key: 'img-1' },
    });
    expect(requestsTo(fetch, 'GET /app/get_image_upload_url')[0]!.search).toContain(
      `account_key=${ACCOUNT}`,
    );
    expect(FakeXhr.last!.headers['Content-Type']).toBe('image/png');
    expect(decodeURIComponent(preview().src)).toContain('header_image_url=/app/serve_image/img-1');
    expect(within(group).getByRole('button', { name: 'Remove email heading image' })).toBeTruthy();
  });

  it('refuses a file that is not an image before sending it', async () => {
    api.startSession(aLogin());
    stubXhr();
    editorServer();
    renderApp(`#team/${ACCOUNT}/branding/theme-1`);
    const group = await screen.findByRole('group', { name: 'Page heading image' });
    const svg = new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' });
    // Past the picker's accept filter, as a drag or "All files" would get it.
    fireEvent.change(group.querySelector('input[type=file]')!, { target: { files: [svg] } });
    expect(await within(group).findByRole('alert')).toHaveProperty(
      'textContent',
      'Please upload a PNG, JPEG, GIF or WebP image.',
    );
    expect(FakeXhr.last).toBeNull();
  });

  it('offers the default switch only with can_set_default_theme', async () => {
    api.startSession(aLogin());
    const fetch = editorServer({ [`POST ${THEME_PATH}`]: saved({ default_theme: true }) });
    const { user, unmount } = renderApp(`#team/${ACCOUNT}/branding/theme-1`);
    await user.click(await screen.findByRole('switch', { name: /Use as default theme/ }));
    await waitFor(() => expect(requestsTo(fetch, `POST ${THEME_PATH}`)).toHaveLength(1), {
      timeout: 3000,
    });
    expect(requestsTo(fetch, `POST ${THEME_PATH}`)[0]!.body).toEqual({
      data: { default_theme: true },
    });
    unmount();
    api.endSession();
    vi.unstubAllGlobals();

    api.startSession(aLogin());
    editorServer({
      'GET /app/user/user_accounts': membershipsWith({ profile: { can_set_default_theme: false } }),
    });
    renderApp(`#team/${ACCOUNT}/branding/theme-1`);
    expect(await screen.findByLabelText('Button colour')).toBeTruthy();
    expect(screen.queryByRole('switch', { name: /Use as default theme/ })).toBeNull();
  });

  it('deletes after confirming, and goes back to the list', async () => {
    api.startSession(aLogin());
    const fetch = editorServer();
    const { user } = renderApp(`#team/${ACCOUNT}/branding/theme-1`);
    await user.click(await screen.findByRole('button', { name: 'Delete theme' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Acme blue”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete theme' }));

    await waitFor(() => expect(window.location.hash).toBe(`#team/${ACCOUNT}/branding`));
    expect(requestsTo(fetch, `POST ${THEME_PATH}`)[0]!.body).toEqual({ data: { delete: true } });
    expect(shownNotices().map((n) => n.message)).toContain(THEME_DELETED);
  });

  it('is read-only for a member without can_update_branding', async () => {
    api.startSession(aLogin());
    editorServer({
      'GET /app/user/user_accounts': membershipsWith({ team: { can_update_branding: false } }),
    });
    renderApp(`#team/${ACCOUNT}/branding/theme-1`);
    expect(((await screen.findByLabelText('Theme name')) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Delete theme' })).toBeNull();
  });
});
