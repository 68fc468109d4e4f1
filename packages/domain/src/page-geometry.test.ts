import { describe, expect, it } from 'vitest';
import type { PageMetadata } from './document.ts';
import {
  clampToPage,
  imageScale,
  moveInView,
  pageToView,
  rectsOverlap,
  repositionOnPage,
  toPdfUserSpace,
  viewPageSize,
  viewToPage,
  type Rect,
} from './page-geometry.ts';

const meta = (rotation: PageMetadata['rotation']): PageMetadata => ({
  rotation,
  page_width: 600,
  page_height: 800,
  crop_x: 10,
  crop_y: 20,
  image_width: rotation % 180 ? 1600 : 1200,
  image_height: rotation % 180 ? 1200 : 1600,
});
const r: Rect = { x: 50, y: 100, width: 40, height: 20 };

describe('page geometry', () => {
  it('swaps the view size on quarter turns', () => {
    expect(viewPageSize(meta(0))).toEqual({ width: 600, height: 800 });
    expect(viewPageSize(meta(90))).toEqual({ width: 800, height: 600 });
    expect(viewPageSize(meta(270))).toEqual({ width: 800, height: 600 });
    expect(imageScale(meta(90))).toBe(2);
  });

  it('rotates a rect clockwise with the page', () => {
    expect(pageToView(r, meta(0))).toEqual(r);
    expect(pageToView(r, meta(90))).toEqual({ x: 680, y: 50, width: 20, height: 40 });
    expect(pageToView(r, meta(180))).toEqual({ x: 510, y: 680, width: 40, height: 20 });
    expect(pageToView(r, meta(270))).toEqual({ x: 100, y: 510, width: 20, height: 40 });
  });

  it('maps the top-left corner of the page where a clockwise turn puts it', () => {
    const corner = { x: 0, y: 0, width: 1, height: 1 };
    expect(pageToView(corner, meta(90))).toMatchObject({ x: 799, y: 0 });
    expect(pageToView(corner, meta(270))).toMatchObject({ x: 0, y: 599 });
  });

  it.each([0, 90, 180, 270] as const)('viewToPage inverts pageToView at %i°', (rot) => {
    expect(viewToPage(pageToView(r, meta(rot)), meta(rot))).toEqual(r);
  });

  it('converts to PDF user space with the crop box origin', () => {
    expect(toPdfUserSpace(r, meta(0))).toEqual({ x: 60, y: 20 + 800 - 120, width: 40, height: 20 });
  });

  it('clamps into the page and shrinks what is larger than it', () => {
    const m = meta(0);
    expect(clampToPage({ x: -5, y: 790, width: 40, height: 20 }, m)).toEqual({
      x: 0,
      y: 780,
      width: 40,
      height: 20,
    });
    expect(clampToPage({ x: 10, y: 10, width: 900, height: 20 }, m)).toEqual({
      x: 0,
      y: 10,
      width: 600,
      height: 20,
    });
    expect(repositionOnPage(r, m)).toEqual({ rect: r, moved: false });
    expect(repositionOnPage({ ...r, x: 700 }, m).moved).toBe(true);
  });

  it('detects overlap beyond a tolerance; touching edges do not overlap', () => {
    const a = { x: 0, y: 0, width: 100, height: 20 };
    expect(rectsOverlap(a, { x: 50, y: 10, width: 100, height: 20 })).toBe(true);
    expect(rectsOverlap(a, { x: 100, y: 0, width: 10, height: 10 })).toBe(false);
    expect(rectsOverlap(a, { x: 95, y: 0, width: 10, height: 10 }, 8)).toBe(false);
    expect(rectsOverlap(a, { x: 90, y: 0, width: 10, height: 10 }, 8)).toBe(true);
  });

  it('moves in view directions on a rotated page, clamped', () => {
    // On a 90° page, moving right in the view moves down the unrotated page (y decreases).
    expect(moveInView(r, 10, 0, meta(90))).toEqual({ ...r, y: 90 });
    expect(moveInView(r, 0, 10, meta(0))).toEqual({ ...r, y: 110 });
    expect(moveInView(r, -1000, 0, meta(0))).toEqual({ ...r, x: 0 });
  });
});
