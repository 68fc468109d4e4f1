import { describe, expect, it } from 'vitest';
import { cardPlace, narrowCardEdge } from './card-place.ts';

const card = { width: 340, height: 200 };
const view = { width: 1280, height: 800 };

describe('where the tour card goes', () => {
  it('below the element when it fits there', () => {
    expect(cardPlace({ top: 100, left: 100, width: 200, height: 40 }, card, view)).toEqual({
      top: 158,
      left: 100,
    });
  });

  it('above an element low on the screen, kept inside the screen sideways', () => {
    expect(cardPlace({ top: 700, left: 1200, width: 60, height: 40 }, card, view)).toEqual({
      top: 482,
      left: 928,
    });
  });

  it('beside an element too tall for either (the editor sidebar), never over it', () => {
    const sidebar = { top: 60, left: 830, width: 350, height: 740 };
    const place = cardPlace(sidebar, card, view);
    expect(place.left + card.width).toBeLessThanOrEqual(sidebar.left);
  });

  it('centred when nothing is lit', () => {
    expect(cardPlace(null, card, view)).toEqual({ top: 300, left: 470 });
  });

  it('on a phone at the bottom, or at the top when the lit element is down there', () => {
    const phone = 740;
    expect(narrowCardEdge({ top: 100, left: 16, width: 343, height: 40 }, 220, phone)).toBe(
      'bottom',
    );
    // The editor's "Fields and settings" button, fixed 16 px above the bottom.
    expect(narrowCardEdge({ top: 680, left: 16, width: 343, height: 44 }, 220, phone)).toBe('top');
    expect(narrowCardEdge(null, 220, phone)).toBe('bottom');
  });
});
