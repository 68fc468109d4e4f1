import { describe, expect, it } from 'vitest';
import { newDataField, type DataField } from './data-field.ts';
import { canPaste, cloneFields, pasteFields } from './field-paste.ts';

const page = { rotation: 0 as const, page_width: 600, page_height: 800 };
const field = (over: Partial<DataField> = {}): DataField =>
  newDataField({
    uuid: 'f1',
    document_key: 'd1',
    type: 'text',
    page_index: 0,
    x: 10,
    y: 10,
    ...over,
  });
const uuids = () => {
  let n = 0;
  return () => `u${++n}`;
};

describe('pasting fields (§5)', () => {
  it('drops signature, initial, image and file data only when the pack differs', () => {
    const fields = (['signature', 'initial', 'image', 'file', 'text'] as const).map((type, i) =>
      field({ uuid: `f${i}`, type, data: 'd', file_key: 'k', filename: 'n', custom_id: `c${i}` }),
    );
    const clip = { pack_key: 'p1', document_key: 'd1', fields };
    const other = pasteFields(
      clip,
      { pack_key: 'p2', document_key: 'x', pages: [page], existing: [] },
      { newUuid: uuids() },
    );
    expect(other.fields.map((f) => f.data)).toEqual([null, null, null, null, 'd']);
    expect(other.fields[3]).toMatchObject({ file_key: null, filename: null });
    const same = pasteFields(
      clip,
      { pack_key: 'p1', document_key: 'd2', pages: [page], existing: [] },
      { newUuid: uuids() },
    );
    expect(same.fields.every((f) => f.data === 'd')).toBe(true);
  });

  it("gives new uuids, regenerates 'qs:' ids and makes other ids unique", () => {
    const clip = {
      pack_key: 'p',
      document_key: 'd1',
      fields: [field({ custom_id: 'qs:setup:1' }), field({ uuid: 'f2', custom_id: 'name' })],
    };
    const existing = [field({ uuid: 'e', custom_id: 'name' })];
    const { fields, message } = pasteFields(
      clip,
      { pack_key: 'p', document_key: 'd2', pages: [page], existing },
      { newUuid: uuids() },
    );
    expect(fields.map((f) => f.uuid)).toEqual(['u1', 'u3']);
    expect(fields.map((f) => f.custom_id)).toEqual(['qs:setup:u2', 'name_2']);
    expect(fields.every((f) => f.document_key === 'd2')).toBe(true);
    expect(message).toBe('Pasted 2 field(s)');
  });

  it('offsets by 25 on the same document, not on another, and clamps', () => {
    const clip = { pack_key: 'p', document_key: 'd1', fields: [field({ x: 590 })] };
    const same = pasteFields(clip, {
      pack_key: 'p',
      document_key: 'd1',
      pages: [page],
      existing: [],
    });
    expect(same.fields[0]).toMatchObject({ x: 450, y: 35 });
    const other = pasteFields(clip, {
      pack_key: 'p',
      document_key: 'd2',
      pages: [page],
      existing: [],
    });
    expect(other.fields[0]).toMatchObject({ x: 450, y: 10 });
  });

  it('pastes onto the chosen page, or the last one when the document is shorter', () => {
    const clip = { pack_key: 'p', document_key: 'd1', fields: [field({ page_index: 4 })] };
    expect(
      pasteFields(clip, { pack_key: 'p', document_key: 'd2', pages: [page, page], existing: [] })
        .fields[0]!.page_index,
    ).toBe(1);
    expect(
      pasteFields(clip, {
        pack_key: 'p',
        document_key: 'd2',
        pages: [page, page],
        page_index: 0,
        existing: [],
      }).fields[0]!.page_index,
    ).toBe(0);
    expect(
      pasteFields(clip, { pack_key: 'p', document_key: 'd2', pages: [], existing: [] }).fields,
    ).toEqual([]);
  });

  it('unassigns fields of signers the target pack does not have', () => {
    const clip = {
      pack_key: 'p1',
      document_key: 'd1',
      fields: [field({ signatory_uuid: 's1' }), field({ uuid: 'f2', signatory_uuid: 'self' })],
    };
    const { fields } = pasteFields(clip, {
      pack_key: 'p2',
      document_key: 'x',
      pages: [page],
      existing: [],
      signatory_uuids: new Set(['s9']),
    });
    expect(fields.map((f) => f.signatory_uuid)).toEqual([null, 'self']);
  });

  it('clones with ctrl d on each field’s own document', () => {
    const a = field({ custom_id: 'a' });
    const b = field({ uuid: 'f2', document_key: 'd2', custom_id: 'a_2' });
    const clones = cloneFields(
      [a, b],
      { pack_key: 'p', pagesOf: () => [page], existing: [a, b] },
      uuids(),
    );
    expect(clones.map((c) => [c.document_key, c.custom_id, c.x])).toEqual([
      ['d1', 'a_3', 35],
      ['d2', 'a_4', 35],
    ]);
  });

  it('is blocked while typing, while locked, and outside setup without multi-edit', () => {
    const ok = {
      typing: false,
      status: 'setup' as const,
      is_multi_edit: false,
      data_fields_locked: false,
    };
    expect(canPaste(ok)).toBe(true);
    expect(canPaste({ ...ok, typing: true })).toBe(false);
    expect(canPaste({ ...ok, data_fields_locked: true })).toBe(false);
    expect(canPaste({ ...ok, status: 'awaiting_signatures' })).toBe(false);
    expect(canPaste({ ...ok, status: 'awaiting_signatures', is_multi_edit: true })).toBe(true);
  });
});
