import { inflateSync } from 'node:zlib';
import { unfilterRows } from './png-filters.ts';

/** A PNG split into what a PDF image needs: 8-bit colour samples and, when any, 8-bit alpha. */
export type DecodedPng = {
  width: number;
  height: number;
  colours: 1 | 3;
  /**
   * width × height pixels of `colours` samples; or, when `uniform`, the one colour every
   * visible pixel has (a drawn signature: one ink colour, its shape all in the alpha).
   */
  samples: Buffer;
  uniform: boolean;
  /** Null when the image has no alpha or every pixel is opaque. */
  alpha: Buffer | null;
};

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Samples per pixel by PNG colour type: grey, RGB, palette, grey+alpha, RGBA. */
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/** A PNG this decoder takes, read as far as its chunks: the pixels are still compressed. */
export type PngImage = {
  width: number;
  height: number;
  colourType: number;
  channels: number;
  palette: Buffer | null;
  transparency: Buffer | null;
  /** The zlib stream of the rows (every IDAT joined). */
  idat: Buffer;
};

/**
 * Reads the chunks of the PNGs signatures and photos come as (8-bit, not interlaced: grey,
 * RGB, palette, grey+alpha, RGBA). Null for anything else (16-bit, interlaced, under 8 bits):
 * the caller leaves those to pdf-lib.
 */
export const readPng = (png: Uint8Array): PngImage | null => {
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
  if (!header || header.length < 13 || idat.length === 0) return null;
  const [depth, colourType, , , interlace] = header.subarray(8, 13);
  const channels = CHANNELS[colourType!];
  if (depth !== 8 || interlace !== 0 || !channels || (colourType === 3 && !palette)) return null;
  return {
    width: header.readUInt32BE(0),
    height: header.readUInt32BE(4),
    colourType: colourType!,
    channels,
    palette,
    transparency,
    idat: idat.length === 1 ? idat[0]! : Buffer.concat(idat),
  };
};

/** True when the image can have transparent pixels (it then needs a soft mask). */
export const mayBeTransparent = (png: PngImage): boolean =>
  png.colourType === 4 || png.colourType === 6 || png.transparency !== null;

/** Decodes a PNG with node:zlib, natively (pdf-lib inflates in JavaScript); null as readPng. */
export const decodePng = (png: Uint8Array): DecodedPng | null => {
  const image = readPng(png);
  return image && decodePixels(image, inflateSync(image.idat));
};

/** Splits the inflated rows of a PNG into colour samples and alpha (null if rows are missing). */
export const decodePixels = (png: PngImage, data: Buffer): DecodedPng | null => {
  const { width, height, colourType, channels, palette, transparency } = png;
  const stride = width * channels;
  if (data.length < height * (stride + 1)) return null;
  unfilterRows(data, height, stride, channels);
  const pixels = width * height;
  if (colourType === 6) return splitRgba(data, width, height);
  const colours = colourType === 0 || colourType === 4 ? 1 : 3;
  const samples = Buffer.allocUnsafe(pixels * colours);
  const hasAlpha = colourType === 4 || Boolean(transparency);
  const alpha = hasAlpha ? Buffer.allocUnsafe(pixels) : null;
  // A tRNS on grey or RGB names one colour as fully transparent.
  const key =
    transparency && (colourType === 0 || colourType === 2)
      ? (colourType === 0 ? [0] : [0, 2, 4]).map((o) => transparency.readUInt16BE(o))
      : null;
  let opaque = 255;
  for (let y = 0, p = 0, d = 0; y < height; y++) {
    const end = y * (stride + 1) + 1 + stride;
    for (let s = end - stride; s < end; s += channels, p++, d += colours) {
      if (colourType === 4) {
        samples[d] = data[s]!;
        opaque &= alpha![p] = data[s + 1]!;
      } else if (colourType === 3) {
        const i = data[s]!;
        palette!.copy(samples, d, i * 3, i * 3 + 3);
        if (alpha) opaque &= alpha[p] = i < transparency!.length ? transparency![i]! : 255;
      } else {
        for (let c = 0; c < colours; c++) samples[d + c] = data[s + c]!;
        if (key) opaque &= alpha![p] = key.every((k, c) => data[s + c] === k) ? 0 : 255;
      }
    }
  }
  const uniform = false;
  return {
    width,
    height,
    colours,
    samples,
    uniform,
    alpha: alpha && opaque !== 255 ? alpha : null,
  };
};

/**
 * RGBA, what drawn signatures are: the alpha is taken out in one pass that also checks whether
 * every visible pixel has the same colour; only when not are the colour samples copied out.
 */
const splitRgba = (data: Buffer, width: number, height: number): DecodedPng => {
  const stride = width * 4;
  const alpha = Buffer.allocUnsafe(width * height);
  let opaque = 255;
  let ink = -1;
  let uniform = true;
  for (let y = 0, p = 0; y < height; y++) {
    const end = y * (stride + 1) + 1 + stride;
    for (let s = end - stride; s < end; s += 4, p++) {
      const a = (alpha[p] = data[s + 3]!);
      opaque &= a;
      if (a === 0 || !uniform) continue;
      const rgb = (data[s]! << 16) | (data[s + 1]! << 8) | data[s + 2]!;
      if (ink < 0) ink = rgb;
      else if (rgb !== ink) uniform = false;
    }
  }
  const withAlpha = opaque !== 255 ? alpha : null;
  if (uniform) {
    const colour = Math.max(ink, 0);
    const samples = Buffer.from([colour >> 16, (colour >> 8) & 0xff, colour & 0xff]);
    return { width, height, colours: 3, samples, uniform, alpha: withAlpha };
  }
  const samples = Buffer.allocUnsafe(width * height * 3);
  for (let y = 0, d = 0; y < height; y++) {
    const end = y * (stride + 1) + 1 + stride;
    for (let s = end - stride; s < end; s += 4, d += 3) {
      samples[d] = data[s]!;
      samples[d + 1] = data[s + 1]!;
      samples[d + 2] = data[s + 2]!;
    }
  }
  return { width, height, colours: 3, samples, uniform, alpha: withAlpha };
};
