import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../app/api-client.ts';
import { createQueryClient } from '../../app/providers.tsx';
import { requestsTo, stubServer } from '../../test/fake-fetch.ts';
import { aLogin } from '../../test/fixtures.ts';
import { clearNotices } from '../../test/render-app.tsx';
import type { SavedSignature } from './signature-api.ts';
import { installFakeCanvas } from './test-support/fake-canvas.ts';
import { renderSignatureModal } from './test-support/render-signature-modal.tsx';
import { newestSavedSignature } from './use-saved-signatures.ts';

const aSaved = (n: number, overrides: Partial<SavedSignature> = {}): SavedSignature => ({
  key: `sig-${n}`,
  kind: 'signature',
  method: 'drawn',
  blob_key: `blob-${n}`,
  blob_url: `/app/serve_blob/blob-${n}`,
  date_created: `2026-0${n}-01T10:00:00.000Z`,
  ...overrides,
});

beforeEach(() => {
  api.startSession(aLogin());
  installFakeCanvas();
});

afterEach(() => {
  api.endSession();
  clearNotices();
  vi.unstubAllGlobals();
});

describe('saved signatures (spec §9: at most 5)', () => {
  it('offers the newest 5, one click adopting one', async () => {
    const saved = [1, 2, 3, 4, 5, 6, 7].map((n) => aSaved(n));
    const fetch = stubServer({
      'GET /app/user/signatures': () => ({ body: { success: true, signatures: saved } }),
    });
    const { user, onAdopt } = renderSignatureModal();

    const section = await screen.findByRole('region', { name: 'Saved signatures' });
    const use = await within(section).findAllByRole('button', { name: /^Use this signature/ });
    expect(use).toHaveLength(5);
    expect(use.map((button) => button.querySelector('img')?.getAttribute('src'))).toEqual(
      [7, 6, 5, 4, 3].map((n) => `/app/serve_blob/blob-${n}`),
    );
    expect(requestsTo(fetch, 'GET /app/user/signatures')[0]?.search).toBe('?kind=signature');

    await user.click(use[1]!);
    expect(onAdopt).toHaveBeenCalledWith({
      blob_key: 'blob-6',
      blob_url: '/app/serve_blob/blob-6',
    });
    // Nothing new to upload or save.
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('offers the profile default first and marks it', async () => {
    stubServer({
      'GET /app/user/signatures': () => ({
        body: {
          success: true,
          signatures: [aSaved(1), aSaved(3, { is_default: true }), aSaved(2)],
        },
      }),
    });
    renderSignatureModal();
    const section = await screen.findByRole('region', { name: 'Saved signatures' });
    const use = await within(section).findAllByRole('button', { name: /^Use this signature/ });
    expect(use[0]!.getAttribute('aria-label')).toMatch(/\(your default\)$/);
    expect(use[0]!.querySelector('img')?.getAttribute('src')).toBe('/app/serve_blob/blob-3');
    expect(within(use[0]!).getByText('Default')).toBeTruthy();
    expect(use[1]!.getAttribute('aria-label')).not.toMatch(/default/);
  });

  it('deletes a saved signature, which then disappears', async () => {
    let saved = [aSaved(1), aSaved(2)];
    const fetch = stubServer({
      'GET /app/user/signatures': () => ({ body: { success: true, signatures: saved } }),
      'DELETE /app/user/signatures/sig-2': () => {
        saved = saved.filter((signature) => signature.key !== 'sig-2');
        return { body: { success: true } };
      },
    });
    const { user, onAdopt } = renderSignatureModal();
    const section = await screen.findByRole('region', { name: 'Saved signatures' });
    const remove = await within(section).findAllByRole('button', {
      name: /^Delete the signature saved/,
    });
    expect(remove).toHaveLength(2);

    await user.click(remove[0]!);
    await waitFor(() =>
      expect(within(section).getAllByRole('button', { name: /^Use this signature/ })).toHaveLength(
        1,
      ),
    );
    expect(requestsTo(fetch, 'DELETE /app/user/signatures/sig-2')).toHaveLength(1);
    expect(
      within(section)
        .getByRole('button', { name: /^Use this signature/ })
        .querySelector('img')?.src,
    ).toContain('/app/serve_blob/blob-1');
    expect(onAdopt).not.toHaveBeenCalled();
  });

  it('shows no saved section when there are none, and asks for initials separately', async () => {
    const fetch = stubServer({
      'GET /app/user/signatures': () => ({ body: { success: true, signatures: [] } }),
    });
    renderSignatureModal({ kind: 'initial' });
    await screen.findByRole('dialog', { name: 'Add your initials' });
    await waitFor(() =>
      expect(requestsTo(fetch, 'GET /app/user/signatures')[0]?.search).toBe('?kind=initial'),
    );
    expect(screen.queryByRole('region', { name: 'Saved initials' })).toBeNull();
  });
});

describe('newestSavedSignature (one-click signing)', () => {
  it('answers the newest saved one of the kind, or null when there is none', async () => {
    stubServer({
      'GET /app/user/signatures': (request) => ({
        body: {
          success: true,
          signatures:
            request.search === '?kind=initial'
              ? []
              : [aSaved(2), aSaved(4, { blob_key: 'newest', blob_url: '/newest' }), aSaved(3)],
        },
      }),
    });
    const queryClient = createQueryClient();
    await expect(newestSavedSignature('signature', queryClient)).resolves.toEqual({
      blob_key: 'newest',
      blob_url: '/newest',
    });
    await expect(newestSavedSignature('initial', queryClient)).resolves.toBeNull();
  });

  it('answers null when the list cannot be read', async () => {
    stubServer({
      'GET /app/user/signatures': () => ({ status: 500, body: { success: false, message: 'x' } }),
    });
    await expect(newestSavedSignature('signature', createQueryClient())).resolves.toBeNull();
  });
});
