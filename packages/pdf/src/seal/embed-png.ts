import { deflateSync } from 'node:zlib';
import type { PDFDocument, PDFImage, PDFRef } from 'pdf-lib';
import { decodePng } from './decode-png.ts';

/** Fast deflate: signature images are mostly one colour and shrink as well at level 1. */
const IMAGE_DEFLATE = { level: 1 };

export type EmbeddedImage = { ref: PDFRef; width: number; height: number };

/**
 * Embeds a PNG as an image XObject with its alpha as a soft mask, decoded (decode-png.ts) and
 * compressed with node:zlib: pdf-lib's embedPng inflates, splits and deflates in JavaScript,
 * which was a third of the seal of a pack with 50 signatures. PNGs decode-png does not take
 * (16-bit, interlaced) go through pdf-lib.
 */
export const embedPng = async (
  doc: PDFDocument,
  png: Uint8Array,
): Promise<EmbeddedImage | PDFImage> => {
  const decoded = decodePng(png);
  if (!decoded) return doc.embedPng(png);
  const { width, height, alpha } = decoded;
  const { context } = doc;
  const image = { Type: 'XObject', Subtype: 'Image', Width: width, Height: height };
  const common = { ...image, BitsPerComponent: 8, Filter: 'FlateDecode' };
  const opaque = !alpha || alpha.every((a) => a === 255);
  const smask = opaque
    ? undefined
    : context.register(
        context.stream(deflateSync(alpha, IMAGE_DEFLATE), { ...common, ColorSpace: 'DeviceGray' }),
      );
  const ref = context.register(
    context.stream(deflateSync(decoded.samples, IMAGE_DEFLATE), {
      ...common,
      ColorSpace: decoded.colours === 1 ? 'DeviceGray' : 'DeviceRGB',
      ...(smask ? { SMask: smask } : {}),
    }),
  );
  return { ref, width, height };
};
