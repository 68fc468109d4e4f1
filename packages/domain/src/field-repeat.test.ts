import { describe, expect, it } from 'vitest';
import { newDataField, type DataField } from './data-field.ts';
import {
  canRepeatAcrossDocuments,
  repeatFieldsAcrossDocuments,
  repeatFieldsAcrossPages,
} from './field-repeat.ts';

const big = { rotation: 0 as const, page_width: 600, page_height: 800 };
const small = { rotation: 0 as const, page_width: 300, page_height: 400 };
const field = (over: Partial<DataField> = {}): DataField =>
  newDataField({
    uuid: 'f1',
    document_key: 'd1',
    type: 'text',
    page_index: 0,
    x: 100,
    y: 100,
    custom_id: 'name',
    ...over,
  });
const uuids = () => {
  let n = 0;
  return () => `u${++n}`;
};

describe('field repeat (§5)', () => {
  it('is offered for more than one child document', () => {
    expect(canRepeatAcrossDocuments(1)).toBe(false);
    expect(canRepeatAcrossDocuments(2)).toBe(true);
  });

  it('repeats on every other page with unique ids', () => {
    const f = field();
    const r = repeatFieldsAcrossPages(
      [f],
      { document_key: 'd1', pages: [big, big, big] },
      [f],
      uuids(),
    );
    expect(r.fields.map((c) => [c.page_index, c.custom_id, c.uuid])).toEqual([
      [1, 'name_2', 'u1'],
      [2, 'name_3', 'u2'],
    ]);
    expect(r.warnings).toEqual([]);
  });

  it('skips pages where the copy would overlap, with a warning', () => {
    const f = field();
    const blocker = field({ uuid: 'b', page_index: 1, x: 120, y: 105, custom_id: 'b' });
    const r = repeatFieldsAcrossPages(
      [f],
      { document_key: 'd1', pages: [big, big, big] },
      [f, blocker],
      uuids(),
    );
    expect(r.fields.map((c) => c.page_index)).toEqual([2]);
    expect(r.warnings).toEqual(['Skipped 1 field(s) that would overlap existing fields.']);
  });

  it('repositions copies that fall off a smaller page, with a warning', () => {
    const f = field({ x: 500 });
    const r = repeatFieldsAcrossPages(
      [f],
      { document_key: 'd1', pages: [big, small] },
      [f],
      uuids(),
    );
    expect(r.fields[0]).toMatchObject({ page_index: 1, x: 150 });
    expect(r.warnings).toEqual(['Fields that were off the page have been moved onto it.']);
  });

  it('repeats on the same page of other documents, skipping those without the page', () => {
    const f = field({ page_index: 1 });
    const docs = [
      { document_key: 'd1', document_name: 'One', pages: [big, big] },
      { document_key: 'd2', document_name: 'Two', pages: [big, big] },
      { document_key: 'd3', document_name: 'Three', pages: [big] },
    ];
    const r = repeatFieldsAcrossDocuments([f], docs, [f], uuids());
    expect(r.fields.map((c) => [c.document_key, c.page_index])).toEqual([['d2', 1]]);
    expect(r.warnings).toEqual(['Skipped documents without a matching page: Three.']);
  });

  it('skips overlapping copies in other documents, also between the copies themselves', () => {
    const a = field();
    const b = field({ uuid: 'f2', x: 110, custom_id: 'other' });
    const docs = [
      { document_key: 'd1', document_name: 'One', pages: [big] },
      { document_key: 'd2', document_name: 'Two', pages: [big] },
    ];
    const r = repeatFieldsAcrossDocuments([a, b], docs, [a, b], uuids());
    expect(r.fields).toHaveLength(1);
    expect(r.warnings).toEqual(['Skipped 1 field(s) that would overlap existing fields.']);
  });
});
