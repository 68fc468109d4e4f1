import { FIELD_FONT_SIZE, automaticFontSize } from '@quire/domain';

/**
 * §9 "Fit-text retries up to 30, minimum font size 4, up to 50 shrink steps": a value is drawn at
 * the largest size that fits its box, shrinking from the field's font size (when it has one) or
 * the box's natural size towards 4 pt in at most 50 steps; on one line, or wrapped on words when
 * the box is tall enough for two lines.
 * A value that does not fit even at 4 pt is shortened with an ellipsis, in at most 30 retries.
 */
export const FIT_TEXT = {
  maxRetries: 30,
  minFontSize: FIELD_FONT_SIZE.min,
  maxShrinkSteps: 50,
  /** The largest automatic size, however tall its box (a field's own font size may be larger). */
  maxFontSize: FIELD_FONT_SIZE.automaticMax,
  lineHeight: FIELD_FONT_SIZE.lineHeight,
  padding: FIELD_FONT_SIZE.padding,
} as const;

export type MeasureText = (text: string, size: number) => number;

export type FittedText = {
  size: number;
  lines: string[];
  /** The value had to be shortened: it did not fit even at the minimum size. */
  truncated: boolean;
};

const ELLIPSIS = '…';

/**
 * A measure that computes each string's width once, at size 1: widths scale with the size, so
 * the shrink steps cost one measurement per distinct string, not one per step.
 */
export const memoizedMeasure = (unitWidth: (text: string) => number): MeasureText => {
  const widths = new Map<string, number>();
  return (text, size) => {
    let w = widths.get(text);
    if (w === undefined) widths.set(text, (w = unitWidth(text)));
    return w * size;
  };
};

/** A text's paragraphs (at line breaks) and their words (at spaces). */
type Words = string[][];
const wordsOf = (text: string): Words => text.split('\n').map((p) => p.split(/ +/));

/**
 * Breaks text into lines no wider than `width`: at line breaks, then on spaces (word widths
 * added up), splitting a word longer than a line.
 */
export const wrapText = (text: string, size: number, width: number, measure: MeasureText) =>
  wrapWords(wordsOf(text), size, width, measure);

const wrapWords = (paragraphs: Words, size: number, width: number, measure: MeasureText) => {
  const lines: string[] = [];
  const space = measure(' ', size);
  for (const paragraph of paragraphs) {
    let line = '';
    let lineWidth = 0;
    for (const word of paragraph) {
      const wordWidth = measure(word, size);
      const candidateWidth = line ? lineWidth + space + wordWidth : wordWidth;
      if (candidateWidth <= width) {
        line = line ? `${line} ${word}` : word;
        lineWidth = candidateWidth;
        continue;
      }
      if (line) lines.push(line);
      let rest = word;
      while (measure(rest, size) > width && rest.length > 1) {
        let cut = rest.length - 1;
        while (cut > 1 && measure(rest.slice(0, cut), size) > width) cut--;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
      lineWidth = measure(rest, size);
    }
    lines.push(line);
  }
  return lines;
};

const layout = (
  text: string,
  size: number,
  width: number,
  height: number,
  measure: MeasureText,
  words: () => Words,
): string[] | null => {
  const lineHeight = size * FIT_TEXT.lineHeight;
  const multiLine = height >= 2 * lineHeight || text.includes('\n');
  if (!multiLine) return measure(text, size) <= width && size <= height ? [text] : null;
  // wrapWords keeps every line within the width (widths are additive: see SealFont.width).
  const lines = wrapWords(words(), size, width, measure);
  return lines.length * lineHeight <= height + (lineHeight - size) ? lines : null;
};

/**
 * Fits `text` into a box of `width` × `height` points (padding included), starting from
 * `fontSize` (the field's own; drawn at it when it fits) or, when null, from the automatic size.
 */
export const fitText = (
  text: string,
  width: number,
  height: number,
  measure: MeasureText,
  fontSize: number | null = null,
): FittedText => {
  const innerWidth = Math.max(1, width - 2 * FIT_TEXT.padding);
  const innerHeight = Math.max(1, height - 2 * FIT_TEXT.padding);
  const { minFontSize, maxShrinkSteps } = FIT_TEXT;
  const start = Math.max(minFontSize, fontSize ?? automaticFontSize(height));
  const step = (start - minFontSize) / maxShrinkSteps;
  // Split into words once, and only if some size needs wrapping.
  let words: Words | undefined;
  const textWords = () => (words ??= wordsOf(text));
  for (let i = 0; i <= maxShrinkSteps; i++) {
    const size = i === maxShrinkSteps ? minFontSize : start - i * step;
    const lines = layout(text, size, innerWidth, innerHeight, measure, textWords);
    if (lines) return { size, lines, truncated: false };
    if (step === 0) break;
  }
  // Still too long at the minimum size: shorten it, keeping as much as the box holds.
  let kept = text;
  for (let retry = 0; retry < FIT_TEXT.maxRetries && kept.length > 0; retry++) {
    kept = kept.slice(0, Math.floor(kept.length * 0.9)).trimEnd();
    const shortened = kept + ELLIPSIS;
    const lines = layout(shortened, minFontSize, innerWidth, innerHeight, measure, () =>
      wordsOf(shortened),
    );
    if (lines) return { size: minFontSize, lines, truncated: true };
  }
  let line = '';
  for (const ch of text) {
    if (measure(line + ch + ELLIPSIS, minFontSize) > innerWidth) break;
    line += ch;
  }
  return { size: minFontSize, lines: [line + ELLIPSIS], truncated: true };
};
