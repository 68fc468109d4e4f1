import {
  MIN_FIELD_SIZE,
  clampToPage,
  pageToView,
  viewPageSize,
  viewToPage,
  type PageGeometry,
  type PageMetadata,
  type Rect,
} from '@quire/domain';

/** A4 portrait in points, for a page whose size the conversion did not record. */
const A4: PageGeometry = { rotation: 0, page_width: 595.28, page_height: 841.89 };

export const geometryOf = (meta: Partial<PageMetadata> | undefined): PageGeometry =>
  meta && typeof meta.page_width === 'number' && meta.page_width > 0 && meta.page_height
    ? { rotation: meta.rotation ?? 0, page_width: meta.page_width, page_height: meta.page_height }
    : A4;

/** Screen pixels per view point for a page drawn `widthPx` wide. */
export const pixelsPerPoint = (page: PageGeometry, widthPx: number): number =>
  widthPx / viewPageSize(page).width;

/** Stored rect → CSS pixels on the drawn page. */
export const toScreen = (r: Rect, page: PageGeometry, scale: number): Rect => {
  const v = pageToView(r, page);
  return { x: v.x * scale, y: v.y * scale, width: v.width * scale, height: v.height * scale };
};

/** CSS pixels on the drawn page → stored rect. */
export const fromScreen = (r: Rect, page: PageGeometry, scale: number): Rect =>
  viewToPage(
    { x: r.x / scale, y: r.y / scale, width: r.width / scale, height: r.height / scale },
    page,
  );

/** The field grown or shrunk by a pixel delta in view space, kept inside the page. */
export const resized = (
  field: Rect,
  delta: { dx: number; dy: number },
  page: PageGeometry,
  scale: number,
): Rect => {
  const view = pageToView(field, page);
  const size = viewPageSize(page);
  const width = Math.min(
    Math.max(view.width + delta.dx / scale, MIN_FIELD_SIZE),
    size.width - view.x,
  );
  const height = Math.min(
    Math.max(view.height + delta.dy / scale, MIN_FIELD_SIZE),
    size.height - view.y,
  );
  return clampToPage(viewToPage({ ...view, width, height }, page), page);
};
