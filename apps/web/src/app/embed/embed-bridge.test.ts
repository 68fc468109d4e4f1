import { afterEach, describe, expect, it } from 'vitest';
import { EMBED_FAIL_MESSAGES } from '@quire/domain';
import { EmbedRefusal, installEmbedBridge, setEmbedHandler } from './embed-bridge.ts';
import { embedParentOrigin } from './embed-parent.ts';
import { currentEmbedUi, resetEmbedUi } from './embed-ui.ts';

const PARENT = 'https://portal.example.com';

/** A window in a partner's frame: its parent records what it is sent. */
const framedWindow = (path = '/embed/documents/p1', search = `?parent_origin=${PARENT}`) => {
  const posted: { message: unknown; origin: string }[] = [];
  const parent = {
    postMessage: (message: unknown, origin: string) => posted.push({ message, origin }),
  };
  let listener: ((event: MessageEvent) => void) | null = null;
  const win = {
    parent,
    location: { pathname: path, search },
    addEventListener: (_: string, l: (event: MessageEvent) => void) => (listener = l),
    removeEventListener: () => (listener = null),
  } as unknown as Window;
  const receive = async (data: unknown, from: { origin?: string; source?: unknown } = {}) => {
    listener?.({
      data,
      origin: from.origin ?? PARENT,
      source: from.source ?? parent,
    } as MessageEvent);
    // Replies follow the handler's promise.
    await new Promise((r) => setTimeout(r, 0));
  };
  return { win, posted, receive, hasListener: () => listener !== null };
};

afterEach(() => {
  setEmbedHandler(null);
  resetEmbedUi();
});

describe('embedParentOrigin', () => {
  it('is the parent origin an /embed page was opened for, in a frame only', () => {
    expect(embedParentOrigin(framedWindow().win)).toBe(PARENT);
    expect(embedParentOrigin(framedWindow('/').win)).toBeNull();
    expect(embedParentOrigin(framedWindow('/embed/documents/p1', '').win)).toBeNull();
    expect(embedParentOrigin(window)).toBeNull();
  });
});

describe('installEmbedBridge', () => {
  it('does nothing outside a partner frame', () => {
    const framed = framedWindow('/');
    installEmbedBridge(framed.win);
    expect(framed.hasListener()).toBe(false);
  });

  it("runs the screen's handler and replies success to the parent's origin only", async () => {
    const framed = framedWindow();
    installEmbedBridge(framed.win);
    const seen: unknown[] = [];
    setEmbedHandler((m) => void seen.push(m));
    await framed.receive({ type: 'quire:switch_document_tab', request_id: 'a', document: 1 });
    expect(seen).toHaveLength(1);
    expect(framed.posted).toEqual([
      {
        message: {
          type: 'quire:update_success',
          request_id: 'a',
          message_type: 'quire:switch_document_tab',
        },
        origin: PARENT,
      },
    ]);
  });

  it('ignores messages from another origin, another window or another library', async () => {
    const framed = framedWindow();
    installEmbedBridge(framed.win);
    const seen: unknown[] = [];
    setEmbedHandler((m) => void seen.push(m));
    const request = { type: 'quire:switch_document_tab', request_id: 'b', document: 0 };
    await framed.receive(request, { origin: 'https://evil.example' });
    await framed.receive(request, { source: {} });
    await framed.receive({ type: 'webpackHotUpdate' });
    expect(seen).toEqual([]);
    expect(framed.posted).toEqual([]);
  });

  it('replies fail with the reason: malformed, not ready, or refused by the screen', async () => {
    const framed = framedWindow();
    installEmbedBridge(framed.win);
    await framed.receive({ type: 'quire:update_status', request_id: 'c', status: 'approved' });
    await framed.receive({ type: 'quire:update_status', request_id: 'd', status: 'complete' });
    setEmbedHandler(() => {
      throw new EmbedRefusal('No.');
    });
    await framed.receive({ type: 'quire:update_status', request_id: 'e', status: 'complete' });
    expect(framed.posted.map((p) => p.message)).toEqual([
      {
        type: 'quire:update_fail',
        request_id: 'c',
        message_type: 'quire:update_status',
        message: EMBED_FAIL_MESSAGES.malformed,
      },
      {
        type: 'quire:update_fail',
        request_id: 'd',
        message_type: 'quire:update_status',
        message: EMBED_FAIL_MESSAGES.notReady,
      },
      {
        type: 'quire:update_fail',
        request_id: 'e',
        message_type: 'quire:update_status',
        message: 'No.',
      },
    ]);
  });

  it('applies the ui configuration itself, before any screen is ready', async () => {
    const framed = framedWindow();
    installEmbedBridge(framed.win);
    await framed.receive({
      type: 'quire:update_ui_configuration',
      request_id: 'f',
      ui: { header_visible: false },
    });
    expect(currentEmbedUi()).toEqual({
      header_visible: false,
      tabs_visible: true,
      toolbar_visible: true,
    });
    expect(framed.posted[0]?.message).toMatchObject({
      type: 'quire:update_success',
      request_id: 'f',
    });
  });
});
