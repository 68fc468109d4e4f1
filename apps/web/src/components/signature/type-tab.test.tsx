import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../app/api-client.ts';
import { stubServer } from '../../test/fake-fetch.ts';
import { aLogin } from '../../test/fixtures.ts';
import { clearNotices } from '../../test/render-app.tsx';
import { installFakeCanvas } from './test-support/fake-canvas.ts';
import { stubUploadXhr } from './test-support/fake-upload-xhr.ts';
import {
  UPLOADED,
  UPLOAD_TICKET,
  renderSignatureModal,
} from './test-support/render-signature-modal.tsx';
import { TYPED_SIGNATURE_STYLES } from './typed-signature-styles.ts';

beforeEach(() => api.startSession(aLogin()));
afterEach(() => {
  api.endSession();
  clearNotices();
  vi.unstubAllGlobals();
});

const typedOnly = { methods: { drawn: false, typed: true, upload: false } };

describe('typed signature styles', () => {
  it('offers every handwriting style, each previewing the name in its own face', async () => {
    installFakeCanvas();
    stubServer({ 'GET /app/user/signatures': () => ({ body: { success: true, signatures: [] } }) });
    renderSignatureModal(typedOnly);
    const group = await screen.findByRole('group', { name: 'Handwriting style' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('aria-label'))).toEqual([
      'Casual style',
      'Flowing style',
      'Formal style',
      'Scrawled style',
    ]);
    expect(TYPED_SIGNATURE_STYLES.length).toBeGreaterThanOrEqual(3);
    expect(radios.map((r) => (r as HTMLInputElement).checked)).toEqual([true, false, false, false]);
    const samples = radios.map((radio) => radio.closest('label')!.querySelector('span')!);
    expect(samples.map((s) => s.textContent)).toEqual(Array(4).fill('Ada Lovelace'));
    expect(samples.map((s) => s.style.fontFamily)).toEqual([
      '"Caveat", cursive',
      '"Dancing Script", cursive',
      '"Great Vibes", cursive',
      '"Homemade Apple", cursive',
    ]);
  });

  it('moves between styles with the arrow keys and adopts the chosen one', async () => {
    const canvas = installFakeCanvas();
    stubServer({
      'GET /app/user/signatures': () => ({ body: { success: true, signatures: [] } }),
      'GET /app/get_signature_upload_url': () => ({ body: UPLOAD_TICKET }),
      'POST /app/signature_upload_success': () => ({ body: UPLOADED }),
      'POST /app/user/signatures': () => ({ body: { success: true } }),
    });
    stubUploadXhr({});
    // user-event finds a radio's group with CSS.escape, which jsdom lacks.
    vi.stubGlobal('CSS', { escape: (value: string) => value.replace(/[^\w-]/g, '\\$&') });
    const { user, onAdopt } = renderSignatureModal(typedOnly);
    await user.click(await screen.findByRole('radio', { name: 'Casual style' }));
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const formal = screen.getByRole('radio', { name: 'Formal style' });
    expect(formal).toHaveProperty('checked', true);
    expect(document.activeElement).toBe(formal);

    await user.click(screen.getByRole('button', { name: 'Adopt and sign' }));
    await waitFor(() => expect(onAdopt).toHaveBeenCalled());
    const drawn = canvas.calls.filter((call) => call.name === 'fillText');
    expect(drawn.at(-1)).toMatchObject({ args: ['Ada Lovelace', 16, expect.any(Number)] });
    expect(drawn.at(-1)!.font).toMatch(/px "Great Vibes", cursive$/);
  });
});
