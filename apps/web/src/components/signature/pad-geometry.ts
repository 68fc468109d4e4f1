import type { Stroke } from './stroke-length.ts';

export type Size = { width: number; height: number };
export type Box = { x: number; y: number; width: number; height: number };

/** §9 'Signature pad … width canvas minus 10': the pad leaves 10 px of its frame free. */
export const PAD_FRAME_GAP_PX = 10;
const MIN_HEIGHT_PX = 120;
const MAX_HEIGHT_PX = 220;
const HEIGHT_PER_WIDTH = 0.4;

/** The pad's CSS size inside a frame this wide: a 375 px phone still gets a usable 120 px. */
export const padSizeFor = (frameWidth: number): Size => {
  const width = Math.max(0, Math.floor(frameWidth - PAD_FRAME_GAP_PX));
  const height = Math.round(
    Math.min(MAX_HEIGHT_PX, Math.max(MIN_HEIGHT_PX, width * HEIGHT_PER_WIDTH)),
  );
  return { width, height };
};

/**
 * The part of the pad that holds ink, widened by `margin` (the pen's width and a little air) and
 * kept inside the pad, so the image placed on a field is the signature and not the empty pad.
 */
export const inkBounds = (strokes: readonly Stroke[], margin: number, pad: Size): Box | null => {
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (const { points } of strokes) {
    for (const { x, y } of points) {
      left = Math.min(left, x);
      top = Math.min(top, y);
      right = Math.max(right, x);
      bottom = Math.max(bottom, y);
    }
  }
  if (left === Infinity) return null;
  const x = Math.max(0, Math.floor(left - margin));
  const y = Math.max(0, Math.floor(top - margin));
  const width = Math.min(pad.width, Math.ceil(right + margin)) - x;
  const height = Math.min(pad.height, Math.ceil(bottom + margin)) - y;
  return { x, y, width: Math.max(1, width), height: Math.max(1, height) };
};
