import { newDataField, type DataField, type DataFieldPatch } from '@quire/domain';
import { describe, expect, it, vi } from 'vitest';
import { EditorStore } from './editor-store.ts';

const field = (uuid: string, x = 10): DataField =>
  newDataField({ uuid, document_key: 'doc', type: 'text', page_index: 0, x, y: 10 });

const make = (fields: DataField[] = [], now = () => 0) => {
  const save = vi.fn();
  const store = new EditorStore({
    fields,
    undoDepth: 3,
    save,
    applyPatch: (f: DataField, p: DataFieldPatch) => ({ ...f, ...p }) as DataField,
    now,
  });
  return { store, save };
};

describe('EditorStore', () => {
  it('keeps a page slice stable when another page changes', () => {
    const other = { ...field('b'), page_index: 1 };
    const { store } = make([field('a'), other]);
    const page0 = store.fieldsOnPage('doc', 0);
    store.change([{ uuid: 'b', patch: { x: 50 } }]);
    expect(store.fieldsOnPage('doc', 0)).toBe(page0);
    expect(store.fieldsOnPage('doc', 1)[0]?.x).toBe(50);
  });

  it('saves only the changed properties and undoes/redoes them', () => {
    const { store, save } = make([field('a')]);
    store.change([{ uuid: 'a', patch: { x: 40, y: 10 } }]);
    expect(save).toHaveBeenLastCalledWith({ uuid: 'a', x: 40 });
    expect(store.undo()).toBe(true);
    expect(store.field('a')?.x).toBe(10);
    expect(save).toHaveBeenLastCalledWith({ uuid: 'a', x: 10 });
    expect(store.redo()).toBe(true);
    expect(store.field('a')?.x).toBe(40);
  });

  it('restores a deleted field whole on undo', () => {
    const { store, save } = make([field('a')]);
    store.select(['a']);
    store.remove(['a']);
    expect(store.field('a')).toBeUndefined();
    expect(store.selection).toEqual([]);
    expect(save).toHaveBeenLastCalledWith({ uuid: 'a', removed: true });
    store.undo();
    expect(store.field('a')?.x).toBe(10);
    expect(save).toHaveBeenLastCalledWith(
      expect.objectContaining({ uuid: 'a', removed: false, type: 'text', document_key: 'doc' }),
    );
  });

  it('removes a placed field on undo', () => {
    const { store } = make();
    store.add([field('n')]);
    expect(store.selection).toEqual(['n']);
    store.undo();
    expect(store.field('n')).toBeUndefined();
  });

  it('folds a burst of batched changes into one step', () => {
    let t = 0;
    const { store } = make([field('a')], () => t);
    const batch = { key: 'arrows', windowMs: 250 };
    for (let i = 1; i <= 5; i += 1) {
      t += 100;
      store.change([{ uuid: 'a', patch: { x: 10 + i } }], { batch });
    }
    t += 400;
    store.change([{ uuid: 'a', patch: { x: 30 } }], { batch });
    store.undo();
    expect(store.field('a')?.x).toBe(15);
    store.undo();
    expect(store.field('a')?.x).toBe(10);
    expect(store.canUndo).toBe(false);
  });

  it('keeps at most undoDepth steps and clears the stack on request', () => {
    const { store } = make([field('a')]);
    for (let i = 1; i <= 5; i += 1) store.change([{ uuid: 'a', patch: { x: i } }]);
    store.undo();
    expect(store.clearHistory()).toBe(3);
    expect(store.canUndo || store.canRedo).toBe(false);
  });

  it('refuses what field locking forbids, and says why', () => {
    const onRefused = vi.fn();
    const save = vi.fn();
    const store = new EditorStore({
      fields: [field('a')],
      undoDepth: 3,
      save,
      applyPatch: (f, p) => ({ ...f, ...p }) as DataField,
      refusal: (patch) => (patch.x !== undefined || patch.removed ? 'locked' : null),
      onRefused,
    });
    store.change([{ uuid: 'a', patch: { x: 99 } }]);
    store.remove(['a']);
    expect(onRefused).toHaveBeenCalledTimes(2);
    expect(store.field('a')?.x).toBe(10);
    store.change([{ uuid: 'a', patch: { description: 'ok' } }]);
    expect(save).toHaveBeenCalledTimes(1);
    expect(store.field('a')?.description).toBe('ok');
  });

  it('writes nothing when read-only', () => {
    const store = new EditorStore({
      fields: [field('a')],
      undoDepth: 3,
      save: null,
      applyPatch: (f) => f,
    });
    store.change([{ uuid: 'a', patch: { x: 99 } }]);
    store.remove(['a']);
    expect(store.field('a')?.x).toBe(10);
  });

  it('takes remote changes except for fields with unsaved local edits', () => {
    const { store } = make([field('a'), field('b')]);
    store.mergeRemote(
      [
        { ...field('a'), x: 77 },
        { ...field('b'), removed: true },
        { ...field('c'), x: 5 },
      ],
      (uuid) => uuid === 'a',
    );
    expect(store.field('a')?.x).toBe(10);
    expect(store.field('b')).toBeUndefined();
    expect(store.field('c')?.x).toBe(5);
  });
});
