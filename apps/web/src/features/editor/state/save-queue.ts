/**
 * The field autosave queue (spec §7, §8, §9): changes wait for the 1 s field-change debounce,
 * merge per field, go to add_update_data_field in batches of at most `batchMax`, and a failed
 * batch is put back under any newer change to the same fields and retried with a growing delay.
 * When the server's previous_update differs from the pack date this editor last saw, someone else
 * wrote to the pack: `onRemoteChange(since)` fetches what changed.
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
};

const defaultRetryDelay = (attempt: number) => Math.min(1000 * attempt, 10_000);

export class SaveQueue {
  private pendingPatches = new Map<string, FieldPatch>();
  private timer: unknown = null;
  private inFlight: Promise<void> | null = null;
  private failures = 0;
  private lastSeen: string | undefined;
  private wasPending = false;
  private stopped = false;
  private readonly options: Required<
    Pick<SaveQueueOptions, 'retryDelayMs' | 'setTimer' | 'clearTimer'>
  > &
    SaveQueueOptions;

  constructor(options: SaveQueueOptions) {
    this.options = {
      retryDelayMs: defaultRetryDelay,
      setTimer: (run, ms) => setTimeout(run, ms),
      clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
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

  /** Sends everything now (leaving the page, tests); resolves when the queue is empty or failing. */
  async flush(): Promise<void> {
    this.cancelTimer();
    while (this.inFlight) await this.inFlight;
    while (this.pendingPatches.size > 0 && !this.stopped) {
      const ok = await this.sendBatch();
      if (!ok) return;
    }
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
