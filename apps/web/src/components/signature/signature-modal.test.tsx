import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../app/api-client.ts';
import { stubServer, type FakeRequest } from '../../test/fake-fetch.ts';
import { aLogin } from '../../test/fixtures.ts';
import { clearNotices } from '../../test/render-app.tsx';
import { SIGNATURE_MESSAGES } from './signature-messages.ts';
import { installFakeCanvas } from './test-support/fake-canvas.ts';
import { stubUploadXhr } from './test-support/fake-upload-xhr.ts';
import {
  UPLOADED,
  UPLOAD_TICKET,
  renderSignatureModal,
} from './test-support/render-signature-modal.tsx';

const noSaved = () => ({ body: { success: true, signatures: [] } });

/** The adopt flow's routes; every call (and the PUT) lands in `log`, in order. */
const stubAdoptRoutes = (log: string[], overrides: Record<string, () => object> = {}) => {
  const logged =
    (answer: () => object) =>
    (request: FakeRequest): object => {
      log.push(`${request.method} ${request.path}${request.search}`);
      return answer();
    };
  const handlers = {
    'GET /app/user/signatures': noSaved,
    'GET /app/get_signature_upload_url': () => ({ body: UPLOAD_TICKET }),
    'POST /app/signature_upload_success': () => ({ body: UPLOADED }),
    'POST /app/user/signatures': () => ({ body: { success: true } }),
    ...overrides,
  };
  const fetch = stubServer(
    Object.fromEntries(Object.entries(handlers).map(([key, answer]) => [key, logged(answer)])),
  );
  const puts = stubUploadXhr({ onPut: (put) => log.push(`PUT ${put.url}`) }).puts;
  return { fetch, puts };
};

const bodyOf = (fetch: ReturnType<typeof stubServer>, key: string) =>
  fetch.mock.calls
    .filter(
      ([input, init]) =>
        `${init?.method ?? 'GET'} ${new URL(String(input), 'http://x').pathname}` === key,
    )
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

/** A stroke on the pad, as a mouse draws it (jsdom has no pointer events). */
const drawStroke = (canvas: HTMLElement, points: [number, number][]) => {
  const [first, ...rest] = points;
  fireEvent.mouseDown(canvas, { clientX: first![0], clientY: first![1], buttons: 1 });
  rest
    .slice(0, -1)
    .forEach(([x, y]) => fireEvent.mouseMove(window, { clientX: x, clientY: y, buttons: 1 }));
  const last = rest[rest.length - 1] ?? first!;
  fireEvent.mouseUp(window, { clientX: last[0], clientY: last[1], buttons: 0 });
};

beforeEach(() => {
  api.startSession(aLogin());
  // jsdom lays nothing out: give the pad's frame the width of a 375 px phone's modal.
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(343);
});

afterEach(() => {
  api.endSession();
  clearNotices();
  vi.unstubAllGlobals();
});

describe('signature modal', () => {
  it('is a labelled dialog offering only the methods the pack allows', async () => {
    installFakeCanvas();
    stubServer({ 'GET /app/user/signatures': noSaved });
    renderSignatureModal({ kind: 'initial', methods: { drawn: false, typed: true, upload: true } });

    const dialog = await screen.findByRole('dialog', { name: 'Add your initials' });
    const tabs = within(dialog).getByRole('tablist', { name: 'How to add your initials' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Type', 'Upload']);
    expect(within(dialog).queryByRole('img', { name: /Draw your/ })).toBeNull();
    // §5: the Type tab starts with the signer's initials.
    expect(within(dialog).getByLabelText('Your initials')).toHaveProperty('value', 'AL');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Adopt and sign' })).toBeTruthy();
  });

  it('sizes the pad to its frame at the screen pixel density', async () => {
    installFakeCanvas();
    vi.stubGlobal('devicePixelRatio', 2);
    stubServer({ 'GET /app/user/signatures': noSaved });
    renderSignatureModal();
    const canvas = (await screen.findByRole('img', {
      name: 'Draw your signature here',
    })) as HTMLCanvasElement;
    expect([canvas.style.width, canvas.style.height]).toEqual(['333px', '133px']);
    expect([canvas.width, canvas.height]).toEqual([666, 266]);
  });

  it("refuses an empty or tiny drawing with the spec's message, without calling the server", async () => {
    installFakeCanvas();
    const log: string[] = [];
    const { fetch } = stubAdoptRoutes(log);
    const { user, onAdopt } = renderSignatureModal();
    const canvas = await screen.findByRole('img', { name: 'Draw your signature here' });

    await user.click(screen.getByRole('button', { name: 'Adopt and sign' }));
    expect(await screen.findByText(SIGNATURE_MESSAGES.drawnSignatureRequired)).toBeTruthy();

    drawStroke(canvas, [
      [20, 20],
      [26, 20],
    ]);
    await user.click(screen.getByRole('button', { name: 'Adopt and sign' }));
    expect(await screen.findByText(SIGNATURE_MESSAGES.drawnSignatureRequired)).toBeTruthy();
    expect(onAdopt).not.toHaveBeenCalled();
    expect(bodyOf(fetch, 'GET /app/get_signature_upload_url')).toHaveLength(0);

    // Clear empties the pad: even a long stroke drawn before it is gone.
    drawStroke(canvas, [
      [20, 20],
      [120, 20],
      [220, 40],
    ]);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByText(SIGNATURE_MESSAGES.drawnSignatureRequired)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Adopt and sign' }));
    expect(await screen.findByText(SIGNATURE_MESSAGES.drawnSignatureRequired)).toBeTruthy();
    expect(onAdopt).not.toHaveBeenCalled();
  });

  it('adopts a drawing: upload URL, PUT, confirmation, save, then the enhanced image', async () => {
    const canvas = installFakeCanvas();
    const log: string[] = [];
    const { fetch, puts } = stubAdoptRoutes(log);
    const { user, onAdopt } = renderSignatureModal();
    const pad = await screen.findByRole('img', { name: 'Draw your signature here' });
    drawStroke(pad, [
      [20, 30],
      [120, 30],
      [220, 60],
    ]);
    await user.click(screen.getByRole('button', { name: 'Adopt and sign' }));

    await waitFor(() =>
      expect(onAdopt).toHaveBeenCalledWith({
        blob_key: UPLOADED.enhanced_blob_key,
        blob_url: UPLOADED.enhanced_blob_url,
      }),
    );
    expect(log.filter((entry) => !entry.startsWith('GET /app/user/signatures'))).toEqual([
      'GET /app/get_signature_upload_url?filename=signature.png&size=0.000',
      `PUT ${UPLOAD_TICKET.url}`,
      'POST /app/signature_upload_success',
      'POST /app/user/signatures',
    ]);
    expect(puts[0]?.contentType).toBe('image/png');
    expect(puts[0]?.body).toBeInstanceOf(Blob);
    expect(bodyOf(fetch, 'POST /app/signature_upload_success')).toEqual([{ file_key: 'fk-1' }]);
    expect(bodyOf(fetch, 'POST /app/user/signatures')).toEqual([
      { kind: 'signature', method: 'drawn', blob_key: UPLOADED.enhanced_blob_key },
    ]);
    // The image is the inked part of the pad, copied at the screen's density.
    expect(canvas.calls.some((call) => call.name === 'drawImage')).toBe(true);
  });

  it('adopts typed initials, falling back to the original image when none was enhanced', async () => {
    installFakeCanvas();
    const log: string[] = [];
    const plain = { ...UPLOADED, enhanced_blob_key: null, enhanced_blob_url: null };
    const { fetch } = stubAdoptRoutes(log, {
      'POST /app/signature_upload_success': () => ({ body: plain }),
    });
    const { user, onAdopt } = renderSignatureModal({ kind: 'initial' });
    await user.click(await screen.findByRole('tab', { name: 'Type' }));
    const input = screen.getByLabelText('Your initials');
    await user.clear(input);
    await user.type(input, 'A.L.');
    await user.click(screen.getByRole('button', { name: 'Adopt and sign' }));

    await waitFor(() =>
      expect(onAdopt).toHaveBeenCalledWith({ blob_key: 'blob-1', blob_url: UPLOADED.blob_url }),
    );
    expect(bodyOf(fetch, 'POST /app/user/signatures')).toEqual([
      { kind: 'initial', method: 'typed', blob_key: 'blob-1' },
    ]);
  });

  it('does not fill the field or save when the signer closes the modal mid-upload', async () => {
    installFakeCanvas();
    const log: string[] = [];
    stubAdoptRoutes(log);
    const xhr = stubUploadXhr({ hold: true, onPut: (put) => log.push(`PUT ${put.url}`) });
    const { user, onAdopt, onClose, close } = renderSignatureModal({
      methods: { drawn: false, typed: true, upload: false },
    });
    await screen.findByLabelText('Your name');
    await user.click(screen.getByRole('button', { name: 'Adopt and sign' }));
    await waitFor(() => expect(xhr.puts).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
    close();
    xhr.finish();
    await waitFor(() => expect(log).toContain('POST /app/signature_upload_success'));
    // The answer is parsed in microtasks; one macrotask later the adopt flow has finished.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onAdopt).not.toHaveBeenCalled();
    expect(log.some((entry) => entry.startsWith('POST /app/user/signatures'))).toBe(false);
  });

  it('cannot adopt blank typed text', async () => {
    installFakeCanvas();
    stubServer({ 'GET /app/user/signatures': noSaved });
    const { user } = renderSignatureModal({
      methods: { drawn: false, typed: true, upload: false },
    });
    const input = await screen.findByLabelText('Your name');
    expect(input).toHaveProperty('value', 'Ada Lovelace');
    await user.clear(input);
    expect(screen.getByRole('button', { name: 'Adopt and sign' })).toHaveProperty('disabled', true);
  });

  it("says 'Something went wrong while creating your signature' when the upload fails", async () => {
    installFakeCanvas();
    const log: string[] = [];
    stubAdoptRoutes(log, {
      'GET /app/get_signature_upload_url': () => ({
        status: 500,
        body: { success: false, message: 'Storage is down.' },
      }),
    });
    const { user, onAdopt } = renderSignatureModal({
      methods: { drawn: false, typed: true, upload: false },
    });
    await screen.findByLabelText('Your name');
    await user.click(screen.getByRole('button', { name: 'Adopt and sign' }));
    expect(await screen.findByText(SIGNATURE_MESSAGES.creatingFailed)).toBeTruthy();
    expect(onAdopt).not.toHaveBeenCalled();
    expect(log.some((entry) => entry.startsWith('POST /app/user/signatures'))).toBe(false);
  });

  it("alerts 'error creating signature' when the text cannot become an image", async () => {
    const canvas = installFakeCanvas();
    canvas.failEncoding(true);
    const log: string[] = [];
    stubAdoptRoutes(log);
    const { user, onAdopt } = renderSignatureModal({
      methods: { drawn: false, typed: true, upload: false },
    });
    await screen.findByLabelText('Your name');
    await user.click(screen.getByRole('button', { name: 'Adopt and sign' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(SIGNATURE_MESSAGES.textToImageFailed);
    expect(screen.queryByText(SIGNATURE_MESSAGES.creatingFailed)).toBeNull();
    expect(onAdopt).not.toHaveBeenCalled();
    expect(log.filter((entry) => !entry.startsWith('GET /app/user/signatures'))).toEqual([]);
  });

  it('renders the typed text to an image once typing has stopped for 1 s (§9)', async () => {
    const canvas = installFakeCanvas();
    stubServer({ 'GET /app/user/signatures': noSaved });
    const { user } = renderSignatureModal({
      signerName: '',
      methods: { drawn: false, typed: true, upload: false },
    });
    const input = await screen.findByLabelText('Your name');
    const rendered = () =>
      canvas.calls.filter((call) => call.name === 'fillText').map((call) => call.args[0]);
    await user.type(input, 'Ada');
    const lastKeystroke = Date.now();
    await user.type(input, ' L');
    expect(rendered()).toEqual([]);

    await waitFor(() => expect(rendered()).toEqual(['Ada L']), { timeout: 3_000 });
    // A timer cannot fire early: the image came a full second after the last keystroke, and
    // the text typed before it was never drawn on its own.
    expect(Date.now() - lastKeystroke).toBeGreaterThanOrEqual(1_000);
  });
});
