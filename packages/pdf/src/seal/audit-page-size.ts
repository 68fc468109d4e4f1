import type { PDFDocument } from 'pdf-lib';

export type PageSize = [width: number, height: number];

export const A4: PageSize = [595.28, 841.89];

/**
 * Sides outside this range (in points) get A4 in the page's orientation instead: a receipt-sized
 * page cannot hold the audit table legibly, and a poster-sized one would print it tiny. The range
 * spans A5's short side to A3's long side and tabloid, so A4, Letter, Legal, A3 and their
 * landscape forms keep their own size.
 */
const SMALLEST_SIDE = 419;
const LARGEST_SIDE = 1225;

/**
 * The size the audit pages take: the document's last page as a reader shows it (its CropBox,
 * turned by /Rotate), so a Letter pack gets Letter audit pages and a landscape pack landscape
 * ones. The appended pages have no /Rotate, so width and height are given as seen.
 */
export const auditPageSize = (doc: PDFDocument): PageSize => {
  const pages = doc.getPages();
  const last = pages[pages.length - 1];
  if (!last) return A4;
  const box = last.getCropBox();
  const turned = Math.abs(last.getRotation().angle) % 180 === 90;
  const [width, height] = turned ? [box.height, box.width] : [box.width, box.height];
  const fits = (side: number) => side >= SMALLEST_SIDE && side <= LARGEST_SIDE;
  if (fits(width) && fits(height)) return [width, height];
  return width > height ? [A4[1], A4[0]] : A4;
};
