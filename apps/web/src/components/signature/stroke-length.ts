/** A point of a drawn stroke, in CSS pixels of the pad (signature_pad's own coordinates). */
export type StrokePoint = { x: number; y: number };
export type Stroke = { points: readonly StrokePoint[] };

/** §5: a drawing whose strokes add up to this length or less counts as no signature at all. */
export const MIN_DRAWN_SIGNATURE_LENGTH = 10;

/** Sum of the distances between consecutive points of each stroke (strokes are not joined). */
export const strokeLength = (strokes: readonly Stroke[]): number => {
  let total = 0;
  for (const { points } of strokes) {
    for (let i = 1; i < points.length; i += 1) {
      const from = points[i - 1]!;
      const to = points[i]!;
      total += Math.hypot(to.x - from.x, to.y - from.y);
    }
  }
  return total;
};

/** §5 'A drawn signature is required': a dot or a stray tap is not a signature. */
export const isDrawnSignatureEmpty = (strokes: readonly Stroke[]): boolean =>
  strokeLength(strokes) <= MIN_DRAWN_SIGNATURE_LENGTH;
