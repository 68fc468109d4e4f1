import { describe, expect, it } from 'vitest';
import { isGroupNameTaken, nextGroupName, validateGroupName } from './signer-group-rules.ts';

const groups = [
  { uuid: 'g1', name: 'Signer group 1' },
  { uuid: 'g2', name: 'Directors' },
];

describe('signer group names (§5)', () => {
  it('finds a taken name whatever its case and spaces, except on the group itself', () => {
    expect(isGroupNameTaken(' directors ', groups)).toBe(true);
    expect(isGroupNameTaken('Directors', groups, 'g2')).toBe(false);
    expect(isGroupNameTaken('Witnesses', groups)).toBe(false);
  });

  it("refuses a duplicate with 'Group names must be unique'", () => {
    expect(validateGroupName('DIRECTORS', groups, 'g1')).toEqual({
      ok: false,
      message: 'Group names must be unique',
    });
    expect(validateGroupName('Directors ', groups, 'g2')).toEqual({ ok: true, name: 'Directors' });
  });

  it('refuses an empty or overlong name', () => {
    expect(validateGroupName('  ', groups)).toEqual({
      ok: false,
      message: 'A name for the signer group is required.',
    });
    expect(validateGroupName('x'.repeat(101), groups).ok).toBe(false);
  });

  it("names a new group 'Signer group {n}' after the groups there are", () => {
    expect(nextGroupName([])).toBe('Signer group 1');
    expect(nextGroupName(groups)).toBe('Signer group 3');
    expect(nextGroupName([{ uuid: 'g', name: 'Signer group 2' }])).toBe('Signer group 3');
  });
});
