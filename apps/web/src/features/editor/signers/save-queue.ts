/**
 * An autosave queue: patches keyed by what they change are merged, sent some time after the last
 * change (sooner when changes keep coming), retried with a growing delay when the network fails,
 * and dropped (with `onRejected`) when the server refuses them. One save is on the wire at a time.
 */
export type SaveQueueTiming = {
  /** Wait this long after a change before saving. */
  afterChangeMs: number;
  /** After this many postponements in a row the save goes out at once. */
  forceAfterDebounces: number;
  /** A failed save is retried after this times the number of failures in a row. */
  retryStepMs: number;
  /** A save due while another is on the wire waits this long. */
  inFlightWaitMs: number;
};

export type SaveQueueState = { pending: number; saving: boolean; failures: number };

export type SaveQueueOptions<P> = {
  timing: SaveQueueTiming;
  /** Sends one merged patch; rejects to have it retried or refused (see `isRetryable`). */
  save: (key: string, patch: P) => Promise<void>;
  /** Network trouble is worth another try; a refusal from the server is not. */
  isRetryable: (error: unknown) => boolean;
  onRejected?: (key: string, patch: P, error: unknown) => void;
  onState?: (state: SaveQueueState) => void;
};

export type SaveQueue<P> = {
  change: (key: string, patch: P) => void;
  /** What is waiting for a key: newer than anything the server has answered. */
  peek: (key: string) => P | undefined;
  /** What the server has not confirmed yet for a key: on the wire, then waiting (newest last). */
  unsaved: (key: string) => P | undefined;
  /** Forgets what is waiting for a key (the thing it changes is gone). */
  discard: (key: string) => void;
  /**
   * Sends what is waiting now, after any save on the wire; resolves with what is left (a save that
   * failed stays pending for its retry).
   */
  flush: () => Promise<SaveQueueState>;
  state: () => SaveQueueState;
  /** Stops the timers; whatever is pending stays unsent. */
  dispose: () => void;
};

export const createSaveQueue = <P extends object>(options: SaveQueueOptions<P>): SaveQueue<P> => {
  const { timing } = options;
  const pending = new Map<string, P>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let debounces = 0;
  let failures = 0;
  let inFlight: Promise<void> | null = null;
  const sending = new Map<string, P>();

  const state = (): SaveQueueState => ({
    pending: pending.size,
    saving: inFlight !== null,
    failures,
  });
  const notify = () => options.onState?.(state());
  const arm = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => void run(), ms);
  };

  const send = async (batch: Array<[string, P]>) => {
    let retry = false;
    for (const [key, patch] of batch) sending.set(key, patch);
    for (const [key, patch] of batch) {
      try {
        await options.save(key, patch);
        sending.delete(key);
      } catch (error) {
        sending.delete(key);
        if (!options.isRetryable(error)) {
          options.onRejected?.(key, patch, error);
          continue;
        }
        retry = true;
        // Whatever changed meanwhile is newer than what failed.
        pending.set(key, { ...patch, ...pending.get(key) });
      }
    }
    if (retry) {
      failures += 1;
      arm(timing.retryStepMs * failures);
    } else failures = 0;
  };

  const run = async (): Promise<void> => {
    clearTimeout(timer);
    timer = undefined;
    if (inFlight) {
      arm(timing.inFlightWaitMs);
      return;
    }
    if (pending.size === 0) return;
    debounces = 0;
    const batch = [...pending.entries()];
    pending.clear();
    inFlight = send(batch);
    notify();
    await inFlight;
    inFlight = null;
    notify();
  };

  return {
    change: (key, patch) => {
      pending.set(key, { ...pending.get(key), ...patch });
      debounces += 1;
      if (debounces >= timing.forceAfterDebounces) void run();
      else arm(timing.afterChangeMs);
      notify();
    },
    peek: (key) => pending.get(key),
    unsaved: (key) =>
      sending.has(key) || pending.has(key)
        ? ({ ...sending.get(key), ...pending.get(key) } as P)
        : undefined,
    discard: (key) => {
      pending.delete(key);
      notify();
    },
    flush: async () => {
      while (inFlight) await inFlight;
      // One attempt: a save that keeps failing must not hold its caller forever.
      if (pending.size > 0) await run();
      return state();
    },
    state,
    dispose: () => clearTimeout(timer),
  };
};
