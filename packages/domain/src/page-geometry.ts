import type { PageMetadata } from './document.ts';

/** A rectangle in PDF points, origin top-left. */
export type Rect = { x: number; y: number; width: number; height: number };
export type PageGeometry = Pick<PageMetadata, 'rotation' | 'page_width' | 'page_height'>;

/** The size of the page as shown (rotated), in points. */
export const viewPageSize = (meta: PageGeometry): { width: number; height: number } =>
  meta.rotation === 90 || meta.rotation === 270
    ? { width: meta.page_height, height: meta.page_width }
    : { width: meta.page_width, height: meta.page_height };

/**
 * Stored (unrotated CropBox space) → view (the page rotated clockwise by /Rotate, as its image
 * shows it). Both in points with the origin top-left.
 */
export const pageToView = (r: Rect, meta: PageGeometry): Rect => {
  const W = meta.page_width;
  const H = meta.page_height;
  switch (meta.rotation) {
    case 90:
      return { x: H - (r.y + r.height), y: r.x, width: r.height, height: r.width };
    case 180:
      return { x: W - (r.x + r.width), y: H - (r.y + r.height), width: r.width, height: r.height };
    case 270:
      return { x: r.y, y: W - (r.x + r.width), width: r.height, height: r.width };
    default:
      return { ...r };
  }
};

/** View (rotated) → stored (unrotated CropBox space): the inverse of pageToView. */
export const viewToPage = (r: Rect, meta: PageGeometry): Rect => {
  const W = meta.page_width;
  const H = meta.page_height;
  switch (meta.rotation) {
    case 90:
      return { x: r.y, y: H - (r.x + r.width), width: r.height, height: r.width };
    case 180:
      return { x: W - (r.x + r.width), y: H - (r.y + r.height), width: r.width, height: r.height };
    case 270:
      return { x: W - (r.y + r.height), y: r.x, width: r.height, height: r.width };
    default:
      return { ...r };
  }
};

/** Image pixels per view point (the page image is rendered rotated). */
export const imageScale = (meta: PageMetadata): number =>
  meta.image_width / viewPageSize(meta).width;

/** Stored rect → PDF user space (origin bottom-left of the MediaBox), for stamping. */
export const toPdfUserSpace = (r: Rect, meta: PageMetadata): Rect => ({
  x: meta.crop_x + r.x,
  y: meta.crop_y + meta.page_height - (r.y + r.height),
  width: r.width,
  height: r.height,
});

const clamp = (v: number, lo: number, hi: number): number => Math.min(Math.max(v, lo), hi);

/** The rect moved (and shrunk if larger than the page) so it lies inside the page. Stored space. */
export const clampToPage = (r: Rect, meta: PageGeometry): Rect => {
  const width = Math.min(r.width, meta.page_width);
  const height = Math.min(r.height, meta.page_height);
  return {
    x: clamp(r.x, 0, meta.page_width - width),
    y: clamp(r.y, 0, meta.page_height - height),
    width,
    height,
  };
};

/**
 * §5: a field off the page is repositioned onto it (with a warning); `moved` says whether it was.
 */
export const repositionOnPage = (r: Rect, meta: PageGeometry): { rect: Rect; moved: boolean } => {
  const rect = clampToPage(r, meta);
  const moved =
    rect.x !== r.x || rect.y !== r.y || rect.width !== r.width || rect.height !== r.height;
  return { rect, moved };
};

/**
 * Whether two rects overlap by more than `tolerance` points on both axes (§9 click-to-place
 * overlap tolerance 8). Touching edges do not overlap.
 */
export const rectsOverlap = (a: Rect, b: Rect, tolerance = 0): boolean =>
  Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > tolerance &&
  Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > tolerance;

/** Moves a rect by a view-space offset (arrow keys, clone offset), clamped to the page. */
export const moveInView = (r: Rect, dx: number, dy: number, meta: PageGeometry): Rect => {
  const v = pageToView(r, meta);
  return clampToPage(viewToPage({ ...v, x: v.x + dx, y: v.y + dy }, meta), meta);
};
