import { THANK_YOU_MS } from '@quire/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../app/api-client.ts';
import { aLogin } from '../../test/fixtures.ts';
import { stubLoggedInServer } from '../../test/logged-in-server.ts';
import { clearNotices, renderApp } from '../../test/render-app.tsx';

afterEach(() => {
  api.endSession();
  clearNotices();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('#post_sign (thank-you)', () => {
  it('says how the signed copy will arrive, as /post_sign_logout reported it', async () => {
    renderApp(
      '#post_sign?document_key=k&copy_channel=email&copy_to=a%E2%80%A2%E2%80%A2%E2%80%A2%40example.com&copy_complete=false',
    );
    const text = await screen.findByText(/We'll email the signed copy/);
    expect(text.textContent).toBe(
      "We'll email the signed copy to a•••@example.com when everyone has signed.",
    );
  });

  it('names the channel and the masked number once the pack is complete', async () => {
    const to = encodeURIComponent('+27 ••• ••34');
    renderApp(`#post_sign?copy_channel=whatsapp&copy_to=${to}&copy_complete=true`);
    const text = await screen.findByText(/A link to your signed copy has been sent by WhatsApp/);
    expect(text.textContent).toBe(
      'A link to your signed copy has been sent by WhatsApp to +27 ••• ••34.',
    );
  });

  it('takes an account holder back to the document after the §9 thank-you time', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api.startSession(aLogin());
    stubLoggedInServer();
    renderApp('#post_sign?document_key=pack-1');
    expect(await screen.findByText('You will be taken back in 30 seconds.')).toBeTruthy();
    vi.advanceTimersByTime(THANK_YOU_MS - 1_000);
    expect(window.location.hash).toContain('post_sign');
    vi.advanceTimersByTime(1_000);
    await vi.waitFor(() => expect(window.location.hash).toMatch(/^#\/?documents\/pack-1$/));
  });

  it('wears the pack’s theme that /post_sign_logout passed on, and no forged image', async () => {
    api.startSession(aLogin());
    stubLoggedInServer();
    const view = renderApp(
      '#post_sign?document_key=pack-1&brand_name=Acme%20Lettings&brand_image=%2Fapp%2Fserve_image%2Fimg-1&brand_button=%23c2185b&brand_button_text=%23fffaf0',
    );
    const logo = await screen.findByRole('img', { name: 'Acme Lettings' });
    expect(logo.getAttribute('src')).toBe('/app/serve_image/img-1');
    const back = screen.getByRole('link', { name: 'Back to the document' });
    expect(back.getAttribute('style')).toContain('--button-bg: #c2185b');
    view.unmount();

    renderApp('#post_sign?brand_name=Bank&brand_image=https%3A%2F%2Fevil.example%2Fx.png');
    expect(await screen.findByRole('heading', { name: 'Thank you for signing' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Bank' })).toBeNull();
  });

  it('shows an account holder the outcome as a modal over their list; closing leaves the list', async () => {
    api.startSession(aLogin());
    stubLoggedInServer({
      'GET /app/documents': () => ({ body: { success: true, documents: [], cursor: null } }),
    });
    const { user } = renderApp('#post_sign?document_key=pack-1');
    const modal = await screen.findByRole('dialog', { name: 'Thank you for signing' });
    expect(await screen.findByRole('heading', { name: 'Documents' })).toBeTruthy();
    expect(modal.textContent).toContain('You will be taken back in 30 seconds.');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await vi.waitFor(() => expect(window.location.hash).toMatch(/^#\/?documents$/));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a page of its own for a signer without a login', async () => {
    renderApp('#post_sign?document_key=pack-1&is_rejected=true');
    expect(await screen.findByRole('heading', { name: 'You rejected the document' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Documents' })).toBeNull();
  });
});
