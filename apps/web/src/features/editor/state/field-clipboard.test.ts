import { newDataField } from '@quire/domain';
import { describe, expect, it } from 'vitest';
import { FIELD_CLIPBOARD_KEY, readFieldClipboard, writeFieldClipboard } from './field-clipboard.ts';

const memory = () => {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
  };
};

describe('field clipboard', () => {
  it('keeps copied fields with the pack and document they came from', () => {
    const storage = memory();
    const field = newDataField({ uuid: 'a', document_key: 'd1', type: 'signature', page_index: 0 });
    writeFieldClipboard({ pack_key: 'p1', document_key: 'd1', fields: [field] }, storage);
    expect(readFieldClipboard(storage)).toEqual({
      pack_key: 'p1',
      document_key: 'd1',
      fields: [field],
    });
  });

  it('reads nothing from an empty or foreign entry', () => {
    const storage = memory();
    expect(readFieldClipboard(storage)).toBeNull();
    storage.setItem(FIELD_CLIPBOARD_KEY, '{not json');
    expect(readFieldClipboard(storage)).toBeNull();
    storage.setItem(FIELD_CLIPBOARD_KEY, JSON.stringify({ fields: 'x' }));
    expect(readFieldClipboard(storage)).toBeNull();
  });

  it('uses localStorage by default, so another tab pastes what this one copied', () => {
    writeFieldClipboard({ pack_key: 'p', document_key: 'd', fields: [] });
    expect(JSON.parse(localStorage.getItem(FIELD_CLIPBOARD_KEY)!)).toMatchObject({ pack_key: 'p' });
  });
});
