import {
  FIELD_MESSAGES,
  FIELD_DEFAULT_SIZES,
  pageToView,
  viewPageSize,
  type DataField,
  type Rect,
} from '@quire/domain';
import { placeField, type PlaceRequest } from './place-field.ts';

/** Room kept free around a field placed by keyboard, and from the page's edges, in points. */
export const FREE_SPOT_MARGIN = 12;
/** How far apart the spots tried are, in points. */
const SCAN_STEP = 12;

export type FreeSpotRequest = Omit<PlaceRequest, 'at'> & {
  /** Where the visible part of the page starts, in view points from its top. */
  visibleTop?: number;
};

const inflated = (r: Rect, by: number): Rect => ({
  x: r.x - by,
  y: r.y - by,
  width: r.width + 2 * by,
  height: r.height + 2 * by,
});

const touches = (a: Rect, b: Rect): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Row tops from the visible part of the page down, then from the page's top to it. */
const rowsFrom = (start: number, last: number): number[] => {
  const rows: number[] = [];
  for (let y = start; y <= last; y += SCAN_STEP) rows.push(y);
  for (let y = FREE_SPOT_MARGIN; y < start; y += SCAN_STEP) rows.push(y);
  return rows;
};

/**
 * A new field placed without a pointer (Enter on a palette type): the first spot in reading
 * order, from the top of what the user sees, where the type's default size fits with a margin
 * clear of every field of the page; 'fields overlap, not adding' when the page has no room.
 */
export const placeInFreeSpot = (request: FreeSpotRequest): DataField | { refused: string } => {
  const view = viewPageSize(request.page);
  const size = FIELD_DEFAULT_SIZES[request.type];
  const width = Math.min(size.width, view.width);
  const height = Math.min(size.height, view.height);
  const taken = request.existing
    .filter(
      (f) =>
        !f.removed &&
        f.document_key === request.document_key &&
        f.page_index === request.page_index,
    )
    .map((f) => inflated(pageToView(f, request.page), FREE_SPOT_MARGIN));
  const lastX = view.width - width - FREE_SPOT_MARGIN;
  const lastY = view.height - height - FREE_SPOT_MARGIN;
  const start = Math.min(Math.max(request.visibleTop ?? 0, 0) + FREE_SPOT_MARGIN, lastY);
  for (const y of rowsFrom(Math.max(start, FREE_SPOT_MARGIN), lastY)) {
    for (let x = FREE_SPOT_MARGIN; x <= lastX; x += SCAN_STEP) {
      const spot = { x, y, width, height };
      if (taken.some((t) => touches(t, spot))) continue;
      return placeField({ ...request, at: { x: x + width / 2, y: y + height / 2 } });
    }
  }
  return { refused: FIELD_MESSAGES.fieldsOverlap };
};
