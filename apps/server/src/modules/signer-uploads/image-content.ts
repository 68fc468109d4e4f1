/** The image formats Quire takes, judged by their bytes, never by the file's name. */
export type ImageKind = 'png' | 'jpeg' | 'webp' | 'gif';

/** What a signer may upload as a signature (GIF is for theme images only). */
export const SIGNER_IMAGE_KINDS: readonly ImageKind[] = ['png', 'jpeg', 'webp'];

export type ImageInfo = { kind: ImageKind; contentType: string; width: number; height: number };

export const IMAGE_CONTENT_TYPES: Record<ImageKind, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

/**
 * Decoding is where a small file turns into a lot of memory (a 5 MB PNG can declare 30 000 ×
 * 30 000 pixels), so the header's dimensions are checked before anything decodes the image.
 */
export const MAX_IMAGE_PIXELS = 25_000_000;

const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const u32be = (b: Uint8Array, at: number) => u16be(b, at) * 65_536 + u16be(b, at + 2);
const u24le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);
const ascii = (b: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...b.subarray(at, at + length));

const pngSize = (b: Uint8Array) =>
  b.length >= 24 && ascii(b, 12, 4) === 'IHDR'
    ? { width: u32be(b, 16), height: u32be(b, 20) }
    : null;

/** Walks the JPEG markers to the first start-of-frame, which carries the dimensions. */
const jpegSize = (b: Uint8Array) => {
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    // Markers without a length: TEM and the restart markers.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) return { height: u16be(b, at + 5), width: u16be(b, at + 7) };
    at += 2 + u16be(b, at + 2);
  }
  return null;
};

const u14le = (b: Uint8Array, at: number) => (b[at]! | (b[at + 1]! << 8)) & 0x3fff;

/** The three WebP layouts: lossy (VP8), lossless (VP8L) and extended (VP8X). */
const webpSize = (b: Uint8Array) => {
  if (b.length < 30) return null;
  const chunk = ascii(b, 12, 4);
  if (chunk === 'VP8 ') return { width: u14le(b, 26), height: u14le(b, 28) };
  if (chunk === 'VP8L') {
    const bits = (b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24)) >>> 0;
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  return null;
};

const u16le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);

/** The logical screen of a GIF (its header), which every frame fits in. */
const gifSize = (b: Uint8Array) =>
  b.length >= 10 ? { width: u16le(b, 6), height: u16le(b, 8) } : null;

const kindOf = (b: Uint8Array): ImageKind | null => {
  if (b.length >= 8 && b[0] === 0x89 && ascii(b, 1, 3) === 'PNG') return 'png';
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 16 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'WEBP') return 'webp';
  if (b.length >= 10 && (ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a')) return 'gif';
  return null;
};

const SIZE_OF: Record<ImageKind, (b: Uint8Array) => { width: number; height: number } | null> = {
  png: pngSize,
  jpeg: jpegSize,
  webp: webpSize,
  gif: gifSize,
};

/**
 * What the bytes are (one of `accepted`, by default a signer's PNG, JPEG or WebP) and how large
 * they declare themselves; null otherwise.
 */
export const sniffImage = (
  bytes: Uint8Array,
  accepted: readonly ImageKind[] = SIGNER_IMAGE_KINDS,
): ImageInfo | null => {
  const kind = kindOf(bytes);
  if (!kind || !accepted.includes(kind)) return null;
  const size = SIZE_OF[kind](bytes);
  if (!size || size.width < 1 || size.height < 1) return null;
  return { kind, contentType: IMAGE_CONTENT_TYPES[kind], ...size };
};

/** Decodable without letting the image take an unreasonable amount of memory. */
export const isWithinPixelLimit = (info: ImageInfo): boolean =>
  info.width * info.height <= MAX_IMAGE_PIXELS;
