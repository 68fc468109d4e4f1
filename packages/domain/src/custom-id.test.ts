import { describe, expect, it } from 'vitest';
import {
  customIdFromName,
  customIdPrefixFor,
  isSystemCustomId,
  isValidCustomId,
  nextCustomIdFor,
  regenerateSystemId,
  retypeCustomId,
  stripCustomId,
  uniqueCustomId,
} from './custom-id.ts';

describe('custom ids (§5)', () => {
  it('strips each forbidden character and says so', () => {
    expect(stripCustomId('<a>+b-c/d*e%f!g=h')).toEqual({ value: 'abcdefgh', stripped: true });
    expect(stripCustomId('plain_id')).toEqual({ value: 'plain_id', stripped: false });
  });

  it('validates ids for the blocking check', () => {
    expect(isValidCustomId('ok_1')).toBe(true);
    expect(isValidCustomId(null)).toBe(true);
    expect(isValidCustomId('a=b')).toBe(false);
    expect(isValidCustomId('  ')).toBe(false);
  });

  it("recognises 'qs:' system ids", () => {
    expect(isSystemCustomId('qs:signer')).toBe(true);
    expect(isSystemCustomId('signer')).toBe(false);
    expect(isSystemCustomId(null)).toBe(false);
  });

  it('adds the smallest free numeric suffix', () => {
    expect(uniqueCustomId('name', new Set())).toBe('name');
    expect(uniqueCustomId('name', new Set(['name', 'name_2']))).toBe('name_3');
    expect(uniqueCustomId('text_1', new Set(['text_1']))).toBe('text_2');
    expect(uniqueCustomId('a_b', new Set(['a_b']))).toBe('a_b_2');
  });

  it('derives per-type ids', () => {
    expect(customIdPrefixFor('signature')).toBe('signature_');
    expect(nextCustomIdFor('text', new Set(['text_1', 'text_2']))).toBe('text_3');
  });

  it('regenerates only ids derived for the old type', () => {
    const taken = new Set(['date_1']);
    expect(retypeCustomId('text_4', 'text', 'date', taken)).toBe('date_2');
    expect(retypeCustomId('text_x', 'text', 'date', taken)).toBe('text_x');
    expect(retypeCustomId('surname', 'text', 'date', taken)).toBe('surname');
    expect(retypeCustomId(null, 'text', 'check', taken)).toBe('check_1');
  });

  it("regenerates a 'qs:' id keeping its name", () => {
    const id = regenerateSystemId('qs:signer_setup:old', new Set(), () => 'new');
    expect(id).toBe('qs:signer_setup:new');
    expect(regenerateSystemId('qs:', new Set(), () => 'n')).toBe('qs:n');
    expect(regenerateSystemId('qs:a:b', new Set(['qs:a:n']), () => 'n')).toBe('qs:a:n_2');
  });

  it('derives an id from a name', () => {
    expect(customIdFromName('First name!', new Set())).toBe('First_name_');
    expect(customIdFromName('1st line', new Set())).toBe('_1st_line');
    expect(customIdFromName('a b', new Set(['a_b']))).toBe('a_b_2');
  });
});
