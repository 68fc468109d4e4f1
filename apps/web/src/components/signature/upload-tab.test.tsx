import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../app/api-client.ts';
import { requestsTo, stubServer } from '../../test/fake-fetch.ts';
import { aLogin } from '../../test/fixtures.ts';
import { clearNotices } from '../../test/render-app.tsx';
import { SIGNATURE_MESSAGES } from './signature-messages.ts';
import { SIGNATURE_TIMING } from './signature-timing.ts';
import { installFakeCanvas } from './test-support/fake-canvas.ts';
import { stubUploadXhr } from './test-support/fake-upload-xhr.ts';
import {
  UPLOADED,
  UPLOAD_TICKET,
  renderSignatureModal,
} from './test-support/render-signature-modal.tsx';

const IMAGE_REFUSED = `Error uploading your file:/ ${SIGNATURE_MESSAGES.notAnImage}`;

const photo = (name = 'my-signature.jpg', type = 'image/jpeg') =>
  new File([new Uint8Array(512 * 1024)], name, { type });

const uploadOnly = { drawn: false, typed: false, upload: true };

beforeEach(() => {
  api.startSession(aLogin());
  installFakeCanvas();
});

afterEach(() => {
  api.endSession();
  clearNotices();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('upload tab', () => {
  it('uploads the picked image with progress, previews the enhanced one, and adopts it', async () => {
    const fetch = stubServer({
      'GET /app/user/signatures': () => ({ body: { success: true, signatures: [] } }),
      'GET /app/get_signature_upload_url': () => ({ body: UPLOAD_TICKET }),
      'POST /app/signature_upload_success': () => ({ body: UPLOADED }),
      'POST /app/user/signatures': () => ({ body: { success: true } }),
    });
    const xhr = stubUploadXhr({ hold: true });
    const { user, onAdopt } = renderSignatureModal({ methods: uploadOnly });
    expect(await screen.findByRole('button', { name: 'Adopt and sign' })).toHaveProperty(
      'disabled',
      true,
    );

    await user.upload(screen.getByLabelText('Image of your signature'), photo());
    const bar = await screen.findByRole('progressbar', { name: 'Uploading my-signature.jpg' });
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    expect(xhr.puts[0]).toMatchObject({ url: UPLOAD_TICKET.url, contentType: 'image/jpeg' });
    xhr.finish();

    const preview = await screen.findByRole('img', { name: 'Your uploaded signature' });
    expect(preview.getAttribute('src')).toBe(UPLOADED.enhanced_blob_url);
    expect(requestsTo(fetch, 'GET /app/get_signature_upload_url')[0]?.search).toBe(
      '?filename=my-signature.jpg&size=0.500',
    );

    await user.click(screen.getByRole('button', { name: 'Adopt and sign' }));
    await waitFor(() =>
      expect(onAdopt).toHaveBeenCalledWith({
        blob_key: UPLOADED.enhanced_blob_key,
        blob_url: UPLOADED.enhanced_blob_url,
      }),
    );
    // Adopting does not upload again; it only saves what was uploaded.
    expect(requestsTo(fetch, 'GET /app/get_signature_upload_url')).toHaveLength(1);
    expect(requestsTo(fetch, 'POST /app/user/signatures')[0]?.body).toEqual({
      kind: 'signature',
      method: 'upload',
      blob_key: UPLOADED.enhanced_blob_key,
    });
  });

  it("shows 'Error uploading your file:/' with the server's message, cleared after 15 s", async () => {
    stubServer({
      'GET /app/user/signatures': () => ({ body: { success: true, signatures: [] } }),
      'GET /app/get_signature_upload_url': () => ({ body: UPLOAD_TICKET }),
      'POST /app/signature_upload_success': () => ({
        status: 400,
        body: { success: false, message: SIGNATURE_MESSAGES.notAnImage },
      }),
    });
    stubUploadXhr();
    // The clock still runs (user-event waits on it); the test moves it on by the 15 s.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const { user, onAdopt } = renderSignatureModal({ methods: uploadOnly });
    await user.upload(await screen.findByLabelText('Image of your signature'), photo());
    expect(await screen.findByText(IMAGE_REFUSED)).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Your uploaded signature' })).toBeNull();
    expect(onAdopt).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(SIGNATURE_TIMING.uploadErrorMs - 2_000);
    expect(screen.queryByText(IMAGE_REFUSED)).toBeTruthy();
    await vi.advanceTimersByTimeAsync(2_000);
    // Well within a second of real time: only the faked 15 s can have cleared it.
    await waitFor(() => expect(screen.queryByText(IMAGE_REFUSED)).toBeNull());
  });

  it('refuses a file that is not an image before sending it', async () => {
    const fetch = stubServer({
      'GET /app/user/signatures': () => ({ body: { success: true, signatures: [] } }),
    });
    const xhr = stubUploadXhr();
    const { user } = renderSignatureModal({ methods: uploadOnly });
    const input = await screen.findByLabelText('Image of your signature');
    // The input asks for images; a drop or a picker set to "all files" can still give a PDF.
    input.removeAttribute('accept');
    await user.upload(input, photo('contract.pdf', 'application/pdf'));
    expect(await screen.findByText(IMAGE_REFUSED)).toBeTruthy();
    expect(requestsTo(fetch, 'GET /app/get_signature_upload_url')).toHaveLength(0);
    expect(xhr.puts).toHaveLength(0);
  });
});
