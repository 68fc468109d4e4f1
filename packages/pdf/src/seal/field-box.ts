import { toPdfUserSpace, viewPageSize, type PageMetadata, type Rect } from '@quire/domain';
import { PDFArray, PDFName, PDFNumber, type PDFPage } from 'pdf-lib';

/**
 * A field's box as the reader sees it: `width` × `height` upright (in the page's rotated view),
 * and `matrix`, the PDF transformation (a b c d e f) from that upright box, origin bottom-left,
 * to the page's user space. Drawing inside `cm matrix` at (0..width, 0..height) puts content at
 * the field's place reading upright however the page is turned by /Rotate.
 */
export type FieldBox = {
  width: number;
  height: number;
  matrix: [number, number, number, number, number, number];
};

export const fieldBox = (field: Rect, page: PageMetadata): FieldBox => {
  const u = toPdfUserSpace(field, page);
  switch (page.rotation) {
    case 90: // shown turned clockwise: view right is user +y, view up is user -x
      return { width: u.height, height: u.width, matrix: [0, 1, -1, 0, u.x + u.width, u.y] };
    case 180:
      return {
        width: u.width,
        height: u.height,
        matrix: [-1, 0, 0, -1, u.x + u.width, u.y + u.height],
      };
    case 270: // view right is user -y, view up is user +x
      return { width: u.height, height: u.width, matrix: [0, -1, 1, 0, u.x, u.y + u.height] };
    default:
      return { width: u.width, height: u.height, matrix: [1, 0, 0, 1, u.x, u.y] };
  }
};

const normalise = (angle: number): PageMetadata['rotation'] =>
  ((((Math.round(angle / 90) * 90) % 360) + 360) % 360) as PageMetadata['rotation'];

const MEDIA_BOX = PDFName.of('MediaBox');
const CROP_BOX = PDFName.of('CropBox');
const ROTATE = PDFName.of('Rotate');

/** A page box as pdf-lib's asRectangle reads it; null when absent or not four numbers. */
const boxOf = (page: PDFPage, key: PDFName) => {
  const box = page.doc.context.lookupMaybe(page.node.getInheritableAttribute(key), PDFArray);
  const n = box?.asArray().map((v) => page.doc.context.lookup(v));
  if (!n || n.length < 4 || !n.every((v) => v instanceof PDFNumber)) return null;
  const [x1, y1, x2, y2] = (n as PDFNumber[]).map((v) => v.asNumber()) as [
    number,
    number,
    number,
    number,
  ];
  return { x: x1, y: y1, width: x2 - x1, height: y2 - y1 };
};

/**
 * A page's geometry read from the PDF itself (CropBox clipped to MediaBox, /Rotate): used when the
 * caller has no conversion metadata for it. Image sizes are irrelevant to stamping. Read straight
 * from the page's (inherited) entries; pdf-lib's getMediaBox and getCropBox cost ten times more
 * on a 200-page pack.
 */
export const pageMetadataOf = (page: PDFPage): PageMetadata => {
  const media = boxOf(page, MEDIA_BOX) ?? page.getMediaBox();
  const crop = boxOf(page, CROP_BOX) ?? media;
  const rotate = page.doc.context.lookupMaybe(page.node.getInheritableAttribute(ROTATE), PDFNumber);
  const x1 = Math.max(media.x, crop.x);
  const y1 = Math.max(media.y, crop.y);
  const x2 = Math.min(media.x + media.width, crop.x + crop.width);
  const y2 = Math.min(media.y + media.height, crop.y + crop.height);
  const meta = {
    rotation: normalise(rotate?.asNumber() ?? 0),
    page_width: Math.max(0, x2 - x1),
    page_height: Math.max(0, y2 - y1),
    crop_x: x1,
    crop_y: y1,
  };
  const view = viewPageSize(meta);
  return { ...meta, image_width: view.width, image_height: view.height };
};
