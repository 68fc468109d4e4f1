import { describe, expect, it } from 'vitest';
import { dropSignatory, isInGroupBand, type ReorderListEntry } from './signatory-reorder.ts';

// a, [G: b, c], d
const list: ReorderListEntry[] = [
  { uuid: 'a', signer_group_uuid: null },
  { uuid: 'G', is_signer_group: true, signer_group_uuid: null },
  { uuid: 'b', signer_group_uuid: 'G' },
  { uuid: 'c', signer_group_uuid: 'G' },
  { uuid: 'd', signer_group_uuid: null },
];

const shape = (result: ReturnType<typeof dropSignatory>) =>
  result?.map((e) => (e.signer_group_uuid ? `${e.uuid}∈${e.signer_group_uuid}` : e.uuid));

describe('dropSignatory (§4)', () => {
  it('treats 30–70 % of a group row as its middle band', () => {
    expect([0.29, 0.3, 0.5, 0.7, 0.71].map(isInGroupBand)).toEqual([
      false,
      true,
      true,
      true,
      false,
    ]);
  });

  it("puts a signer dropped on a group's middle band last in that group", () => {
    const result = dropSignatory(list, 'a', { kind: 'onto', target_uuid: 'G', ratio: 0.5 });
    expect(shape(result)).toEqual(['G', 'b∈G', 'c∈G', 'a∈G', 'd']);
    expect(result?.map((e) => e.position)).toEqual([0, 1, 2, 3, 4]);
    expect(shape(dropSignatory(list, 'd', { kind: 'onto', target_uuid: 'G', ratio: 0.3 }))).toEqual(
      ['a', 'G', 'b∈G', 'c∈G', 'd∈G'],
    );
  });

  it('puts a signer dropped on the edges of a group row before or after the group', () => {
    expect(shape(dropSignatory(list, 'd', { kind: 'onto', target_uuid: 'G', ratio: 0.2 }))).toEqual(
      ['a', 'd', 'G', 'b∈G', 'c∈G'],
    );
    expect(shape(dropSignatory(list, 'a', { kind: 'onto', target_uuid: 'G', ratio: 0.8 }))).toEqual(
      ['G', 'b∈G', 'c∈G', 'a', 'd'],
    );
  });

  it('ungroups a member dropped elsewhere and reorders it', () => {
    expect(shape(dropSignatory(list, 'b', { kind: 'onto', target_uuid: 'a', ratio: 0.2 }))).toEqual(
      ['b', 'a', 'G', 'c∈G', 'd'],
    );
    expect(shape(dropSignatory(list, 'c', { kind: 'onto', target_uuid: 'd', ratio: 0.9 }))).toEqual(
      ['a', 'G', 'b∈G', 'd', 'c'],
    );
  });

  it('lands a signer dropped on a member before or after the whole group', () => {
    expect(shape(dropSignatory(list, 'd', { kind: 'onto', target_uuid: 'b', ratio: 0.1 }))).toEqual(
      ['a', 'd', 'G', 'b∈G', 'c∈G'],
    );
    expect(shape(dropSignatory(list, 'a', { kind: 'onto', target_uuid: 'b', ratio: 0.9 }))).toEqual(
      ['G', 'b∈G', 'c∈G', 'a', 'd'],
    );
    expect(shape(dropSignatory(list, 'c', { kind: 'onto', target_uuid: 'b', ratio: 0.5 }))).toEqual(
      ['a', 'G', 'b∈G', 'c', 'd'],
    );
  });

  it('puts a signer dropped above or below the list first or last, ungrouped', () => {
    expect(shape(dropSignatory(list, 'c', { kind: 'above_list' }))).toEqual([
      'c',
      'a',
      'G',
      'b∈G',
      'd',
    ]);
    expect(shape(dropSignatory(list, 'b', { kind: 'below_list' }))).toEqual([
      'a',
      'G',
      'c∈G',
      'd',
      'b',
    ]);
  });

  it('moves a group with its members and never nests it', () => {
    expect(shape(dropSignatory(list, 'G', { kind: 'below_list' }))).toEqual([
      'a',
      'd',
      'G',
      'b∈G',
      'c∈G',
    ]);
    const two: ReorderListEntry[] = [
      ...list,
      { uuid: 'H', is_signer_group: true, signer_group_uuid: null },
    ];
    expect(shape(dropSignatory(two, 'H', { kind: 'onto', target_uuid: 'G', ratio: 0.5 }))).toEqual([
      'a',
      'G',
      'b∈G',
      'c∈G',
      'H',
      'd',
    ]);
  });

  it('treats members of a group that is not on the list as ungrouped', () => {
    const orphan: ReorderListEntry[] = [
      { uuid: 'x', signer_group_uuid: 'gone' },
      { uuid: 'y', signer_group_uuid: null },
    ];
    expect(dropSignatory(orphan, 'y', { kind: 'above_list' })).toEqual([
      { uuid: 'y', position: 0, signer_group_uuid: null },
      { uuid: 'x', position: 1, signer_group_uuid: null },
    ]);
  });

  it('answers null for an unknown row or a drop on itself', () => {
    expect(dropSignatory(list, 'zz', { kind: 'above_list' })).toBeNull();
    expect(dropSignatory(list, 'a', { kind: 'onto', target_uuid: 'zz', ratio: 0.5 })).toBeNull();
    expect(dropSignatory(list, 'a', { kind: 'onto', target_uuid: 'a', ratio: 0.5 })).toBeNull();
  });
});
