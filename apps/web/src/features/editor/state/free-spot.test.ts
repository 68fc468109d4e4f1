import { newDataField, type DataField } from '@quire/domain';
import { describe, expect, it } from 'vitest';
import { FREE_SPOT_MARGIN, placeInFreeSpot } from './free-spot.ts';

const page = { rotation: 0 as const, page_width: 600, page_height: 800 };

const at = (uuid: string, x: number, y: number, width = 150, height = 50): DataField => ({
  ...newDataField({ uuid, document_key: 'd', type: 'signature', page_index: 0 }),
  x,
  y,
  width,
  height,
});

const request = (existing: DataField[], extra: { visibleTop?: number } = {}) => ({
  type: 'signature' as const,
  document_key: 'd',
  page_index: 0,
  page,
  signatory_uuid: 's1',
  existing,
  uuid: 'new',
  ...extra,
});

const overlaps = (a: DataField, b: DataField) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('placeInFreeSpot', () => {
  it('puts the field at the top left of an empty page, inside the margin', () => {
    expect(placeInFreeSpot(request([]))).toMatchObject({
      x: FREE_SPOT_MARGIN,
      y: FREE_SPOT_MARGIN,
      width: 150,
      height: 50,
      signatory_uuid: 's1',
      custom_id: 'signature_1',
    });
  });

  it('starts where the visible part of the page starts', () => {
    const placed = placeInFreeSpot(request([], { visibleTop: 400 })) as DataField;
    expect(placed.y).toBeGreaterThanOrEqual(400);
    expect(placed.y).toBeLessThan(430);
  });

  it('goes around the fields already there, keeping clear of them', () => {
    const existing = [at('a', 0, 0, 600, 100), at('b', 0, 100, 300, 50)];
    const placed = placeInFreeSpot(request(existing)) as DataField;
    expect(existing.some((f) => overlaps(f, placed))).toBe(false);
    expect(placed.x).toBeGreaterThanOrEqual(300 + FREE_SPOT_MARGIN);
    expect(placed.y).toBeLessThan(150);
  });

  it('wraps to the top of the page when the rest below the visible part is full', () => {
    const placed = placeInFreeSpot(
      request([at('below', 0, 300, 600, 500)], { visibleTop: 500 }),
    ) as DataField;
    expect(placed.y).toBe(FREE_SPOT_MARGIN);
  });

  it("says 'fields overlap, not adding' when the page has no room", () => {
    expect(placeInFreeSpot(request([at('all', 0, 0, 600, 800)]))).toEqual({
      refused: 'fields overlap, not adding',
    });
  });

  it('uses the page as shown on a turned page', () => {
    const turned = { rotation: 90 as const, page_width: 600, page_height: 800 };
    const placed = placeInFreeSpot({ ...request([]), page: turned }) as DataField;
    // Stored unrotated: a 150 × 50 box as shown is 50 × 150 on the page itself.
    expect(placed).toMatchObject({ width: 50, height: 150 });
  });
});
