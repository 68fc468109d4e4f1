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
});
