import { deflateSync, inflateSync } from 'node:zlib';
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
  idat?: Buffer,
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
    chunk('IDAT', idat ?? deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

/** PNG filters (RFC 2083 §6) applied to RGB rows, so the decoder has something to reverse. */
const paeth = (a: number, b: number, c: number) => {
  const p = a + b - c;
  const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
};
const makeFilteredPng = (width: number, filters: number[], rows: number[][]) => {
  const filtered = rows.map((row, y) =>
    row.map((v, x) => {
      const a = x >= 3 ? row[x - 3]! : 0;
      const b = y > 0 ? rows[y - 1]![x]! : 0;
      const c = x >= 3 && y > 0 ? rows[y - 1]![x - 3]! : 0;
      const predicted = [0, a, b, (a + b) >> 1, paeth(a, b, c)][filters[y]!]!;
      return (v - predicted + 256) & 0xff;
    }),
  );
  const png = makePng(width, rows.length, 2, filtered);
  // makePng writes filter 0 before each row: put the real filter types in.
  const raw = inflateSync(idatOf(png));
  filters.forEach((f, y) => (raw[y * (width * 3 + 1)] = f));
  return makePng(width, rows.length, 2, [], [], 8, deflateSync(raw));
};

const idatOf = (png: Buffer) => {
  const at = png.indexOf('IDAT');
  return png.subarray(at + 4, at + 4 + png.readUInt32BE(at - 4));
};

const canvasPixels = async (png: Buffer, width: number, height: number) => {
  const ctx = createCanvas(width, height).getContext('2d');
  ctx.drawImage(await loadImage(png), 0, 0);
  return ctx.getImageData(0, 0, width, height).data;
};

describe('decodePng', () => {
  it('takes a one-colour RGBA signature apart into its alpha and its one ink colour', async () => {
    const png = makeSignatureImage({ width: 240, height: 90, seed: 3 });
    const decoded = decodePng(png)!;
    expect(decoded).toMatchObject({ width: 240, height: 90, colours: 3, uniform: true });
    expect([...decoded.samples]).toEqual([0, 0, 0]);
    const reference = await canvasPixels(png, 240, 90);
    let inked = 0;
    for (let p = 0; p < 240 * 90; p++) {
      expect(decoded.alpha![p]).toBe(reference[p * 4 + 3]);
      if (reference[p * 4 + 3] === 255) inked++;
    }
    expect(inked).toBeGreaterThan(100);
  });

  it('keeps every pixel of a many-coloured RGBA image with adaptive filters as the canvas does', async () => {
    const canvas = createCanvas(120, 60);
    const ctx = canvas.getContext('2d');
    const gradient = ctx.createLinearGradient(0, 0, 120, 60);
    gradient.addColorStop(0, '#ff0000');
    gradient.addColorStop(1, '#0000ff');
    ctx.fillStyle = gradient;
    ctx.fillRect(10, 5, 100, 50);
    const png = canvas.encodeSync('png');
    const decoded = decodePng(png)!;
    expect(decoded.uniform).toBe(false);
    const reference = await canvasPixels(png, 120, 60);
    for (let p = 0; p < 120 * 60; p++) {
      expect(decoded.alpha![p]).toBe(reference[p * 4 + 3]);
      if (reference[p * 4 + 3] === 255)
        expect([...decoded.samples.subarray(p * 3, p * 3 + 3)]).toEqual([
          ...reference.subarray(p * 4, p * 4 + 3),
        ]);
    }
  });

  it('reverses each of the five row filters', () => {
    // Three RGB rows, each filtered with one filter type; every filter and its edge cases.
    const rows = [
      [10, 20, 30, 200, 100, 50, 7, 250, 3],
      [11, 19, 35, 190, 110, 40, 255, 0, 128],
      [90, 80, 70, 60, 50, 40, 30, 20, 10],
    ];
    for (const first of [0, 1, 2, 3, 4])
      for (const rest of [0, 1, 2, 3, 4]) {
        const png = makeFilteredPng(3, [first, rest, rest], rows);
        expect([...decodePng(png)!.samples]).toEqual(rows.flat());
      }
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
