import {
  emptyHistory,
  historySize,
  mergeSteps,
  pushStep,
  redoStep,
  undoStep,
  type UndoHistory,
  type UndoStep,
} from './undo-stack.ts';

/** Changes with the same key within `windowMs` of the last one make one undo step. */
export type BatchKey = { key: string; windowMs: number };

/**
 * The undo history of one editor with its clock: records steps (folding a batched burst, such
 * as the 250 ms arrow-key run, into one), and hands out the step to undo or redo.
 */
export class UndoRecorder<F> {
  private history: UndoHistory<F> = emptyHistory();
  private lastBatch: { key: string; at: number } | null = null;

  constructor(
    private readonly depth: number,
    private readonly now: () => number = Date.now,
  ) {}

  get canUndo(): boolean {
    return this.history.done.length > 0;
  }

  get canRedo(): boolean {
    return this.history.undone.length > 0;
  }

  record(step: UndoStep<F>, batch?: BatchKey): void {
    const now = this.now();
    const last = this.history.done.at(-1);
    if (
      batch &&
      last &&
      this.lastBatch?.key === batch.key &&
      now - this.lastBatch.at < batch.windowMs
    ) {
      this.history = {
        done: [...this.history.done.slice(0, -1), mergeSteps(last, step)],
        undone: [],
      };
    } else {
      this.history = pushStep(this.history, step, this.depth);
    }
    this.lastBatch = batch ? { key: batch.key, at: now } : null;
  }

  /**
   * The step undo would revert, and `commit` to move it to the redo side once it has been
   * applied (a refused undo leaves the history as it was).
   */
  peekUndo(): { step: UndoStep<F>; commit: () => void } | null {
    const result = undoStep(this.history);
    return result && { step: result.step, commit: () => this.moveTo(result.history) };
  }

  /** Same as `peekUndo`, for the step redo would apply again. */
  peekRedo(): { step: UndoStep<F>; commit: () => void } | null {
    const result = redoStep(this.history);
    return result && { step: result.step, commit: () => this.moveTo(result.history) };
  }

  /** Shift-alt-F11: empties the history and says how many entries went. */
  clear(): number {
    const n = historySize(this.history);
    this.history = emptyHistory();
    this.lastBatch = null;
    return n;
  }

  private moveTo(history: UndoHistory<F>): void {
    this.history = history;
    this.lastBatch = null;
  }
}
