import type { PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import { num, type PageInk, type Rgb } from '../page-ink.ts';

/** The quiet zone a scanner needs around the symbol, in modules (ISO/IEC 18004 asks for 4). */
const QUIET_MODULES = 4;

/**
 * Draws a QR code of `text` as vector squares (no image: it stays sharp printed at any size),
 * white quiet zone included, with its lower-left corner at (x, y) and `size` points a side.
 * Dark modules next to each other in a row are drawn as one rectangle.
 */
export const drawQrCode = (
  ink: PageInk,
  page: PDFPage,
  text: string,
  x: number,
  y: number,
  size: number,
  colour: Rgb = [0, 0, 0],
): void => {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = modules.size;
  const unit = size / (count + 2 * QUIET_MODULES);
  ink.rect(page, x, y, size, size, [1, 1, 1]);
  const rects: string[] = [];
  for (let row = 0; row < count; row++) {
    let start = -1;
    for (let col = 0; col <= count; col++) {
      const dark = col < count && modules.get(row, col) === 1;
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        const left = x + (QUIET_MODULES + start) * unit;
        const bottom = y + size - (QUIET_MODULES + row + 1) * unit;
        rects.push(`${num(left)} ${num(bottom)} ${num((col - start) * unit)} ${num(unit)} re`);
        start = -1;
      }
    }
  }
  ink.ops(page, `${colour.map(num).join(' ')} rg ${rects.join(' ')} f`);
};
