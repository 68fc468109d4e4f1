import { describe, expect, it } from 'vitest';
import { cropRectInPixels, isDrawnSignatureDataEmpty } from './profile-signatures.ts';

const image = { width: 1000, height: 500 };
const screen = { on_screen_width: 500, on_screen_height: 250 };

describe('cropRectInPixels', () => {
  it('scales the on-screen box to the real pixels', () => {
    expect(cropRectInPixels({ x1: 10, y1: 20, x2: 110, y2: 70, ...screen }, image)).toEqual({
      left: 20,
      top: 40,
      width: 200,
      height: 100,
    });
  });

  it('puts reversed corners in order and clamps inside the image', () => {
    expect(cropRectInPixels({ x1: 600, y1: 300, x2: 400, y2: -10, ...screen }, image)).toEqual({
      left: 800,
      top: 0,
      width: 200,
      height: 500,
    });
  });

  it('refuses nonsense', () => {
    const box = { x1: 0, y1: 0, x2: 10, y2: 10 };
    expect(cropRectInPixels({ ...box, on_screen_width: 0, on_screen_height: 250 }, image)).toBe(
      null,
    );
    expect(cropRectInPixels({ ...box, x2: Number.NaN, ...screen }, image)).toBe(null);
    expect(cropRectInPixels({ x1: 5, y1: 5, x2: 5, y2: 50, ...screen }, image)).toBe(null);
    expect(cropRectInPixels({ x1: 600, y1: 0, x2: 700, y2: 50, ...screen }, image)).toBe(null);
  });
});

describe('isDrawnSignatureDataEmpty', () => {
  it('counts 10 characters or fewer as empty (§5)', () => {
    expect(isDrawnSignatureDataEmpty('')).toBe(true);
    expect(isDrawnSignatureDataEmpty('data:image')).toBe(true);
    expect(isDrawnSignatureDataEmpty('data:image/')).toBe(false);
  });
});
