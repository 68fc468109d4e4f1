import { parentPort } from 'node:worker_threads';
import { encodePng } from './encode-png.ts';

/** A view over exactly its own memory, so that it can be moved to the other thread. */
const own = (b: Uint8Array) =>
  b.byteOffset === 0 && b.byteLength === b.buffer.byteLength ? b : Uint8Array.from(b);

/**
 * The image thread (png-worker.ts): encodes the PNGs it is sent, one at a time, and answers
 * each with its planes (moved, not copied) or its error message.
 */
parentPort!.on('message', ({ id, png }: { id: number; png: Uint8Array }) => {
  try {
    const encoded = encodePng(png);
    const samples = own(encoded.samples);
    const alpha = encoded.alpha && own(encoded.alpha);
    const moved = [samples.buffer as ArrayBuffer, ...(alpha ? [alpha.buffer as ArrayBuffer] : [])];
    parentPort!.postMessage({ id, encoded: { ...encoded, samples, alpha } }, moved);
  } catch (error) {
    parentPort!.postMessage({ id, error: (error as Error).message });
  }
});
