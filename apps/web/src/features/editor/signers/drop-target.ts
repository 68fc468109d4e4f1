import { isInGroupBand, type SignatoryDrop } from '@quire/domain';

/** Where a dragged row would land, for the hint drawn while dragging. */
export type DropHint =
  { kind: 'into_group'; uuid: string } | { kind: 'line'; uuid: string; edge: 'top' | 'bottom' };

/** A row as shown: members carry their group's uuid. */
export type DropRow = { uuid: string; isGroup: boolean; group: string | null };
type Row = DropRow;

/**
 * Turns the row under the pointer and how far down it the pointer is (0 top edge, 1 bottom edge)
 * into the drop `dropSignatory` takes (§4): past the first row's top or the last row's bottom is
 * above or below the list.
 */
export const dropFor = (
  rows: readonly Row[],
  overUuid: string | null,
  ratio: number,
): SignatoryDrop | null => {
  if (overUuid === null || rows.length === 0) return null;
  if (overUuid === rows[0]!.uuid && ratio < 0) return { kind: 'above_list' };
  if (overUuid === rows[rows.length - 1]!.uuid && ratio > 1) return { kind: 'below_list' };
  return { kind: 'onto', target_uuid: overUuid, ratio: Math.min(1, Math.max(0, ratio)) };
};

/** The hint for a drop: a group's band lights the group, anything else draws a line. */
export const hintFor = (
  rows: readonly Row[],
  draggedUuid: string,
  drop: SignatoryDrop | null,
): DropHint | null => {
  if (!drop || rows.length === 0) return null;
  if (drop.kind === 'above_list') return { kind: 'line', uuid: rows[0]!.uuid, edge: 'top' };
  if (drop.kind === 'below_list')
    return { kind: 'line', uuid: rows[rows.length - 1]!.uuid, edge: 'bottom' };
  if (drop.target_uuid === draggedUuid) return null;
  const target = rows.find((r) => r.uuid === drop.target_uuid);
  const dragged = rows.find((r) => r.uuid === draggedUuid);
  if (target?.isGroup && !dragged?.isGroup && isInGroupBand(drop.ratio))
    return { kind: 'into_group', uuid: target.uuid };
  const top = drop.ratio < 0.5;
  if (!target?.group) return { kind: 'line', uuid: drop.target_uuid, edge: top ? 'top' : 'bottom' };
  // A lone signer dropped on a member lands before or after the whole group (§4).
  const members = rows.filter((r) => r.group === target.group);
  if (top && members[0]?.uuid === target.uuid)
    return { kind: 'line', uuid: target.group, edge: 'top' };
  return { kind: 'line', uuid: members[members.length - 1]!.uuid, edge: 'bottom' };
};

/** The pointer's height on screen: where the drag started plus how far it went (keyboard: the row's middle). */
export const pointerY = (event: {
  activatorEvent: Event | null;
  delta: { y: number };
  active: { rect: { current: { translated: { top: number; height: number } | null } } };
}): number | null => {
  const start = event.activatorEvent;
  if (start && 'clientY' in start && typeof start.clientY === 'number')
    return start.clientY + event.delta.y;
  const rect = event.active.rect.current.translated;
  return rect ? rect.top + rect.height / 2 : null;
};
