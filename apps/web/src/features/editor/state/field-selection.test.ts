import { describe, expect, it } from 'vitest';
import { clickSelection, dragSelectRect, rectSelection } from './field-selection.ts';

describe('field selection', () => {
  it('selects alone on click and toggles with shift', () => {
    expect(clickSelection(['a', 'b'], 'c', false)).toEqual(['c']);
    expect(clickSelection(['a'], 'b', true)).toEqual(['a', 'b']);
    expect(clickSelection(['a', 'b'], 'a', true)).toEqual(['b']);
  });

  it('ignores a drag-select under 8 px on both axes', () => {
    expect(dragSelectRect({ x: 10, y: 10 }, { x: 17, y: 17 })).toBeNull();
    expect(dragSelectRect({ x: 10, y: 10 }, { x: 18, y: 11 })).toEqual({
      x: 10,
      y: 10,
      width: 8,
      height: 1,
    });
    expect(dragSelectRect({ x: 50, y: 50 }, { x: 20, y: 30 })).toEqual({
      x: 20,
      y: 30,
      width: 30,
      height: 20,
    });
  });

  it('picks the fields the rectangle touches, keeping the rest with shift', () => {
    const fields = [
      { uuid: 'in', rect: { x: 10, y: 10, width: 20, height: 20 } },
      { uuid: 'edge', rect: { x: 95, y: 95, width: 20, height: 20 } },
      { uuid: 'out', rect: { x: 200, y: 200, width: 20, height: 20 } },
    ];
    const rect = { x: 0, y: 0, width: 100, height: 100 };
    expect(rectSelection(['out'], rect, fields, false)).toEqual(['in', 'edge']);
    expect(rectSelection(['out'], rect, fields, true)).toEqual(['out', 'in', 'edge']);
  });
});
