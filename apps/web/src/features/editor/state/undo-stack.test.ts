import { describe, expect, it } from 'vitest';
import {
  emptyHistory,
  historySize,
  mergeSteps,
  pushStep,
  redoStep,
  undoStep,
} from './undo-stack.ts';

type F = { x: number };
const step = (uuid: string, from: number, to: number) => ({
  changes: [{ uuid, before: { x: from }, after: { x: to } }],
});

describe('undo stack', () => {
  it('drops the oldest step past the depth and clears redo on a new step', () => {
    let h = emptyHistory<F>();
    for (let i = 0; i < 4; i += 1) h = pushStep(h, step('a', i, i + 1), 3);
    expect(h.done.map((s) => s.changes[0]!.before)).toEqual([{ x: 1 }, { x: 2 }, { x: 3 }]);
    h = undoStep(h)!.history;
    expect(h.undone).toHaveLength(1);
    h = pushStep(h, step('a', 9, 10), 3);
    expect(h.undone).toHaveLength(0);
  });

  it('moves a step between undone and done', () => {
    const h = pushStep(emptyHistory<F>(), step('a', 0, 1), 10);
    const undone = undoStep(h)!;
    expect(undone.step.changes[0]!.before).toEqual({ x: 0 });
    const redone = redoStep(undone.history)!;
    expect(redone.history.done).toHaveLength(1);
    expect(undoStep(emptyHistory<F>())).toBeNull();
    expect(historySize(undone.history)).toBe(1);
  });

  it('merges keeping the earliest before and the latest after', () => {
    const merged = mergeSteps<F>(step('a', 0, 1), {
      changes: [...step('a', 1, 2).changes, ...step('b', 5, 6).changes],
    });
    expect(merged.changes).toEqual([
      { uuid: 'a', before: { x: 0 }, after: { x: 2 } },
      { uuid: 'b', before: { x: 5 }, after: { x: 6 } },
    ]);
  });
});
