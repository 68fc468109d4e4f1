import type { DataField } from '@quire/domain';
import type { PDFDocument } from 'pdf-lib';
import { readPng } from './decode-png.ts';
import type { EncodedPng } from './encode-png.ts';
import { startEmbeddingPng, type EmbeddedImage } from './embed-png.ts';
import { encodePngOffThread } from './png-worker.ts';
import { SealInputError } from './seal-input-error.ts';

/** Signature, initial and image bytes (PNG or JPEG) by the field's file_key. */
export type SealImages = ReadonlyMap<string, Uint8Array>;

/** PNGs whose encoding has started, by their bytes (one seal's: never kept across seals). */
export type ImageEncodings = ReadonlyMap<Uint8Array, Promise<EncodedPng>>;

const isPng = (b: Uint8Array) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47;
const isJpeg = (b: Uint8Array) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;

/**
 * Embeds each image the fields show once, however many fields show it, as an image XObject.
 * `images` can be drawn at once (references and sizes are known); the PNGs' pixels are still
 * being decoded and compressed until `done`. A missing or unreadable file stops the seal: a
 * final without a signature must not be made.
 */
export const embedImages = async (
  doc: PDFDocument,
  fields: readonly DataField[],
  bytes: SealImages,
  encodings?: ImageEncodings,
): Promise<{ images: Map<string, EmbeddedImage>; done: Promise<unknown> }> => {
  const images = new Map<string, EmbeddedImage>();
  const pending: Promise<void>[] = [];
  for (const field of fields) {
    const key = field.file_key;
    if (!key || images.has(key)) continue;
    const data = bytes.get(key);
    if (!data) throw new SealInputError(`The image ${key} of field ${field.uuid} is missing`);
    const png = isPng(data) ? readPng(data) : null;
    if (png) {
      const encoded = encodings?.get(data) ?? encodePngOffThread(data);
      const { done, ...image } = startEmbeddingPng(doc, png, encoded);
      images.set(key, image);
      pending.push(done);
    } else if (isPng(data)) images.set(key, await doc.embedPng(data));
    else if (isJpeg(data)) images.set(key, await doc.embedJpg(data));
    else throw new SealInputError(`The image ${key} of field ${field.uuid} is not a PNG or JPEG`);
  }
  // Settled, not raced: the first failure is reported once every image is finished with.
  const done = Promise.allSettled(pending).then((results) => {
    const failed = results.find((r) => r.status === 'rejected');
    if (failed) throw new SealInputError(`An image could not be decoded: ${String(failed.reason)}`);
  });
  // Keeps an unawaited rejection from being reported before the caller awaits `done`.
  done.catch(() => undefined);
  return { images, done };
};

/**
 * Starts encoding, on the image thread, the PNGs of these file_keys, so that the work runs while
 * the seal loads the PDF and draws: pass the result to stampFields as `encodings`. Keys without
 * bytes, and bytes that are not a PNG the seal decodes, are left for embedImages to report.
 */
export const prefetchImages = (keys: Iterable<string>, bytes: SealImages): ImageEncodings => {
  const encodings = new Map<Uint8Array, Promise<EncodedPng>>();
  for (const key of keys) {
    const data = bytes.get(key);
    if (!data || encodings.has(data) || !isPng(data) || !readPng(data)) continue;
    const encoding = encodePngOffThread(data);
    encoding.catch(() => undefined); // reported by embedImages when it awaits it
    encodings.set(data, encoding);
  }
  return encodings;
};
