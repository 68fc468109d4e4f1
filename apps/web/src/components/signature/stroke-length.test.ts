import { describe, expect, it } from 'vitest';
import { inkBounds, padSizeFor } from './pad-geometry.ts';
import { isDrawnSignatureEmpty, strokeLength } from './stroke-length.ts';

const stroke = (...points: [number, number][]) => ({ points: points.map(([x, y]) => ({ x, y })) });

describe('drawn signature length (spec §5)', () => {
  it('adds up the distances between the points of each stroke', () => {
    expect(strokeLength([stroke([0, 0], [3, 4], [3, 10])])).toBe(11);
  });

  it('does not count the jump from one stroke to the next', () => {
    expect(strokeLength([stroke([0, 0], [3, 4]), stroke([100, 100], [103, 104])])).toBe(10);
  });

  it('counts nothing for no strokes or single dots', () => {
    expect(strokeLength([])).toBe(0);
    expect(strokeLength([stroke([5, 5]), stroke([50, 50])])).toBe(0);
  });

  it('treats a length of 10 or less as no signature, and more as one', () => {
    expect(isDrawnSignatureEmpty([])).toBe(true);
    expect(isDrawnSignatureEmpty([stroke([0, 0], [6, 8])])).toBe(true);
    expect(isDrawnSignatureEmpty([stroke([0, 0], [6, 8]), stroke([0, 0], [0, 0.01])])).toBe(false);
    expect(isDrawnSignatureEmpty([stroke([0, 0], [40, 0], [40, 30])])).toBe(false);
  });
});

describe('pad geometry', () => {
  it('leaves 10 px of the frame free and keeps a usable height on a phone', () => {
    expect(padSizeFor(343)).toEqual({ width: 333, height: 133 });
    expect(padSizeFor(200)).toEqual({ width: 190, height: 120 });
    expect(padSizeFor(800)).toEqual({ width: 790, height: 220 });
    expect(padSizeFor(0).width).toBe(0);
  });

  it('crops to the ink plus a margin, inside the pad', () => {
    const pad = { width: 300, height: 120 };
    expect(inkBounds([stroke([50, 40], [120, 60])], 7, pad)).toEqual({
      x: 43,
      y: 33,
      width: 84,
      height: 34,
    });
    expect(inkBounds([stroke([2, 1], [299, 119])], 7, pad)).toEqual({
      x: 0,
      y: 0,
      width: 300,
      height: 120,
    });
    expect(inkBounds([], 7, pad)).toBeNull();
  });
});
