import { constants, deflateSync, inflateSync } from 'node:zlib';
import { decodePixels, readPng } from './decode-png.ts';

/** A PNG as the PDF's image streams: the colour samples and the alpha, each deflated. */
export type EncodedPng = {
  width: number;
  height: number;
  colours: 1 | 3;
  /** One pixel, not deflated, standing for every visible pixel (see DecodedPng). */
  uniform: boolean;
  samples: Uint8Array;
  alpha: Uint8Array | null;
};

/** Larger images are refused: a signature or photo field has no use for them (conversion caps pages likewise). */
export const MAX_IMAGE_PIXELS = 25_000_000;

/**
 * Run-length deflate: signatures are long runs of transparency and of one colour, which it
 * finds faster than level 1 and packs smaller.
 */
const IMAGE_DEFLATE = { strategy: constants.Z_RLE };

/**
 * Decodes a PNG readPng takes and deflates its planes with node:zlib. Throws on a PNG that is
 * too large or whose data does not hold its rows; the output of inflating is capped at the rows'
 * size (a small file cannot inflate to gigabytes).
 */
export const encodePng = (bytes: Uint8Array): EncodedPng => {
  const png = readPng(bytes);
  if (!png) throw new Error('The PNG is not one the seal decodes');
  const { width, height } = png;
  if (width * height > MAX_IMAGE_PIXELS || width === 0 || height === 0)
    throw new Error(`The PNG is ${width} × ${height} pixels, more than the seal takes`);
  const rows = height * (width * png.channels + 1);
  // One output chunk: zlib's default 16 KB chunks each cost a pass through its stream code.
  const inflated = inflateSync(png.idat, { chunkSize: rows + 64, maxOutputLength: rows + 64 });
  const decoded = decodePixels(png, inflated);
  if (!decoded) throw new Error('The PNG ends before its last row');
  const deflate = (plane: Buffer) =>
    deflateSync(plane, { ...IMAGE_DEFLATE, chunkSize: plane.length + 1024 });
  return {
    width,
    height,
    colours: decoded.colours,
    uniform: decoded.uniform,
    samples: decoded.uniform ? decoded.samples : deflate(decoded.samples),
    alpha: decoded.alpha && deflate(decoded.alpha),
  };
};
