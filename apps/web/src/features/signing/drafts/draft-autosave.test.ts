import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../app/api-client.ts';
import {
  DRAFT_DEBOUNCE_MS,
  DRAFT_RETRY_DELAYS_MS,
  createDraftAutosave,
  type DraftSaveState,
} from './draft-autosave.ts';
import type { DraftValue, SigningDraft } from './signing-draft-api.ts';

type Body = { revision: number; fields: Record<string, DraftValue> };

const text = (data: string | null): DraftValue => ({ data, file_key: null });
const values = (entries: Record<string, DraftValue>) => new Map(Object.entries(entries));

/** A server that merges saves field by field, as the real one does, and counts revisions. */
const fakeServer = () => {
  const draft: SigningDraft = { signatory_uuid: 'me', revision: 0, fields: {}, date_updated: null };
  const failures: unknown[] = [];
  const bodies: { body: Body; keepalive: boolean }[] = [];
  const send = vi.fn(async (body: Body, keepalive: boolean) => {
    bodies.push({ body, keepalive });
    const failure = failures.shift();
    if (failure) throw failure;
    draft.revision += 1;
    draft.fields = { ...draft.fields, ...body.fields };
    return structuredClone(draft);
  });
  return { draft, failures, bodies, send };
};

const setUp = (known: Record<string, DraftValue> = { a: text(null), b: text(null) }) => {
  const server = fakeServer();
  const states: DraftSaveState[] = [];
  const remote = vi.fn();
  const autosave = createDraftAutosave({
    revision: 0,
    known: values(known),
    resumed: false,
    send: server.send,
    onState: (s) => states.push(s),
    onRemote: remote,
  });
  return { server, states, remote, autosave, status: () => autosave.state().status };
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('saving a signer’s draft as they go', () => {
  it('waits for a quiet second after the last change and sends only what changed', async () => {
    const { server, autosave, status } = setUp();
    autosave.observe(values({ a: text('H'), b: text(null) }));
    await vi.advanceTimersByTimeAsync(DRAFT_DEBOUNCE_MS - 100);
    autosave.observe(values({ a: text('Hi'), b: text(null) }));
    await vi.advanceTimersByTimeAsync(DRAFT_DEBOUNCE_MS - 100);
    expect(server.send).not.toHaveBeenCalled();
    expect(status()).toBe('saving');
    expect(autosave.state().unsaved).toBe(true);
    await vi.advanceTimersByTimeAsync(100);
    expect(server.bodies).toEqual([
      { body: { revision: 0, fields: { a: text('Hi') } }, keepalive: false },
    ]);
    expect(status()).toBe('saved');
    expect(autosave.state().unsaved).toBe(false);
  });

  it('sends nothing for a change undone before the save, nor again what the server has', async () => {
    const { server, autosave, status } = setUp();
    autosave.observe(values({ a: text('x'), b: text(null) }));
    autosave.observe(values({ a: text(null), b: text(null) }));
    await vi.advanceTimersByTimeAsync(DRAFT_DEBOUNCE_MS * 3);
    expect(server.send).not.toHaveBeenCalled();
    expect(status()).toBe('idle');
  });

  it('retries a failed save with growing waits, keeping later changes, then settles', async () => {
    const { server, autosave, status, states } = setUp();
    const offline = new ApiError('No connection', 'network', 0);
    server.failures.push(offline, offline);
    autosave.observe(values({ a: text('one'), b: text(null) }));
    await vi.advanceTimersByTimeAsync(DRAFT_DEBOUNCE_MS);
    expect(status()).toBe('retrying');
    expect(autosave.state().unsaved).toBe(true);
    // Typed while offline: goes with the next try.
    autosave.observe(values({ a: text('one'), b: text('two') }));
    await vi.advanceTimersByTimeAsync(DRAFT_RETRY_DELAYS_MS[0]);
    expect(server.send).toHaveBeenCalledTimes(2);
    expect(status()).toBe('retrying');
    await vi.advanceTimersByTimeAsync(DRAFT_RETRY_DELAYS_MS[1] - 1);
    expect(server.send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.bodies.at(-1)!.body.fields).toEqual({ a: text('one'), b: text('two') });
    expect(status()).toBe('saved');
    expect(states.map((s) => s.status)).toEqual(['saving', 'retrying', 'saved']);
  });

  it('does not retry a refusal, says why, and tries again on the next change', async () => {
    const { server, autosave, status } = setUp();
    server.failures.push(
      new ApiError('You have already finished with this document.', 'failure', 409),
    );
    autosave.observe(values({ a: text('x'), b: text(null) }));
    await vi.advanceTimersByTimeAsync(DRAFT_RETRY_DELAYS_MS.at(-1)! * 2);
    expect(server.send).toHaveBeenCalledTimes(1);
    expect(autosave.state()).toEqual({
      status: 'failed',
      unsaved: true,
      error: 'You have already finished with this document.',
    });
    autosave.observe(values({ a: text('xy'), b: text(null) }));
    await vi.advanceTimersByTimeAsync(DRAFT_DEBOUNCE_MS);
    expect(server.bodies.at(-1)!.body.fields).toEqual({ a: text('xy') });
    expect(status()).toBe('saved');
  });

  it('sends at once, in a request that outlives the page, when the page is hidden', async () => {
    const { server, autosave } = setUp();
    autosave.observe(values({ a: text('last words'), b: text(null) }));
    await autosave.flushOnHide();
    expect(server.bodies).toEqual([
      { body: { revision: 0, fields: { a: text('last words') } }, keepalive: true },
    ]);
    await vi.advanceTimersByTimeAsync(DRAFT_DEBOUNCE_MS * 2);
    expect(server.send).toHaveBeenCalledTimes(1);
  });

  it('saves everything before sign later, waiting for the save already out', async () => {
    const { server, autosave } = setUp();
    autosave.observe(values({ a: text('1'), b: text(null) }));
    await vi.advanceTimersByTimeAsync(DRAFT_DEBOUNCE_MS);
    autosave.observe(values({ a: text('1'), b: text('2') }));
    await expect(autosave.saveAll()).resolves.toBe(true);
    expect(server.draft.fields).toEqual({ a: text('1'), b: text('2') });
  });

  it('takes in fields another device saved, never over a change made here', async () => {
    const { server, autosave, remote } = setUp();
    // The phone saved b and a; this tab has a change of its own to a.
    server.draft.revision = 4;
    server.draft.fields = {
      b: { data: null, file_key: 'sig-1', blob_url: '/app/serve_signature/sig-1' } as DraftValue,
      a: text('from the phone'),
    };
    autosave.observe(values({ a: text('from the laptop'), b: text(null) }));
    await vi.advanceTimersByTimeAsync(DRAFT_DEBOUNCE_MS);
    expect(remote).toHaveBeenCalledWith({
      b: { data: null, file_key: 'sig-1', blob_url: '/app/serve_signature/sig-1' },
    });
    expect(server.draft.fields.a).toEqual(text('from the laptop'));
    // The page now shows the phone's signature: nothing to send for it.
    autosave.observe(values({ a: text('from the laptop'), b: { data: null, file_key: 'sig-1' } }));
    await vi.advanceTimersByTimeAsync(DRAFT_DEBOUNCE_MS * 2);
    expect(server.send).toHaveBeenCalledTimes(1);
    // The next save carries the revision the server answered.
    autosave.observe(values({ a: text('again'), b: { data: null, file_key: 'sig-1' } }));
    await vi.advanceTimersByTimeAsync(DRAFT_DEBOUNCE_MS);
    expect(server.bodies.at(-1)!.body.revision).toBe(5);
  });

  it('sends nothing once stopped (the signer signed)', async () => {
    const { server, autosave } = setUp();
    autosave.observe(values({ a: text('x'), b: text(null) }));
    autosave.stop();
    await vi.advanceTimersByTimeAsync(DRAFT_DEBOUNCE_MS * 2);
    await autosave.flushOnHide();
    expect(server.send).not.toHaveBeenCalled();
  });
});
