/** PNG row filters (RFC 2083 §6.6): the decoder of the seal's images and of xref streams. */
const paeth = (a: number, b: number, c: number): number => {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
};

/**
 * Reverses the PNG row filters in place (PNG images, and PDF streams with a PNG predictor):
 * `data` holds `height` rows of a filter byte and `stride` bytes, `bpp` bytes per pixel. Each
 * byte depends only on bytes already restored, so no second buffer is needed. One loop per
 * filter type, so the per-byte work has no branches (this is the hot loop of the seal).
 */
export const unfilterRows = (data: Uint8Array, height: number, stride: number, bpp: number) => {
  for (let y = 0; y < height; y++) {
    const row = y * (stride + 1) + 1;
    const prev = row - stride - 1;
    const filter = data[row - 1]!;
    if (filter === 0) continue;
    if (filter === 1 || (filter === 4 && y === 0)) {
      // Paeth on the first row (b = c = 0) picks the left byte: the same as Sub.
      for (let x = row + bpp; x < row + stride; x++) data[x] = data[x]! + data[x - bpp]!;
    } else if (filter === 2) {
      if (y > 0)
        for (let x = row; x < row + stride; x++) data[x] = data[x]! + data[x - stride - 1]!;
    } else if (filter === 3) {
      for (let x = 0; x < stride; x++) {
        const a = x >= bpp ? data[row + x - bpp]! : 0;
        const b = y > 0 ? data[prev + x]! : 0;
        data[row + x] = data[row + x]! + ((a + b) >> 1);
      }
    } else if (filter === 4) {
      // Left of the first pixel a = c = 0, so Paeth picks the byte above.
      for (let x = row; x < row + bpp; x++) data[x] = data[x]! + data[x - stride - 1]!;
      for (let x = row + bpp; x < row + stride; x++)
        data[x] =
          data[x]! + paeth(data[x - bpp]!, data[x - stride - 1]!, data[x - stride - 1 - bpp]!);
    } else {
      throw new Error(`Unknown PNG filter ${filter}`);
    }
  }
};
