import { describe, expect, it } from 'vitest';
import {
  MIXED_VALUE_LABEL,
  clampSliding,
  dragSliding,
  formatSliding,
  parseSlidingInput,
  sharedValue,
  stepSliding,
} from './sliding-input.ts';

const bounds = { min: 0, max: 100 };

describe('sliding input rules', () => {
  it('clamps to min and max', () => {
    expect(clampSliding(-3, bounds)).toBe(0);
    expect(clampSliding(140, bounds)).toBe(100);
    expect(clampSliding(42.5, bounds)).toBe(42.5);
  });

  it('commits a typed number, clamped and to a tenth; a comma counts as the decimal point', () => {
    expect(parseSlidingInput(' 12.34 ', 5, bounds)).toBe(12.3);
    expect(parseSlidingInput('12,5', 5, bounds)).toBe(12.5);
    expect(parseSlidingInput('500', 5, bounds)).toBe(100);
    expect(parseSlidingInput('-2', 5, bounds)).toBe(0);
  });

  it('reverts to the previous value when the text is not a number', () => {
    for (const text of ['', 'abc', '1e3', '12px', '.', '--1']) {
      expect(parseSlidingInput(text, 7, bounds)).toBe(7);
    }
    expect(parseSlidingInput('x', null, bounds)).toBeNull();
  });

  it('steps by 1, or 0.1 with shift, without binary noise, clamped', () => {
    expect(stepSliding(10, 1, false, bounds)).toBe(11);
    expect(stepSliding(10, -1, true, bounds)).toBe(9.9);
    expect(stepSliding(0.2, 1, true, bounds)).toBe(0.3);
    expect(stepSliding(100, 1, false, bounds)).toBe(100);
    expect(stepSliding(0.05, -1, true, bounds)).toBe(0);
    expect(stepSliding(null, 1, false, { min: 5, max: 10 })).toBe(6);
  });

  it('drags by steps per 2 px, finer with shift, clamped', () => {
    expect(dragSliding(10, 20, false, bounds)).toBe(20);
    expect(dragSliding(10, -7, false, bounds)).toBe(7);
    expect(dragSliding(10, 20, true, bounds)).toBe(11);
    expect(dragSliding(10, 1000, false, bounds)).toBe(100);
  });

  it("shows 'Mixed' when the values differ", () => {
    expect(sharedValue([3, 3.04])).toBe(3);
    expect(sharedValue([3, 4])).toBeNull();
    expect(sharedValue([])).toBeNull();
    expect(formatSliding(null)).toBe(MIXED_VALUE_LABEL);
    expect(MIXED_VALUE_LABEL).toBe('Mixed');
    expect(formatSliding(12)).toBe('12');
    expect(formatSliding(12.25)).toBe('12.3');
  });
});
