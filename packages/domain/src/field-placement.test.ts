import { describe, expect, it } from 'vitest';
import { newDataField, type DataField } from './data-field.ts';
import { overlappingFields, placeNewField } from './field-placement.ts';

const page = { rotation: 0 as const, page_width: 600, page_height: 800 };
const field = (over: Partial<DataField> = {}): DataField =>
  newDataField({
    uuid: 'f',
    document_key: 'd1',
    type: 'text',
    page_index: 0,
    x: 100,
    y: 100,
    ...over,
  });

describe('placing a new field (§5)', () => {
  const existing = [field({ uuid: 'e' })];

  it("refuses an overlap with 'fields overlap, not adding'", () => {
    expect(placeNewField(field({ uuid: 'n', x: 120, y: 105 }), existing, page)).toEqual({
      ok: false,
      message: 'fields overlap, not adding',
    });
  });

  it('allows an overlap within the 8 point tolerance, other pages and removed fields', () => {
    expect(placeNewField(field({ uuid: 'n', x: 244 }), existing, page).ok).toBe(true);
    expect(placeNewField(field({ uuid: 'n', page_index: 1 }), existing, page).ok).toBe(true);
    expect(placeNewField(field({ uuid: 'n', document_key: 'd2' }), existing, page).ok).toBe(true);
    expect(
      placeNewField(field({ uuid: 'n' }), [field({ uuid: 'e', removed: true })], page).ok,
    ).toBe(true);
  });

  it('clamps the new field into the page', () => {
    const r = placeNewField(field({ uuid: 'n', x: 590, y: 790 }), [], page);
    expect(r).toEqual({ ok: true, field: expect.objectContaining({ x: 450, y: 780 }) });
  });

  it('lists the overlapping fields', () => {
    const a = field({ uuid: 'a' });
    const b = field({ uuid: 'b', x: 400 });
    expect(overlappingFields({ x: 90, y: 90, width: 50, height: 50 }, a, [a, b], 0)).toEqual([a]);
  });
});
