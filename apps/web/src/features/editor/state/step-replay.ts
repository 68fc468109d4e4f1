import type { DataField } from '@quire/domain';
import { toPatch } from './field-diff.ts';
import type { FieldPatch } from './save-queue.ts';
import type { UndoStep } from './undo-stack.ts';

/** One field's outcome of an undo or redo: its new state (null: gone) and what to save. */
export type ReplayWrite = { uuid: string; field: DataField | null; save: FieldPatch };

/**
 * Undo applies each change's `before`, redo its `after`. A field that comes back (undoing a
 * delete, redoing a placement) is saved whole with `removed: false`; one that stays is sent
 * only the properties of the step; one that goes is sent `removed: true`.
 */
export const replayStep = (
  step: UndoStep<DataField>,
  side: 'before' | 'after',
  fieldOf: (uuid: string) => DataField | undefined,
): ReplayWrite[] => {
  const writes: ReplayWrite[] = [];
  for (const change of step.changes) {
    const target = change[side];
    const current = fieldOf(change.uuid);
    if (target === null) {
      if (current) writes.push({ uuid: change.uuid, field: null, save: gone(change.uuid) });
      continue;
    }
    const next = { ...(current ?? change.before ?? change.after), ...target } as DataField;
    const save = toPatch(change.uuid, current ? target : { ...next, removed: false });
    writes.push({ uuid: change.uuid, field: next, save });
  }
  return writes;
};

const gone = (uuid: string): FieldPatch => ({ uuid, removed: true });
