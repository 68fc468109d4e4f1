import { describe, expect, it } from 'vitest';
import {
  PRODUCT_TOURS,
  PRODUCT_TOUR_IDS,
  isProductTourId,
  tourProgressLabel,
  tourToStart,
} from './product-tour.ts';

const base = {
  screenTour: 'documents' as const,
  param: null,
  state: {},
  firstRunEnabled: true,
  blocked: false,
};

describe('tourToStart', () => {
  it('starts the screen tour on a first run', () => {
    expect(tourToStart(base)).toBe('documents');
  });

  it('does not start a tour the user completed or skipped', () => {
    expect(tourToStart({ ...base, state: { documents: 'completed' } })).toBeNull();
    expect(tourToStart({ ...base, state: { documents: 'skipped' } })).toBeNull();
    // The other screen's outcome does not count for this one.
    expect(tourToStart({ ...base, state: { editor: 'skipped' } })).toBe('documents');
  });

  it('waits for the state before deciding a first run', () => {
    expect(tourToStart({ ...base, state: null })).toBeNull();
  });

  it('leaves first runs to the instance', () => {
    expect(tourToStart({ ...base, firstRunEnabled: false })).toBeNull();
  });

  it('starts the param tour even when seen before or first runs are off', () => {
    const asked = { ...base, param: 'documents', state: { documents: 'skipped' as const } };
    expect(tourToStart({ ...asked, firstRunEnabled: false })).toBe('documents');
    expect(tourToStart({ ...asked, state: null })).toBe('documents');
  });

  it("ignores another screen's or an unknown param", () => {
    expect(tourToStart({ ...base, param: 'editor' })).toBeNull();
    expect(tourToStart({ ...base, param: 'nonsense' })).toBeNull();
  });

  it('never starts while another dialog holds the screen', () => {
    expect(tourToStart({ ...base, blocked: true })).toBeNull();
    expect(tourToStart({ ...base, param: 'documents', blocked: true })).toBeNull();
  });
});

describe('the tours', () => {
  it('every tour has steps with distinct targets', () => {
    for (const id of PRODUCT_TOUR_IDS) {
      const targets = PRODUCT_TOURS[id].steps.map((s) => s.target);
      expect(targets.length).toBeGreaterThan(1);
      expect(new Set(targets).size).toBe(targets.length);
    }
  });

  it('recognises its ids only', () => {
    expect(isProductTourId('editor')).toBe(true);
    expect(isProductTourId('Editor')).toBe(false);
    expect(isProductTourId(null)).toBe(false);
  });

  it('says where the user is', () => {
    expect(tourProgressLabel(0, 5)).toBe('Step 1 of 5');
  });
});
