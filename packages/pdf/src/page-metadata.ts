import type { PageMetadata } from '@quire/domain';
import { DEFAULT_CONVERSION_LIMITS } from '@quire/domain/conversion-limits';

/** Render scale of page images: 1.5 × 72 dpi = 108 dpi, sharp enough to place fields on. */
export const PAGE_IMAGE_SCALE = 1.5;

/**
 * A hostile page can declare a MediaBox of 200 × 200 inches; rendering it at 1.5× would ask for
 * gigabytes of canvas. Pages are scaled down so no image exceeds this many pixels (the default
 * of CONVERSION_MAX_PAGE_PIXELS).
 */
export const MAX_PAGE_PIXELS = DEFAULT_CONVERSION_LIMITS.maxPagePixels;

export type PageGeometry = {
  /** pdfjs `page.view`: the CropBox clipped to the MediaBox, [x1, y1, x2, y2] in points. */
  view: number[];
  /** pdfjs `page.rotate`: /Rotate, already normalised to 0/90/180/270. */
  rotate: number;
};

const normaliseRotation = (r: number): PageMetadata['rotation'] => {
  const n = (((Math.round(r / 90) * 90) % 360) + 360) % 360;
  return n as PageMetadata['rotation'];
};

/** The scale a page is rendered at: PAGE_IMAGE_SCALE unless that would exceed maxPixels. */
export const scaleFor = (page: PageGeometry, maxPixels = MAX_PAGE_PIXELS): number => {
  const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] = page.view;
  const area = Math.abs(x2 - x1) * Math.abs(y2 - y1) * PAGE_IMAGE_SCALE ** 2;
  return area > maxPixels ? PAGE_IMAGE_SCALE * Math.sqrt(maxPixels / area) : PAGE_IMAGE_SCALE;
};

/**
 * What the editor needs to map image pixels back to PDF points: the image size (rotated), the
 * visible box before rotation and its offset inside the MediaBox.
 */
export const pageMetadataFor = (page: PageGeometry, scale: number): PageMetadata => {
  const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] = page.view;
  const rotation = normaliseRotation(page.rotate);
  const width = Math.abs(x2 - x1);
  const height = Math.abs(y2 - y1);
  const sideways = rotation === 90 || rotation === 270;
  return {
    image_width: Math.max(1, Math.round((sideways ? height : width) * scale)),
    image_height: Math.max(1, Math.round((sideways ? width : height) * scale)),
    rotation,
    page_width: width,
    page_height: height,
    crop_x: Math.min(x1, x2),
    crop_y: Math.min(y1, y2),
  };
};
