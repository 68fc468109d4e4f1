/**
 * §2/§5/§9 sliding numeric input: dragged or stepped with the arrow keys (shift gives 0.1
 * steps), written back 250 ms after the last change, clamped to its min and max; typed text that
 * is not a number reverts; a null value (several fields that differ) shows 'Mixed'.
 */
export const SLIDING_INPUT = {
  step: 1,
  fineStep: 0.1,
  debounceMs: 250,
  /** Screen pixels of horizontal drag per step. */
  pixelsPerStep: 2,
} as const;

export const MIXED_VALUE_LABEL = 'Mixed';

export type SlidingBounds = { min: number; max: number };

/** Rounded to a tenth: steps of 0.1 add up without binary noise (0.30000000000000004). */
const toTenth = (value: number): number => Math.round(value * 10) / 10;

/** The value kept inside [min, max] (a max below min yields min). */
export const clampSliding = (value: number, { min, max }: SlidingBounds): number =>
  Math.max(min, Math.min(max, value));

/**
 * What typed text commits: a number (clamped, to a tenth), or `previous` when the text is not
 * one (blank, letters, '1e'): the input reverts instead of writing nonsense.
 */
export const parseSlidingInput = (
  text: string,
  previous: number | null,
  bounds: SlidingBounds,
): number | null => {
  const trimmed = text.trim().replace(',', '.');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(trimmed)) return previous;
  return clampSliding(toTenth(Number(trimmed)), bounds);
};

/** One arrow-key step (`direction` ±1) from `current`; from 'Mixed' it starts at min. */
export const stepSliding = (
  current: number | null,
  direction: 1 | -1,
  fine: boolean,
  bounds: SlidingBounds,
): number => {
  const step = fine ? SLIDING_INPUT.fineStep : SLIDING_INPUT.step;
  const start = current ?? bounds.min;
  return clampSliding(toTenth(start + direction * step), bounds);
};

/** The value after dragging `deltaPx` horizontally from where the drag began at `start`. */
export const dragSliding = (
  start: number | null,
  deltaPx: number,
  fine: boolean,
  bounds: SlidingBounds,
): number => {
  const steps = Math.trunc(deltaPx / SLIDING_INPUT.pixelsPerStep);
  const step = fine ? SLIDING_INPUT.fineStep : SLIDING_INPUT.step;
  return clampSliding(toTenth((start ?? bounds.min) + steps * step), bounds);
};

/** The one value several fields share, or null ('Mixed') when they differ or there are none. */
export const sharedValue = (values: readonly number[]): number | null => {
  if (values.length === 0) return null;
  const first = toTenth(values[0]!);
  return values.every((v) => toTenth(v) === first) ? first : null;
};

/** What the input shows: the value to a tenth (no trailing '.0'), or 'Mixed' for null. */
export const formatSliding = (value: number | null): string =>
  value === null ? MIXED_VALUE_LABEL : String(toTenth(value));
