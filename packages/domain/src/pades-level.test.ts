import { describe, expect, it } from 'vitest';
import {
  defaultPadesLevel,
  isPadesLevel,
  padesAtLeast,
  padesLevelProblem,
  padesShortfallReason,
  sealLevelNote,
} from './pades-level.ts';

describe('PAdES levels', () => {
  it('orders the levels and recognises only their names', () => {
    expect(padesAtLeast('B-LTA', 'B-LT')).toBe(true);
    expect(padesAtLeast('B-T', 'B-LT')).toBe(false);
    expect(padesAtLeast('B-B', 'B-B')).toBe(true);
    expect(isPadesLevel('B-LT')).toBe(true);
    expect(isPadesLevel('b-lt')).toBe(false);
    expect(isPadesLevel('LTV')).toBe(false);
  });

  it('defaults to B-T with a time-stamping authority and B-B without', () => {
    expect(defaultPadesLevel(true)).toBe('B-T');
    expect(defaultPadesLevel(false)).toBe('B-B');
  });

  it('asks for TSA_URL above B-B and refuses it at B-B', () => {
    expect(padesLevelProblem('B-LTA', false)).toMatch(/set TSA_URL/);
    expect(padesLevelProblem('B-T', false)).toMatch(/set TSA_URL/);
    expect(padesLevelProblem('B-B', true)).toMatch(/unset TSA_URL/);
    expect(padesLevelProblem('B-LT', true)).toBeNull();
    expect(padesLevelProblem('B-B', false)).toBeNull();
  });

  it('says which level was kept and why', () => {
    expect(padesShortfallReason('B-LTA', 'B-T', 'the OCSP responder did not answer')).toBe(
      'The seal was kept at PAdES B-T instead of B-LTA: the OCSP responder did not answer',
    );
  });

  it('notes a final’s level under its seal record, and why it was kept lower', () => {
    expect(sealLevelNote({ event: 'sealed', details: { pades_level: 'B-LTA' } })).toBe(
      'PAdES B-LTA',
    );
    expect(sealLevelNote({ event: 'sealed', details: {} })).toBeNull();
    expect(sealLevelNote({ event: 'sealed', details: { pades_level: 'LTV' } })).toBeNull();
    expect(
      sealLevelNote({ event: 'seal_level_reduced', details: { reason: 'The seal was kept…' } }),
    ).toBe('The seal was kept…');
    expect(sealLevelNote({ event: 'signed', details: { reason: 'x' } })).toBeNull();
  });
});
