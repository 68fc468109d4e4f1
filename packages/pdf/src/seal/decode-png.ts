import { inflateSync } from 'node:zlib';

/** A PNG split into what a PDF image needs: 8-bit colour samples and, when any, 8-bit alpha. */
export type DecodedPng = {
  width: number;
  height: number;
  colours: 1 | 3;
  samples: Buffer;
  alpha: Buffer | null;
};

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Samples per pixel by PNG colour type: grey, RGB, palette, grey+alpha, RGBA. */
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

const paeth = (a: number, b: number, c: number): number => {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
};

/**
 * Reverses the per-row PNG filters; returns the raw rows without their filter bytes. One loop
 * per filter type, so the per-byte work has no branches (this is the hot loop of the seal).
 */
const unfilter = (data: Buffer, height: number, stride: number, bpp: number): Buffer => {
  const out = Buffer.alloc(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = data[y * (stride + 1)]!;
    const src = y * (stride + 1) + 1;
    const row = y * stride;
    const prev = row - stride;
    if (filter === 0 || (filter === 2 && y === 0)) {
      data.copy(out, row, src, src + stride);
    } else if (filter === 1) {
      for (let x = 0; x < bpp; x++) out[row + x] = data[src + x]!;
      for (let x = bpp; x < stride; x++)
        out[row + x] = (data[src + x]! + out[row + x - bpp]!) & 0xff;
    } else if (filter === 2) {
      for (let x = 0; x < stride; x++) out[row + x] = (data[src + x]! + out[prev + x]!) & 0xff;
    } else if (filter === 3) {
      for (let x = 0; x < stride; x++) {
        const a = x >= bpp ? out[row + x - bpp]! : 0;
        const b = y > 0 ? out[prev + x]! : 0;
        out[row + x] = (data[src + x]! + ((a + b) >> 1)) & 0xff;
      }
    } else if (filter === 4) {
      for (let x = 0; x < stride; x++) {
        const a = x >= bpp ? out[row + x - bpp]! : 0;
        const b = y > 0 ? out[prev + x]! : 0;
        const c = x >= bpp && y > 0 ? out[prev + x - bpp]! : 0;
        out[row + x] = (data[src + x]! + paeth(a, b, c)) & 0xff;
      }
    } else {
      throw new Error(`Unknown PNG filter ${filter}`);
    }
  }
  return out;
};

/**
 * Decodes the PNGs signatures and photos come as (8-bit, not interlaced: grey, RGB, palette,
 * grey+alpha, RGBA) with node:zlib, natively, instead of pdf-lib's JavaScript inflate. Returns
 * null for anything else (16-bit, interlaced, under 8 bits): the caller falls back to pdf-lib.
 */
export const decodePng = (png: Uint8Array): DecodedPng | null => {
  const file = Buffer.from(png.buffer, png.byteOffset, png.length);
  if (!file.subarray(0, 8).equals(SIGNATURE)) return null;
  let offset = 8;
  let header: Buffer | null = null;
  let palette: Buffer | null = null;
  let transparency: Buffer | null = null;
  const idat: Buffer[] = [];
  while (offset + 8 <= file.length) {
    const length = file.readUInt32BE(offset);
    const type = file.toString('latin1', offset + 4, offset + 8);
    const body = file.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') header = body;
    else if (type === 'PLTE') palette = body;
    else if (type === 'tRNS') transparency = body;
    else if (type === 'IDAT') idat.push(body);
    else if (type === 'IEND') break;
    offset += 12 + length;
  }
  if (!header || idat.length === 0) return null;
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  const [depth, colourType, , , interlace] = header.subarray(8, 13);
  const channels = CHANNELS[colourType!];
  if (depth !== 8 || interlace !== 0 || !channels || (colourType === 3 && !palette)) return null;

  const rows = unfilter(inflateSync(Buffer.concat(idat)), height, width * channels, channels);
  const pixels = width * height;
  const hasAlpha = colourType === 4 || colourType === 6 || Boolean(transparency);
  const colours = colourType === 0 || colourType === 4 ? 1 : 3;
  const samples =
    colourType === 0 || colourType === 2 ? rows : Buffer.allocUnsafe(pixels * colours);
  const alpha = hasAlpha ? Buffer.allocUnsafe(pixels) : null;
  // A tRNS on grey or RGB names one colour as fully transparent.
  const key =
    transparency && (colourType === 0 || colourType === 2)
      ? (colourType === 0 ? [0] : [0, 2, 4]).map((o) => transparency.readUInt16BE(o))
      : [];
  if (colourType === 6) {
    for (let p = 0, s = 0, d = 0; p < pixels; p++, s += 4, d += 3) {
      samples[d] = rows[s]!;
      samples[d + 1] = rows[s + 1]!;
      samples[d + 2] = rows[s + 2]!;
      alpha![p] = rows[s + 3]!;
    }
    return { width, height, colours, samples, alpha };
  }
  for (let p = 0, s = 0; p < pixels; p++, s += channels) {
    if (colourType === 4) {
      samples[p] = rows[s]!;
      alpha![p] = rows[s + 1]!;
    } else if (colourType === 3) {
      const i = rows[s]!;
      palette!.copy(samples, p * 3, i * 3, i * 3 + 3);
      if (alpha) alpha[p] = i < transparency!.length ? transparency![i]! : 255;
    } else if (alpha) {
      alpha[p] = key.every((k, c) => rows[s + c] === k) ? 0 : 255;
    }
  }
  return { width, height, colours, samples, alpha };
};
