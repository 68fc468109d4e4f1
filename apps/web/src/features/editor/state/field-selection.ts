import { DRAG_SELECT_MIN_PX } from '@quire/domain';

export type Rect = { x: number; y: number; width: number; height: number };
export type Point = { x: number; y: number };

/** A click selects the field alone; shift-click adds it, or takes it out when already selected. */
export const clickSelection = (
  selection: readonly string[],
  uuid: string,
  additive: boolean,
): string[] => {
  if (!additive) return [uuid];
  return selection.includes(uuid) ? selection.filter((u) => u !== uuid) : [...selection, uuid];
};

/** The rectangle a drag from `start` to `end` covers, or null when it is under 8 px both ways. */
export const dragSelectRect = (start: Point, end: Point): Rect | null => {
  const width = Math.abs(end.x - start.x);
  const height = Math.abs(end.y - start.y);
  if (width < DRAG_SELECT_MIN_PX && height < DRAG_SELECT_MIN_PX) return null;
  return { x: Math.min(start.x, end.x), y: Math.min(start.y, end.y), width, height };
};

const intersects = (a: Rect, b: Rect): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The fields a drag-select rectangle touches; shift keeps what was selected before. */
export const rectSelection = (
  selection: readonly string[],
  rect: Rect,
  fields: readonly { uuid: string; rect: Rect }[],
  additive: boolean,
): string[] => {
  const hit = fields.filter((f) => intersects(rect, f.rect)).map((f) => f.uuid);
  if (!additive) return hit;
  return [...new Set([...selection, ...hit])];
};
