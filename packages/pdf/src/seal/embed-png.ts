import type { PDFDocument, PDFRef } from 'pdf-lib';
import { mayBeTransparent, type PngImage } from './decode-png.ts';
import type { EncodedPng } from './encode-png.ts';

export type EmbeddedImage = { ref: PDFRef; width: number; height: number };

/**
 * Embeds a PNG as an image XObject with its alpha as a soft mask: its reference and size now,
 * its streams when `encoding` (png-worker.ts: decoded and deflated on the image thread while the
 * seal goes on drawing) is done. pdf-lib's embedPng did it all in JavaScript on this thread, a
 * third of the seal of a pack with 50 signatures.
 *
 * A PNG whose visible pixels are all one colour (a drawn signature) becomes a 1×1 image of
 * that colour under a full-size soft mask: a soft mask's size is independent of its image's
 * when it has no /Matte, both being mapped onto the unit square (PDF 32000-1 §11.6.5.3).
 */
export const startEmbeddingPng = (
  doc: PDFDocument,
  png: PngImage,
  encoding: Promise<EncodedPng>,
): EmbeddedImage & { done: Promise<void> } => {
  const { context } = doc;
  const { width, height } = png;
  const ref = context.nextRef();
  // Numbered now, so that the file's object numbers do not depend on when the thread answers.
  const smaskRef = mayBeTransparent(png) ? context.nextRef() : undefined;
  const done = encoding.then((encoded) => {
    const { alpha, uniform } = encoded;
    const image = { Type: 'XObject', Subtype: 'Image', BitsPerComponent: 8 };
    const masked = alpha !== null && smaskRef !== undefined;
    if (masked) {
      const mask = { ...image, Width: width, Height: height, ColorSpace: 'DeviceGray' };
      context.assign(smaskRef, context.stream(alpha, { ...mask, Filter: 'FlateDecode' }));
    }
    const colour = {
      ...image,
      Width: uniform ? 1 : width,
      Height: uniform ? 1 : height,
      ColorSpace: encoded.colours === 1 ? 'DeviceGray' : 'DeviceRGB',
      ...(uniform ? {} : { Filter: 'FlateDecode' }),
      ...(masked ? { SMask: smaskRef } : {}),
    };
    context.assign(ref, context.stream(encoded.samples, colour));
  });
  return { ref, width, height, done };
};
