import { createCanvas, loadImage, type Image } from '@napi-rs/canvas';

/** The enhanced signature is at most this wide (and tall): plenty for a field on a page. */
export const ENHANCED_MAX_PX = 1200;
/** The image is analysed at most this large on its longer side (enough to find the ink). */
const ANALYSIS_MAX_PX = 2400;
/** Below this alpha a pixel does not count as ink when finding the signature's box. */
const BOX_ALPHA = 64;
/** How much of the background level the ink must fall below to count as ink at all. */
const BACKGROUND_MARGIN = 0.25;
/** Ink is scaled towards black by this factor: a faint pen or a grey photo comes out strong. */
const DARKEN = 0.45;

type Pixels = { data: Uint8ClampedArray; width: number; height: number };

/** Luminance of a pixel laid over white paper (a transparent pixel is paper). */
const luminance = (d: Uint8ClampedArray, i: number): number => {
  const a = d[i + 3]! / 255;
  const over = (c: number) => c * a + 255 * (1 - a);
  return 0.299 * over(d[i]!) + 0.587 * over(d[i + 1]!) + 0.114 * over(d[i + 2]!);
};

/**
 * The paper's brightness: the 90th percentile, since a signature is mostly paper. A photo of
 * greyish paper gets a greyish level and is still cleaned; the ink is whatever is clearly darker.
 */
const inkThreshold = (p: Pixels): number => {
  const histogram = new Uint32Array(256);
  for (let i = 0; i < p.data.length; i += 4) histogram[Math.round(luminance(p.data, i))]! += 1;
  const target = p.width * p.height * 0.9;
  let seen = 0;
  let paper = 255;
  for (let level = 0; level < 256; level++) {
    seen += histogram[level]!;
    if (seen >= target) {
      paper = level;
      break;
    }
  }
  return paper * (1 - BACKGROUND_MARGIN);
};

/** Near-white becomes transparent; ink is darkened, with a soft edge so strokes stay smooth. */
const cleanPixels = (p: Pixels, threshold: number): void => {
  const ramp = Math.max(1, threshold * 0.35);
  const d = p.data;
  for (let i = 0; i < d.length; i += 4) {
    const lum = luminance(d, i);
    if (lum >= threshold) {
      d[i] = d[i + 1] = d[i + 2] = d[i + 3] = 0;
      continue;
    }
    const a = d[i + 3]! / 255;
    for (let c = 0; c < 3; c++) d[i + c] = (d[i + c]! * a + 255 * (1 - a)) * DARKEN;
    d[i + 3] = Math.round(255 * Math.min(1, (threshold - lum) / ramp));
  }
};

/**
 * The box around the ink. A pixel counts only with at least two inked neighbours, so a speck of
 * dust or JPEG noise does not stretch the box across the photo.
 */
const inkBox = (p: Pixels) => {
  const { data, width, height } = p;
  const ink = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < width && y < height && data[(y * width + x) * 4 + 3]! >= BOX_ALPHA;
  let left = width;
  let top = height;
  let right = -1;
  let bottom = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!ink(x, y)) continue;
      let neighbours = 0;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) if ((dx || dy) && ink(x + dx, y + dy)) neighbours++;
      if (neighbours < 2) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  return right < 0 ? null : { left, top, right, bottom };
};

const pixelsOf = (image: Image, sx: number, sy: number, sw: number, sh: number, scale: number) => {
  const width = Math.max(1, Math.round(sw * scale));
  const height = Math.max(1, Math.round(sh * scale));
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.drawImage(image, sx, sy, sw, sh, 0, 0, width, height);
  return { canvas, context, pixels: context.getImageData(0, 0, width, height) };
};

/**
 * §3 Signature (uploaded): the enhanced version of an uploaded signature. Near-white background
 * made transparent, ink darkened, cropped to the ink with a small margin, a PNG at most
 * ENHANCED_MAX_PX wide. Null when the image holds no ink; throws when it cannot be decoded.
 */
export const enhanceSignature = async (bytes: Buffer): Promise<Buffer | null> => {
  const image = await loadImage(bytes);
  const analysisScale = Math.min(1, ANALYSIS_MAX_PX / Math.max(image.width, image.height));
  const analysis = pixelsOf(image, 0, 0, image.width, image.height, analysisScale).pixels;
  const threshold = inkThreshold(analysis);
  cleanPixels(analysis, threshold);
  const box = inkBox(analysis);
  if (!box) return null;

  // Back to the original's pixels for the crop, so the output keeps the upload's sharpness.
  const margin = Math.round(0.04 * Math.max(box.right - box.left, box.bottom - box.top)) + 2;
  const toOriginal = (v: number) => v / analysisScale;
  const sx = Math.max(0, Math.floor(toOriginal(box.left - margin)));
  const sy = Math.max(0, Math.floor(toOriginal(box.top - margin)));
  const sw = Math.min(image.width, Math.ceil(toOriginal(box.right + 1 + margin))) - sx;
  const sh = Math.min(image.height, Math.ceil(toOriginal(box.bottom + 1 + margin))) - sy;
  const scale = Math.min(1, ENHANCED_MAX_PX / sw, ENHANCED_MAX_PX / sh);
  const out = pixelsOf(image, sx, sy, sw, sh, scale);
  cleanPixels(out.pixels, threshold);
  out.context.putImageData(out.pixels, 0, 0);
  return out.canvas.encode('png');
};

/** WebP cannot be stamped into a PDF; such an upload is kept as a PNG of the same pixels. */
export const toPng = async (bytes: Buffer): Promise<Buffer> => {
  const image = await loadImage(bytes);
  const canvas = createCanvas(image.width, image.height);
  canvas.getContext('2d').drawImage(image, 0, 0);
  return canvas.encode('png');
};
