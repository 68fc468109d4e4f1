import { DEFAULT_PERMISSIONS, PROFILE_SIGNATURE_MESSAGES as P } from '@quire/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../app/api-client.ts';
import { installFakeCanvas } from '../../../components/signature/test-support/fake-canvas.ts';
import { stubUploadXhr } from '../../../components/signature/test-support/fake-upload-xhr.ts';
import { requestsTo, type FakeAnswer, type FakeRequest } from '../../../test/fake-fetch.ts';
import { aLogin, aUser, aUserAccount } from '../../../test/fixtures.ts';
import { clearNotices, renderApp } from '../../../test/render-app.tsx';
import { stubProfileServer } from '../test-support/profile-server.ts';

const saved = (key: string, isDefault: boolean) => ({
  key,
  kind: 'signature',
  method: 'drawn',
  blob_key: `blob-${key}`,
  blob_url: `/app/serve_signature/blob-${key}`,
  date_created: '2026-11-20T10:00:00.000Z',
  is_default: isDefault,
});

type Handlers = Record<string, (request: FakeRequest) => FakeAnswer>;

/** The profile's server: the user, their saved signatures (none of initials), and `extra`. */
const server = (signatures: object[], extra: Handlers = {}, permissions = DEFAULT_PERMISSIONS) =>
  stubProfileServer({
    'GET /app/user': () => ({
      body: {
        success: true,
        user: aUser({ full_name: 'Ada Lovelace' }),
        user_can_browse: true,
        user_account_key: 'ua-personal',
      },
    }),
    'GET /app/user/user_accounts': () => ({
      body: { success: true, user_accounts: [aUserAccount({ permissions })] },
    }),
    'GET /app/user/signatures': (request) => ({
      body: { success: true, signatures: request.search.includes('initial') ? [] : signatures },
    }),
    ...extra,
  });

/** A stroke on the pad, as a mouse draws it (jsdom has no pointer events). */
const drawStroke = (canvas: HTMLElement) => {
  fireEvent.mouseDown(canvas, { clientX: 10, clientY: 10, buttons: 1 });
  for (const x of [40, 80, 120, 160, 200])
    fireEvent.mouseMove(window, { clientX: x, clientY: 10 + x / 4, buttons: 1 });
  fireEvent.mouseUp(window, { clientX: 200, clientY: 60, buttons: 0 });
};

const signatureRegion = async () => screen.findByRole('region', { name: 'Signature' });

/** jsdom has no PointerEvent: the crop box's drag is a mouse event with a pointer id here. */
class FakePointerEvent extends MouseEvent {
  pointerId: number;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
  }
}

beforeEach(() => {
  api.startSession(aLogin());
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(343);
  installFakeCanvas();
});

afterEach(() => {
  api.endSession();
  clearNotices();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('#profile signature and initials', () => {
  it('shows empty states, refuses an empty drawing, and saves a drawing as a PNG data URL', async () => {
    const fetch = server([], {
      'POST /base64_to_image_blob/': () => ({
        body: {
          success: true,
          data: { blob_key: 'drawn-1', blob_url: '/app/serve_signature/drawn-1' },
        },
      }),
      'POST /app/user/signatures': () => ({
        body: { success: true, signature: saved('s1', true) },
      }),
    });
    const { user } = renderApp('#profile');
    const region = await signatureRegion();
    expect(await within(region).findByText(/No saved signature yet/)).toBeTruthy();
    expect(await screen.findByText(/No saved initials yet/)).toBeTruthy();

    await user.click(within(region).getByRole('button', { name: 'Save signature' }));
    expect(await within(region).findByText(P.drawnSignatureRequired)).toBeTruthy();
    expect(requestsTo(fetch, 'POST /base64_to_image_blob/')).toHaveLength(0);

    drawStroke(within(region).getByRole('img', { name: 'Draw your signature here' }));
    await user.click(within(region).getByRole('button', { name: 'Save signature' }));
    await waitFor(() => expect(requestsTo(fetch, 'POST /app/user/signatures')).toHaveLength(1));
    const [drawn] = requestsTo(fetch, 'POST /base64_to_image_blob/');
    expect((drawn!.body as { image: string }).image).toMatch(/^data:image\/png;base64,/);
    expect(requestsTo(fetch, 'POST /app/user/signatures')[0]!.body).toEqual({
      kind: 'signature',
      method: 'drawn',
      blob_key: 'drawn-1',
    });
  });

  it('words a failed drawing with §8', async () => {
    server([], {
      'POST /base64_to_image_blob/': () => ({
        status: 500,
        body: { success: false, message: 'x' },
      }),
    });
    const { user } = renderApp('#profile');
    const region = await signatureRegion();
    drawStroke(within(region).getByRole('img', { name: 'Draw your signature here' }));
    await user.click(within(region).getByRole('button', { name: 'Save signature' }));
    expect(await within(region).findByText(P.creatingFailed)).toBeTruthy();
  });

  it('marks the default, makes another the default, and deletes one', async () => {
    const fetch = server([saved('s1', true), saved('s2', false)], {
      'POST /app/user/signatures/s2/default': () => ({
        body: { success: true, message: P.signatureMadeDefault, signature: saved('s2', true) },
      }),
      'DELETE /app/user/signatures/s1': () => ({
        body: { success: true, message: 'Signature removed' },
      }),
    });
    const { user } = renderApp('#profile');
    const region = await signatureRegion();
    const first = await within(region).findByRole('listitem', { name: 'signature 1 (default)' });
    expect(within(first).getByText('Default')).toBeTruthy();
    expect(within(first).queryByRole('button', { name: /Make/ })).toBeNull();

    await user.click(within(region).getByRole('button', { name: 'Make signature 2 the default' }));
    expect(await screen.findByText(P.signatureMadeDefault)).toBeTruthy();
    expect(requestsTo(fetch, 'POST /app/user/signatures/s2/default')).toHaveLength(1);

    await user.click(within(region).getByRole('button', { name: 'Delete signature 1 (default)' }));
    await waitFor(() =>
      expect(requestsTo(fetch, 'DELETE /app/user/signatures/s1')).toHaveLength(1),
    );
  });

  it('renders a typed name on the server only once typing stops for 1 s', async () => {
    const fetch = server([], {
      'GET /text_to_image_blob': () => ({
        body: { success: true, data: { blob_key: 'typed-1', url: '/app/serve_signature/typed-1' } },
      }),
    });
    const { user } = renderApp('#profile');
    const region = await signatureRegion();
    await user.click(within(region).getByRole('tab', { name: 'Type' }));
    const name = within(region).getByLabelText('Your name');
    await user.clear(name);
    await user.type(name, 'Ada L');
    expect(requestsTo(fetch, 'GET /text_to_image_blob')).toHaveLength(0);
    expect(
      await within(region).findByRole('img', { name: 'Your typed signature' }, { timeout: 3000 }),
    ).toBeTruthy();
    const calls = requestsTo(fetch, 'GET /text_to_image_blob');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.search).toBe('?text=Ada+L&style=caveat');
  });

  it("alerts 'error creating signature' when the server cannot render the text", async () => {
    server([], {
      'GET /text_to_image_blob': () => ({ status: 500, body: { success: false, message: 'x' } }),
    });
    const { user } = renderApp('#profile');
    const region = await signatureRegion();
    await user.click(within(region).getByRole('tab', { name: 'Type' }));
    expect(
      await within(region).findByText(P.textToImageFailed, {}, { timeout: 3000 }),
    ).toBeTruthy();
  });

  it('uploads through the profile route, and words a failed crop with §8', async () => {
    const fetch = server([], {
      'GET /app/get_image_upload_url': () => ({
        body: {
          success: true,
          url: '/app/blob_upload/fk-1?expires=1&signature=s',
          file_key: 'fk-1',
        },
      }),
      'POST /app/image_upload_success': () => ({
        body: {
          success: true,
          file_key: 'fk-1',
          blob_key: 'fk-1',
          blob_url: '/app/serve_signature/fk-1',
          enhanced_blob_key: 'fk-1-e',
          enhanced_blob_url: '/app/serve_signature/fk-1-e',
        },
      }),
      'POST /crop_image/fk-1-e': () => ({
        status: 400,
        body: { success: false, message: P.croppingFailed },
      }),
    });
    stubUploadXhr();
    // Only here: the signature pad prefers pointer events when the browser has them.
    vi.stubGlobal('PointerEvent', FakePointerEvent);
    const { user } = renderApp('#profile');
    const region = await signatureRegion();
    await user.click(within(region).getByRole('tab', { name: 'Upload' }));
    await user.upload(
      within(region).getByLabelText('Image of your signature'),
      new File([new Uint8Array(1024)], 'scan.png', { type: 'image/png' }),
    );
    const picture = await within(region).findByRole('img', { name: 'Your uploaded signature' });
    expect(requestsTo(fetch, 'GET /app/get_image_upload_url')[0]!.search).toContain(
      'purpose=signature',
    );
    vi.spyOn(picture, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 300, 100));
    const frame = picture.parentElement!;
    fireEvent.pointerDown(frame, { clientX: 20, clientY: 10, pointerId: 1 });
    fireEvent.pointerMove(frame, { clientX: 200, clientY: 80, pointerId: 1 });
    fireEvent.pointerUp(frame, { pointerId: 1 });
    await user.click(within(region).getByRole('button', { name: 'Crop to selection' }));
    expect(await within(region).findByText(P.croppingFailed)).toBeTruthy();
    expect(requestsTo(fetch, 'POST /crop_image/fk-1-e')[0]!.body).toMatchObject({
      x1: 20,
      y1: 10,
      x2: 200,
      y2: 80,
    });
  });

  it("clears 'Error uploading your file:/' after 15 s", async () => {
    server([]);
    const { user } = renderApp('#profile');
    const region = await signatureRegion();
    await user.click(within(region).getByRole('tab', { name: 'Upload' }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fireEvent.change(within(region).getByLabelText('Image of your signature'), {
        target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] },
      });
      const message = "Error uploading your file:/ Make sure you're uploading an image.";
      expect(await within(region).findByText(message)).toBeTruthy();
      await vi.advanceTimersByTimeAsync(15_000);
      await waitFor(() => expect(within(region).queryByText(message)).toBeNull());
    } finally {
      vi.useRealTimers();
    }
  });

  it('without can_update_signature_and_initials shows the saved ones and offers no change', async () => {
    server(
      [saved('s1', true), saved('s2', false)],
      {},
      {
        ...DEFAULT_PERMISSIONS,
        user_profile_permissions: {
          ...DEFAULT_PERMISSIONS.user_profile_permissions,
          can_update_signature_and_initials: false,
        },
      },
    );
    renderApp('#profile');
    const region = await signatureRegion();
    expect(
      await screen.findByText(
        'This workspace does not let you change your signature and initials.',
      ),
    ).toBeTruthy();
    expect(await within(region).findAllByRole('listitem')).toHaveLength(2);
    expect(within(region).queryByRole('button', { name: /Make|Delete|Save/ })).toBeNull();
    expect(within(region).queryByRole('tab')).toBeNull();
  });
});
