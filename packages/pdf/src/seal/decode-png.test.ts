import { deflateSync } from 'node:zlib';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { decodePng } from './decode-png.ts';
import { makeSignatureImage } from './test-fixtures/seal-fixtures.ts';

const chunk = (type: string, body: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length);
  return Buffer.concat([length, Buffer.from(type, 'latin1'), body, Buffer.alloc(4)]);
};

/** A minimal PNG (filter 0 rows; CRCs left zero, which the decoder does not read). */
const makePng = (
  width: number,
  height: number,
  colourType: number,
  rows: number[][],
  extra: Buffer[] = [],
  depth = 8,
) => {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = depth;
  ihdr[9] = colourType;
  const raw = Buffer.concat(rows.map((r) => Buffer.from([0, ...r])));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    ...extra,
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

describe('decodePng', () => {
  it('decodes an RGBA PNG with adaptive filters as the canvas does', async () => {
    const png = makeSignatureImage({ width: 240, height: 90, seed: 3 });
    const decoded = decodePng(png)!;
    expect(decoded).toMatchObject({ width: 240, height: 90, colours: 3 });
    const image = await loadImage(png);
    const ctx = createCanvas(240, 90).getContext('2d');
    ctx.drawImage(image, 0, 0);
    const reference = ctx.getImageData(0, 0, 240, 90).data;
    let inked = 0;
    for (let p = 0; p < 240 * 90; p++) {
      expect(decoded.alpha![p]).toBe(reference[p * 4 + 3]);
      if (reference[p * 4 + 3] === 255) {
        inked++;
        expect([...decoded.samples.subarray(p * 3, p * 3 + 3)]).toEqual([
          ...reference.subarray(p * 4, p * 4 + 3),
        ]);
      }
    }
    expect(inked).toBeGreaterThan(100);
  });

  it('expands a palette with its transparency, and keeps grey and RGB samples', () => {
    const plte = chunk('PLTE', Buffer.from([255, 0, 0, 0, 0, 255]));
    const trns = chunk('tRNS', Buffer.from([0]));
    const palette = decodePng(makePng(2, 1, 3, [[0, 1]], [plte, trns]))!;
    expect([...palette.samples]).toEqual([255, 0, 0, 0, 0, 255]);
    expect([...palette.alpha!]).toEqual([0, 255]);
    const grey = decodePng(makePng(3, 1, 0, [[0, 128, 255]]))!;
    expect(grey).toMatchObject({ colours: 1, alpha: null });
    expect([...grey.samples]).toEqual([0, 128, 255]);
    const rgb = decodePng(
      makePng(1, 2, 2, [
        [1, 2, 3],
        [4, 5, 6],
      ]),
    )!;
    expect([...rgb.samples]).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('leaves 16-bit and non-PNG input to pdf-lib', () => {
    expect(decodePng(makePng(1, 1, 2, [[0, 0, 0, 0, 0, 0]], [], 16))).toBeNull();
    expect(decodePng(new TextEncoder().encode('GIF89a'))).toBeNull();
  });
});
