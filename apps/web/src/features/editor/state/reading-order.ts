import { pageToView, type DataField, type PageGeometry } from '@quire/domain';

/**
 * A page's fields in the order a reader meets them as the page is shown: top to bottom, and left
 * to right along a line (fields whose tops are within half the smaller height share a line).
 * Tab goes through them in this order.
 */
export const readingOrder = <F extends Pick<DataField, 'x' | 'y' | 'width' | 'height'>>(
  fields: readonly F[],
  page: PageGeometry,
): F[] => {
  const shown = fields.map((field) => ({ field, rect: pageToView(field, page) }));
  shown.sort((a, b) => {
    const line = Math.min(a.rect.height, b.rect.height) / 2;
    if (Math.abs(a.rect.y - b.rect.y) > line) return a.rect.y - b.rect.y;
    return a.rect.x - b.rect.x || a.rect.y - b.rect.y;
  });
  return shown.map((s) => s.field);
};

/**
 * Where focus goes when the focused field is gone (deleted): the next field after it in the
 * previous order that is still there, else the nearest one before it, else none.
 */
export const focusAfterRemoval = (
  previousOrder: readonly string[],
  gone: string,
  remaining: ReadonlySet<string>,
): string | null => {
  const at = previousOrder.indexOf(gone);
  if (at < 0) return null;
  const after = previousOrder.slice(at + 1).find((u) => remaining.has(u));
  if (after) return after;
  return [...previousOrder.slice(0, at)].reverse().find((u) => remaining.has(u)) ?? null;
};
