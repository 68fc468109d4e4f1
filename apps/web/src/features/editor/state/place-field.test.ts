import { newDataField } from '@quire/domain';
import { describe, expect, it } from 'vitest';
import { placeField } from './place-field.ts';

const page = { rotation: 0 as const, page_width: 600, page_height: 800 };

describe('placeField', () => {
  it('centres the field on the point, clamps it in the page and names it', () => {
    const placed = placeField({
      type: 'signature',
      document_key: 'd',
      page_index: 0,
      page,
      at: { x: 590, y: 10 },
      signatory_uuid: 's1',
      existing: [],
      uuid: 'u',
    });
    expect(placed).toMatchObject({ x: 450, y: 0, width: 150, height: 50, signatory_uuid: 's1' });
    expect(placed).toMatchObject({ custom_id: 'signature_1' });
  });

  it('refuses a field that overlaps another by more than 8 points', () => {
    const existing = [
      {
        ...newDataField({ uuid: 'a', document_key: 'd', type: 'text', page_index: 0 }),
        x: 100,
        y: 100,
      },
    ];
    const at = (x: number) =>
      placeField({
        type: 'text',
        document_key: 'd',
        page_index: 0,
        page,
        at: { x, y: 110 },
        signatory_uuid: null,
        existing,
        uuid: 'n',
      });
    expect(at(175)).toEqual({ refused: 'fields overlap, not adding' });
    // 5 points of overlap is within the tolerance.
    expect(at(320)).not.toHaveProperty('refused');
  });

  it('keeps block fields unassigned', () => {
    const placed = placeField({
      type: 'block',
      document_key: 'd',
      page_index: 0,
      page,
      at: { x: 300, y: 300 },
      signatory_uuid: 's1',
      existing: [],
      uuid: 'b',
    });
    expect(placed).toMatchObject({ signatory_uuid: null });
  });

  it('gives a checkbox a group of its own, the next free one of the pack', () => {
    const existing = [
      {
        ...newDataField({ uuid: 'a', document_key: 'd', type: 'check', page_index: 0 }),
        checkbox_group: 'Checkbox 1',
      },
    ];
    const place = (type: 'check' | 'text') =>
      placeField({
        type,
        document_key: 'd',
        page_index: 0,
        page,
        at: { x: 300, y: 300 },
        signatory_uuid: 's1',
        existing,
        uuid: 'n',
      });
    expect(place('check')).toMatchObject({ checkbox_group: 'Checkbox 2' });
    expect(place('text')).toMatchObject({ checkbox_group: null });
  });
});
