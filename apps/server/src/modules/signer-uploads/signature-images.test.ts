import { describe, expect, it } from 'vitest';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { ENHANCED_MAX_PX, enhanceSignature, toPng } from './enhance-signature.ts';
import { isWithinPixelLimit, sniffImage } from './image-content.ts';
import { drawnSignature } from './signer-upload-test-kit.ts';

/** Decoded RGBA of a PNG, with a reader for one pixel. */
const pixelsOf = async (png: Buffer) => {
  const image = await loadImage(png);
  const g = createCanvas(image.width, image.height).getContext('2d');
  g.drawImage(image, 0, 0);
  const { data } = g.getImageData(0, 0, image.width, image.height);
  const at = (x: number, y: number) => [
    ...data.subarray((y * image.width + x) * 4, (y * image.width + x) * 4 + 4),
  ];
  return { width: image.width, height: image.height, data, at };
};

describe('sniffImage: the bytes decide, not the name', () => {
  it('reads kind and size of PNG, JPEG and WebP', async () => {
    for (const format of ['png', 'jpeg', 'webp'] as const) {
      const info = sniffImage(await drawnSignature({ width: 321, height: 123, format }));
      expect(info).toMatchObject({ kind: format, width: 321, height: 123 });
    }
    expect(sniffImage(await drawnSignature({ format: 'png' }))!.contentType).toBe('image/png');
  });

  it('refuses what is not an image, and flags a header that declares too many pixels', () => {
    expect(sniffImage(Buffer.from('%PDF-1.7 not an image'))).toBeNull();
    expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImage(Buffer.alloc(0))).toBeNull();
    const bomb = Buffer.alloc(33);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).copy(bomb);
    bomb.write('IHDR', 12, 'ascii');
    bomb.writeUInt32BE(30_000, 16);
    bomb.writeUInt32BE(30_000, 20);
    const info = sniffImage(bomb)!;
    expect(info).toMatchObject({ kind: 'png', width: 30_000, height: 30_000 });
    expect(isWithinPixelLimit(info)).toBe(false);
  });
});

describe('enhanceSignature', () => {
  it('makes the paper transparent, darkens the ink and crops to it, ignoring a speck of dust', async () => {
    const original = await drawnSignature();
    const out = await pixelsOf((await enhanceSignature(original))!);
    // The stroke spans x 200..600 and y about 130..260 (8 px wide); the speck sits at (20, 20).
    expect(out.width).toBeGreaterThan(400);
    expect(out.width).toBeLessThan(470);
    expect(out.height).toBeGreaterThan(110);
    expect(out.height).toBeLessThan(200);
    expect(out.at(0, 0)[3]).toBe(0);
    expect(out.at(out.width - 1, out.height - 1)[3]).toBe(0);
    // The stroke's body: the most common opaque colour (its edges blend into the paper).
    const counts = new Map<string, number>();
    for (let i = 0; i < out.data.length; i += 4)
      if (out.data[i + 3] === 255) {
        const rgb = out.data.subarray(i, i + 3).join(',');
        counts.set(rgb, (counts.get(rgb) ?? 0) + 1);
      }
    const [body] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]!;
    const [r, g, b] = body.split(',').map(Number) as [number, number, number];
    // #2a3f9e is (42, 63, 158): the ink comes out darker and keeps its blue.
    expect(r).toBeLessThan(30);
    expect(g).toBeLessThan(45);
    expect(b).toBeLessThan(100);
    expect(b).toBeGreaterThan(r + 30);
  });

  it('handles a drawing pad (transparent) and a JPEG photo alike', async () => {
    for (const image of [
      await drawnSignature({ background: null }),
      await drawnSignature({ format: 'jpeg', background: '#e9e6df', ink: '#333333' }),
    ]) {
      const out = await pixelsOf((await enhanceSignature(image))!);
      expect(out.width).toBeGreaterThan(400);
      expect(out.width).toBeLessThan(470);
      expect(out.at(0, 0)[3]).toBe(0);
    }
  });

  it('is at most 1200 px wide however large the upload', async () => {
    const canvas = createCanvas(4000, 1000);
    const g = canvas.getContext('2d');
    g.fillStyle = '#ffffff';
    g.fillRect(0, 0, 4000, 1000);
    g.strokeStyle = '#000000';
    g.lineWidth = 20;
    g.beginPath();
    g.moveTo(100, 500);
    g.lineTo(3900, 600);
    g.stroke();
    const out = await pixelsOf((await enhanceSignature(await canvas.encode('png')))!);
    expect(out.width).toBe(ENHANCED_MAX_PX);
    // A 100 px slope plus the margin, scaled down with the width.
    expect(out.height).toBeLessThan(160);
  });

  it('finds no signature on blank paper, and throws on bytes that do not decode', async () => {
    expect(await enhanceSignature(await drawnSignature({ ink: null }))).toBeNull();
    await expect(enhanceSignature(Buffer.from('not an image'))).rejects.toThrow();
  });

  it('keeps a WebP as a PNG of the same size', async () => {
    const png = await toPng(await drawnSignature({ width: 300, height: 150, format: 'webp' }));
    expect(sniffImage(png)).toMatchObject({ kind: 'png', width: 300, height: 150 });
  });
});
