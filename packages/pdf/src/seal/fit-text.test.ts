import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIT_TEXT, fitText, memoizedMeasure, wrapText, type MeasureText } from './fit-text.ts';
import { sealFonts } from './seal-fonts.ts';

let measure: MeasureText;

beforeAll(async () => {
  const fonts = await sealFonts(await PDFDocument.create(), []);
  measure = memoizedMeasure(fonts.regular.width);
});

const fitsInside = (lines: string[], size: number, width: number) =>
  lines.every((l) => measure(l, size) <= width - 2 * FIT_TEXT.padding);

describe('fitText (§9: minimum 4 pt, at most 50 shrink steps, 30 retries)', () => {
  it('draws a short value at the largest size, capped at 12 pt', () => {
    expect(fitText('Jane', 150, 20, measure)).toEqual({
      size: 12,
      lines: ['Jane'],
      truncated: false,
    });
    expect(fitText('Jane', 150, 200, measure).size).toBe(12);
  });

  it('shrinks a long value onto one line of a low box', () => {
    const text = 'Approved by: Maximiliana Featherstonehaugh';
    const fitted = fitText(text, 160, 14, measure);
    expect(fitted.lines).toEqual([text]);
    expect(fitted.size).toBeLessThan(10);
    expect(fitted.size).toBeGreaterThan(FIT_TEXT.minFontSize);
    expect(fitsInside(fitted.lines, fitted.size, 160)).toBe(true);
    // The same value in a taller box goes onto two lines at a larger size.
    const tall = fitText(text, 160, 40, measure);
    expect(tall.lines).toHaveLength(2);
    expect(tall.size).toBeGreaterThan(fitted.size);
  });

  it('wraps on words in a tall box, and keeps line breaks', () => {
    const fitted = fitText('The quick brown fox jumps over the lazy dog again', 80, 80, measure);
    expect(fitted.lines.length).toBeGreaterThan(1);
    expect(fitted.lines.join(' ')).toBe('The quick brown fox jumps over the lazy dog again');
    expect(fitsInside(fitted.lines, fitted.size, 80)).toBe(true);
    expect(fitText('line one\nline two', 150, 60, measure).lines).toEqual(['line one', 'line two']);
  });

  it('never goes below 4 pt: a value too long for its box is shortened with an ellipsis', () => {
    const fitted = fitText('x'.repeat(500), 40, 8, measure);
    expect(fitted.size).toBe(4);
    expect(fitted.truncated).toBe(true);
    expect(fitted.lines).toHaveLength(1);
    expect(fitted.lines[0]!.endsWith('…')).toBe(true);
    expect(fitsInside(fitted.lines, 4, 40)).toBe(true);
  });

  it('splits a word longer than a line', () => {
    const lines = wrapText('Supercalifragilisticexpialidocious', 10, 60, measure);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('')).toBe('Supercalifragilisticexpialidocious');
  });
});

describe("fitText from a field's own font size (issue 18)", () => {
  it('draws at that size when the value fits, larger than the automatic 12 pt too', () => {
    expect(fitText('Jane', 150, 30, measure, 18)).toEqual({
      size: 18,
      lines: ['Jane'],
      truncated: false,
    });
    expect(fitText('Jane', 150, 30, measure, 6.5).size).toBe(6.5);
    // The automatic size of that box would have been 12.
    expect(fitText('Jane', 150, 30, measure).size).toBe(12);
  });

  it('only shrinks when the value does not fit, in at most 50 steps, never below 4 pt', () => {
    const text = 'Approved by: Maximiliana Featherstonehaugh';
    const fitted = fitText(text, 160, 30, measure, 18);
    expect(fitted.size).toBeLessThan(18);
    expect(fitted.size).toBeGreaterThan(FIT_TEXT.minFontSize);
    expect(fitsInside(fitted.lines, fitted.size, 160)).toBe(true);
    // Each step is (18 - 4) / 50: the size is one of them.
    const steps = (18 - fitted.size) / ((18 - FIT_TEXT.minFontSize) / FIT_TEXT.maxShrinkSteps);
    expect(Math.abs(steps - Math.round(steps))).toBeLessThan(1e-9);

    const tooLong = fitText('x'.repeat(500), 40, 8, measure, 30);
    expect(tooLong).toMatchObject({ size: FIT_TEXT.minFontSize, truncated: true });
  });

  it('draws a size taller than the box at the largest that fits its height', () => {
    const fitted = fitText('Jane', 150, 14, measure, 40);
    expect(fitted.size).toBeLessThanOrEqual(14 - 2 * FIT_TEXT.padding);
    expect(fitted.size).toBeGreaterThan(9);
  });
});
