/**
 * The editor's undo history (spec §4): each step remembers, per field, what it was before and
 * after the change, so undo and redo are both "apply these values". `null` means the field did
 * not exist on that side (a placed field's "before", a deleted field's "after" is `removed`).
 */
export type FieldChange<F> = { uuid: string; before: Partial<F> | null; after: Partial<F> | null };
export type UndoStep<F> = { changes: FieldChange<F>[] };

export type UndoHistory<F> = { done: UndoStep<F>[]; undone: UndoStep<F>[] };

export const emptyHistory = <F>(): UndoHistory<F> => ({ done: [], undone: [] });

/** A new step clears what was undone; the oldest steps fall off past `depth`. */
export const pushStep = <F>(
  history: UndoHistory<F>,
  step: UndoStep<F>,
  depth: number,
): UndoHistory<F> => {
  if (step.changes.length === 0) return history;
  const done = [...history.done, step];
  return { done: done.slice(Math.max(0, done.length - depth)), undone: [] };
};

/** The step to revert (apply each change's `before`), and the history after undoing it. */
export const undoStep = <F>(
  history: UndoHistory<F>,
): { step: UndoStep<F>; history: UndoHistory<F> } | null => {
  const step = history.done.at(-1);
  if (!step) return null;
  return {
    step,
    history: { done: history.done.slice(0, -1), undone: [...history.undone, step] },
  };
};

/** The step to apply again (each change's `after`), and the history after redoing it. */
export const redoStep = <F>(
  history: UndoHistory<F>,
): { step: UndoStep<F>; history: UndoHistory<F> } | null => {
  const step = history.undone.at(-1);
  if (!step) return null;
  return {
    step,
    history: { done: [...history.done, step], undone: history.undone.slice(0, -1) },
  };
};

/** How many entries shift-alt-F11 removes (both directions). */
export const historySize = <F>(history: UndoHistory<F>): number =>
  history.done.length + history.undone.length;

/**
 * Folds a step into the previous one (the 250 ms arrow-key burst): each field keeps its
 * earliest `before` and its latest `after`.
 */
export const mergeSteps = <F>(first: UndoStep<F>, second: UndoStep<F>): UndoStep<F> => {
  const byUuid = new Map(first.changes.map((c) => [c.uuid, { ...c }]));
  for (const change of second.changes) {
    const earlier = byUuid.get(change.uuid);
    if (earlier) earlier.after = change.after;
    else byUuid.set(change.uuid, { ...change });
  }
  return { changes: [...byUuid.values()] };
};
