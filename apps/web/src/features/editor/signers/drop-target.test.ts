import { describe, expect, it } from 'vitest';
import { dropFor, hintFor, type DropRow } from './drop-target.ts';

const rows: DropRow[] = [
  { uuid: 'alice', isGroup: false, group: null },
  { uuid: 'board', isGroup: true, group: null },
  { uuid: 'bob', isGroup: false, group: 'board' },
  { uuid: 'carol', isGroup: false, group: 'board' },
  { uuid: 'dave', isGroup: false, group: null },
];

describe('where a dragged signer lands (spec §4 reordering)', () => {
  it('is above or below the list past its first or last row', () => {
    expect(dropFor(rows, 'alice', -0.2)).toEqual({ kind: 'above_list' });
    expect(dropFor(rows, 'dave', 1.4)).toEqual({ kind: 'below_list' });
    expect(dropFor(rows, 'board', 1.4)).toEqual({ kind: 'onto', target_uuid: 'board', ratio: 1 });
    expect(dropFor(rows, null, 0.5)).toBeNull();
  });

  it('lights a group only in its middle 30–70 % band', () => {
    const at = (ratio: number) => hintFor(rows, 'dave', dropFor(rows, 'board', ratio));
    expect(at(0.3)).toEqual({ kind: 'into_group', uuid: 'board' });
    expect(at(0.7)).toEqual({ kind: 'into_group', uuid: 'board' });
    expect(at(0.29)).toEqual({ kind: 'line', uuid: 'board', edge: 'top' });
    expect(at(0.71)).toEqual({ kind: 'line', uuid: 'board', edge: 'bottom' });
  });

  it('never puts a group into a group', () => {
    const groups: DropRow[] = [...rows, { uuid: 'witnesses', isGroup: true, group: null }];
    expect(hintFor(groups, 'witnesses', dropFor(groups, 'board', 0.5))).toEqual({
      kind: 'line',
      uuid: 'board',
      edge: 'bottom',
    });
  });

  it('shows a drop on a member before or after the whole group', () => {
    expect(hintFor(rows, 'alice', dropFor(rows, 'bob', 0.2))).toEqual({
      kind: 'line',
      uuid: 'board',
      edge: 'top',
    });
    expect(hintFor(rows, 'alice', dropFor(rows, 'bob', 0.8))).toEqual({
      kind: 'line',
      uuid: 'carol',
      edge: 'bottom',
    });
  });
});
