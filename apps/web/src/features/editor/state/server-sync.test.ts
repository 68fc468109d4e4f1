import { newDataField, type DataField } from '@quire/domain';
import { describe, expect, it } from 'vitest';
import { FieldIndex } from './field-index.ts';
import { acknowledgeSaved, mergeRemoteFields } from './server-sync.ts';

const field = (x: number, date_updated: string): DataField => ({
  ...newDataField({ uuid: 'f', document_key: 'doc', type: 'text', page_index: 0, x, y: 10 }),
  date_updated,
});

describe('merging a poll of the fields', () => {
  it('takes another editor’s newer copy of a field', () => {
    const index = new FieldIndex([field(10, '2026-11-25T10:00:00.000Z')]);
    mergeRemoteFields(index, [field(40, '2026-11-25T10:00:05.000Z')], () => false);
    expect(index.get('f')?.x).toBe(40);
  });

  it('keeps a value saved after the poll was read, when the poll answers late', () => {
    const index = new FieldIndex([field(13, '2026-11-25T10:00:01.000Z')]);
    // Our save of 14 is acknowledged first…
    index.set({ ...index.get('f')!, x: 14 });
    acknowledgeSaved(index, [
      { uuid: 'f', custom_id: null, date_updated: '2026-11-25T10:00:02.000Z' },
    ]);
    // …then a poll that read the field before it answers with 13.
    mergeRemoteFields(index, [field(13, '2026-11-25T10:00:01.000Z')], () => false);
    expect(index.get('f')?.x).toBe(14);
  });

  it('keeps a field whose edit still waits to be saved', () => {
    const index = new FieldIndex([field(20, '2026-11-25T10:00:01.000Z')]);
    mergeRemoteFields(index, [field(99, '2026-11-25T10:00:09.000Z')], () => true);
    expect(index.get('f')?.x).toBe(20);
  });
});
