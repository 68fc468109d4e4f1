import { ApiError, errorMessageOf } from '../../../app/api-client.ts';
import type { DraftFieldView, DraftValue, SigningDraft } from './signing-draft-api.ts';

/** Quiet time after the last change before it is saved. */
export const DRAFT_DEBOUNCE_MS = 1_000;
/** Waits between tries of a failed save; the last one repeats for as long as it fails. */
export const DRAFT_RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000] as const;

export type DraftSaveStatus = 'idle' | 'saving' | 'saved' | 'retrying' | 'failed';

export type DraftSaveState = {
  status: DraftSaveStatus;
  /** Changes the server does not have yet (typed, being sent, or failed). */
  unsaved: boolean;
  /** Why the last save was refused, when it will not be retried. */
  error: string | null;
};

export type DraftAutosaveOptions = {
  /** The draft the page opened with. */
  revision: number;
  /** Every field the signer may fill, as the server has it now (stored value under the draft). */
  known: ReadonlyMap<string, DraftValue>;
  /** Whether the page opened with saved work (the status then says it is saved). */
  resumed: boolean;
  send: (
    body: { revision: number; fields: Record<string, DraftValue> },
    keepalive: boolean,
  ) => Promise<SigningDraft>;
  onState: (state: DraftSaveState) => void;
  /** Fields another tab or device changed, for the page to show (never ones changed here). */
  onRemote: (fields: Record<string, DraftFieldView & DraftValue>) => void;
};

const same = (a: DraftValue | undefined, b: DraftValue | undefined) =>
  a?.data === b?.data && a?.file_key === b?.file_key;

/** Network trouble and server trouble pass; a refusal (4xx) will not pass by trying again. */
const worthRetrying = (error: unknown): boolean =>
  !(error instanceof ApiError) ||
  error.reason === 'network' ||
  error.status >= 500 ||
  error.status === 429;

/**
 * Saves a signer's changes as they go: debounced, one save at a time, retried with growing waits,
 * sent at once (and able to outlive the page) when the page is hidden. Values are compared, not
 * edits counted, so a change undone before the save sends nothing, and what the server already
 * has is never sent again.
 */
export const createDraftAutosave = (o: DraftAutosaveOptions) => {
  let revision = o.revision;
  const known = new Map(o.known);
  /** Changed here and not sent yet. */
  const pending = new Map<string, DraftValue>();
  /** Sent and not answered yet (the newest value per field). */
  const sent = new Map<string, DraftValue>();
  /** The save out now (one at a time; a keepalive save goes beside it). */
  let inflight: Promise<void> | null = null;
  let debounce: ReturnType<typeof setTimeout> | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let attempt = 0;
  let error: string | null = null;
  let everSaved = o.resumed;
  let stopped = false;

  const state = (): DraftSaveState => {
    const unsaved = pending.size > 0 || sent.size > 0;
    let status: DraftSaveStatus = everSaved ? 'saved' : 'idle';
    if (error !== null) status = 'failed';
    // Between tries and during one: said once, not flickering back to 'saving'.
    else if (retry !== null || (attempt > 0 && unsaved)) status = 'retrying';
    else if (unsaved) status = 'saving';
    return { status, unsaved: unsaved || error !== null, error };
  };
  let last = state();
  const publish = () => {
    const next = state();
    if (next.status === last.status && next.unsaved === last.unsaved && next.error === last.error)
      return;
    last = next;
    o.onState(next);
  };

  const clear = (timer: ReturnType<typeof setTimeout> | null) => {
    if (timer !== null) clearTimeout(timer);
    return null;
  };

  /** Takes in the server's draft: its fields nobody changed here become what is known (and shown). */
  const absorb = (draft: SigningDraft) => {
    revision = Math.max(revision, draft.revision);
    const remote: Record<string, DraftFieldView & DraftValue> = {};
    for (const [uuid, view] of Object.entries(draft.fields)) {
      if (pending.has(uuid) || sent.has(uuid)) continue;
      const before = known.get(uuid) ?? { data: null, file_key: null };
      const next = {
        data: view.data !== undefined ? view.data : before.data,
        file_key: view.file_key !== undefined ? view.file_key : before.file_key,
      };
      if (same(next, before)) continue;
      known.set(uuid, next);
      remote[uuid] = { ...view, ...next };
    }
    if (Object.keys(remote).length > 0) o.onRemote(remote);
  };

  const settle = (batch: Map<string, DraftValue>, ok: boolean) => {
    for (const [uuid, value] of batch) {
      if (sent.get(uuid) === value) sent.delete(uuid);
      if (ok) known.set(uuid, value);
      // A failed value goes back to be sent again, unless something newer replaced it.
      else if (!pending.has(uuid) && !same(value, known.get(uuid))) pending.set(uuid, value);
    }
  };

  const attemptSave = async (batch: Map<string, DraftValue>, keepalive: boolean) => {
    try {
      const draft = await o.send({ revision, fields: Object.fromEntries(batch) }, keepalive);
      settle(batch, true);
      attempt = 0;
      error = null;
      everSaved = true;
      absorb(draft);
    } catch (failure) {
      settle(batch, false);
      if (worthRetrying(failure)) {
        const wait = DRAFT_RETRY_DELAYS_MS[Math.min(attempt, DRAFT_RETRY_DELAYS_MS.length - 1)]!;
        attempt += 1;
        if (!stopped) retry = setTimeout(() => void send(), wait);
      } else error = errorMessageOf(failure);
    }
  };

  const send = async (keepalive = false): Promise<void> => {
    debounce = clear(debounce);
    if (stopped || pending.size === 0 || (inflight && !keepalive)) return;
    retry = clear(retry);
    const batch = new Map(pending);
    pending.clear();
    for (const [uuid, value] of batch) sent.set(uuid, value);
    publish();
    const saving = attemptSave(batch, keepalive);
    if (!keepalive) inflight = saving;
    await saving;
    if (!keepalive) inflight = null;
    // Changes made while this save was out go next, after their own quiet time.
    if (pending.size > 0 && retry === null && debounce === null && error === null && !stopped)
      debounce = setTimeout(() => void send(), DRAFT_DEBOUNCE_MS);
    publish();
  };

  /** Saves everything now, a few tries at most; answers whether the server has it all. */
  const saveAll = async (): Promise<boolean> => {
    for (let tries = 0; tries < 3 && !stopped; tries += 1) {
      if (inflight) await inflight;
      if (pending.size === 0) break;
      await send();
    }
    return pending.size === 0 && sent.size === 0 && error === null;
  };

  return {
    /** The fields as the page now shows them: what differs from the server is queued. */
    observe: (values: ReadonlyMap<string, DraftValue>) => {
      if (stopped) return;
      let changed = false;
      for (const [uuid, value] of values) {
        const expected = pending.get(uuid) ?? sent.get(uuid) ?? known.get(uuid);
        if (same(value, expected)) continue;
        if (pending.has(uuid) && same(value, sent.get(uuid) ?? known.get(uuid)))
          pending.delete(uuid);
        else pending.set(uuid, { data: value.data, file_key: value.file_key });
        changed = true;
      }
      if (!changed) return;
      // A refused save is tried again once the signer changes something.
      error = null;
      if (retry === null) {
        debounce = clear(debounce);
        debounce = setTimeout(() => void send(), DRAFT_DEBOUNCE_MS);
      }
      publish();
    },
    /** Sends now, in a request that outlives the page: it is being hidden or closed. */
    flushOnHide: () => send(true),
    saveAll,
    /** Another look at the server's draft (the tab came back): takes in other devices' fields. */
    absorb: (draft: SigningDraft) => absorb(draft),
    state: () => last,
    /** The signer finished: nothing more is saved. */
    stop: () => {
      stopped = true;
      debounce = clear(debounce);
      retry = clear(retry);
    },
  };
};

export type DraftAutosave = ReturnType<typeof createDraftAutosave>;
