import {
  SAVE_MAX_WAITS,
  SAVE_WAITS_PER_WARNING,
  SAVE_WAIT_MS,
  showSavingNotice,
  waitWhilePending,
} from './save-wait.ts';

/**
 * The field autosave queue (spec §7, §8, §9): changes wait for the 1 s field-change debounce,
 * merge per field, go to add_update_data_field in batches of at most `batchMax`, and a failed
 * batch is put back under any newer change to the same fields and retried with a growing delay.
 * When the server's previous_update differs from the pack date this editor last saw, someone else
 * wrote to the pack: `onRemoteChange(since)` fetches what changed. `flush()` (requesting
 * signatures, leaving the editor) sends at once and waits while saves are stuck, with §8's
 * 'Saving your changes...' every 50 waits.
 */
export type FieldPatch = { uuid: string } & Record<string, unknown>;

export type SaveAnswer = {
  data_fields: { uuid: string; date_updated: string; custom_id: string | null }[];
  date_updated: string;
  previous_update: string | null;
};

export type SaveQueueOptions = {
  send: (batch: FieldPatch[], previousUpdate: string | undefined) => Promise<SaveAnswer>;
  debounceMs: number;
  batchMax: number;
  /** The pack's date_updated when the editor loaded its fields. */
  lastSeenUpdate?: string;
  onSaved?: (answer: SaveAnswer) => void;
  onRemoteChange?: (since: string) => void;
  onPendingChange?: (pending: boolean) => void;
  /** Delay before the n-th retry (1-based). */
  retryDelayMs?: (attempt: number) => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  /** §8 while a flush waits: every `waitsPerWarning` waits of `waitMs` (a notice by default). */
  onStillSaving?: (waits: number) => void;
  waitMs?: number;
  waitsPerWarning?: number;
  /** Waits after which a flush stops waiting (the queue keeps retrying). */
  maxWaits?: number;
};

type Defaulted = 'retryDelayMs' | 'setTimer' | 'clearTimer' | 'onStillSaving' | 'waitMs';

const defaultRetryDelay = (attempt: number) => Math.min(1000 * attempt, 10_000);

export class SaveQueue {
  private pendingPatches = new Map<string, FieldPatch>();
  private timer: unknown = null;
  private inFlight: Promise<void> | null = null;
  private failures = 0;
  private lastSeen: string | undefined;
  private wasPending = false;
  private stopped = false;
  private readonly options: SaveQueueOptions &
    Required<Pick<SaveQueueOptions, Defaulted | 'waitsPerWarning' | 'maxWaits'>>;

  constructor(options: SaveQueueOptions) {
    this.options = {
      retryDelayMs: defaultRetryDelay,
      setTimer: (run, ms) => setTimeout(run, ms),
      clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
      onStillSaving: showSavingNotice,
      waitMs: SAVE_WAIT_MS,
      waitsPerWarning: SAVE_WAITS_PER_WARNING,
      maxWaits: SAVE_MAX_WAITS,
      ...options,
    };
    this.lastSeen = options.lastSeenUpdate;
  }

  /** True while a change has not been acknowledged by the server. */
  get pending(): boolean {
    return this.pendingPatches.size > 0 || this.inFlight !== null;
  }

  /** Whether a change of this field waits to be sent. */
  has(uuid: string): boolean {
    return this.pendingPatches.has(uuid);
  }

  /** Merges the patch into what waits for this field and restarts the debounce. */
  enqueue(patch: FieldPatch): void {
    if (this.stopped) return;
    const waiting = this.pendingPatches.get(patch.uuid);
    this.pendingPatches.set(patch.uuid, waiting ? { ...waiting, ...patch } : { ...patch });
    this.schedule(this.options.debounceMs);
    this.notify();
  }

  /**
   * Sends everything now, then waits while anything is unsaved (a batch on the wire, or a failed
   * one waiting for its retry), warning every `waitsPerWarning` waits. Resolves once all is
   * saved, or when stopped or after `maxWaits` (`flushSaved` says which).
   */
  async flush(): Promise<void> {
    if (this.pendingPatches.size > 0) {
      this.cancelTimer();
      await this.drain();
    }
    const { waitMs, waitsPerWarning, maxWaits, onStillSaving, setTimer } = this.options;
    await waitWhilePending(() => this.pending && !this.stopped, {
      waitMs,
      warnEvery: waitsPerWarning,
      maxWaits,
      onStillSaving,
      sleep: (ms) => new Promise((resolve) => setTimer(resolve, ms)),
    });
  }

  /** `flush()`, then whether everything reached the server (leaving setup must not go without). */
  async flushSaved(): Promise<boolean> {
    await this.flush();
    return !this.pending;
  }

  /** The date this editor last saw; the reconciling fetch moves it forward. */
  seen(dateUpdated: string): void {
    if (!this.lastSeen || dateUpdated > this.lastSeen) this.lastSeen = dateUpdated;
  }

  stop(): void {
    this.stopped = true;
    this.cancelTimer();
  }

  private schedule(ms: number): void {
    this.cancelTimer();
    this.timer = this.options.setTimer(() => {
      this.timer = null;
      void this.drain();
    }, ms);
  }

  private cancelTimer(): void {
    if (this.timer !== null) this.options.clearTimer(this.timer);
    this.timer = null;
  }

  private async drain(): Promise<void> {
    if (this.inFlight) return;
    while (this.pendingPatches.size > 0 && !this.stopped) {
      const ok = await this.sendBatch();
      if (!ok) {
        this.schedule(this.options.retryDelayMs(this.failures));
        return;
      }
    }
  }

  private async sendBatch(): Promise<boolean> {
    const batch = [...this.pendingPatches.values()].slice(0, this.options.batchMax);
    for (const patch of batch) this.pendingPatches.delete(patch.uuid);
    let succeeded = false;
    const run = (async () => {
      try {
        const answer = await this.options.send(batch, this.lastSeen);
        succeeded = true;
        this.failures = 0;
        const known = this.lastSeen;
        if (known && answer.previous_update && answer.previous_update !== known)
          this.options.onRemoteChange?.(known);
        this.seen(answer.date_updated);
        this.options.onSaved?.(answer);
      } catch {
        this.failures += 1;
        // Requeued under newer changes: what the user did since wins, the rest is sent again.
        for (const patch of batch) {
          const newer = this.pendingPatches.get(patch.uuid);
          this.pendingPatches.set(patch.uuid, newer ? { ...patch, ...newer } : patch);
        }
      }
    })();
    this.inFlight = run;
    this.notify();
    await run;
    this.inFlight = null;
    this.notify();
    return succeeded;
  }

  private notify(): void {
    const pending = this.pending;
    if (pending === this.wasPending) return;
    this.wasPending = pending;
    this.options.onPendingChange?.(pending);
  }
}
