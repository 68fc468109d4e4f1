import type { DataField, DataFieldPatch } from '@quire/domain';
import type { UndoStep } from './undo-stack.ts';

/** Why a patch may not be applied to a field (status, field locking), or null. */
export type EditRefusal = (patch: DataFieldPatch, existing: DataField | undefined) => string | null;

export type RefusalCheck = { patch: DataFieldPatch; existing: DataField | undefined };

/** The first reason one of the checks is refused: an edit goes through whole or not at all. */
export const firstRefusal = (
  refusal: EditRefusal | undefined,
  checks: readonly RefusalCheck[],
): string | null => {
  if (!refusal) return null;
  for (const { patch, existing } of checks) {
    const message = refusal(patch, existing);
    if (message) return message;
  }
  return null;
};

/** What replaying one side of an undo step asks of each field it touches. */
export const replayChecks = (
  step: UndoStep<DataField>,
  side: 'before' | 'after',
  fieldOf: (uuid: string) => DataField | undefined,
): RefusalCheck[] =>
  step.changes.map((c) => ({
    patch: (c[side] ?? { removed: true }) as DataFieldPatch,
    existing: fieldOf(c.uuid),
  }));
