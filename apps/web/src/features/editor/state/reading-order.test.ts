import { describe, expect, it } from 'vitest';
import { focusAfterRemoval, readingOrder } from './reading-order.ts';

const upright = { rotation: 0 as const, page_width: 600, page_height: 800 };
const box = (id: string, x: number, y: number, height = 20) => ({ id, x, y, width: 50, height });

describe('readingOrder', () => {
  it('goes down the page, and left to right along a line', () => {
    const fields = [box('c', 10, 300), box('b', 300, 102), box('a', 20, 100), box('d', 5, 500)];
    expect(readingOrder(fields, upright).map((f) => f.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('reads a turned page as it is shown', () => {
    const turned = { rotation: 90 as const, page_width: 600, page_height: 800 };
    // Stored x runs down the page once it is turned a quarter clockwise.
    const fields = [box('lower', 400, 100), box('upper', 50, 100)];
    expect(readingOrder(fields, turned).map((f) => f.id)).toEqual(['upper', 'lower']);
  });
});

describe('focusAfterRemoval', () => {
  it('moves to the next field still there, else the one before, else none', () => {
    const order = ['a', 'b', 'c', 'd'];
    expect(focusAfterRemoval(order, 'b', new Set(['a', 'd']))).toBe('d');
    expect(focusAfterRemoval(order, 'd', new Set(['a', 'b']))).toBe('b');
    expect(focusAfterRemoval(order, 'a', new Set())).toBeNull();
  });
});
