import { describe, expect, it } from 'vitest';
import {
  normaliseRecoveryCode,
  parseTwoFactorOptions,
  pinSchema,
  twoStepSetupRequired,
} from './two-step.ts';

describe('two-step rules', () => {
  it('accepts a PIN of 4 to 12 digits with the spec message otherwise', () => {
    expect(pinSchema.safeParse('1234').success).toBe(true);
    for (const bad of ['123', '12a4', ''])
      expect(pinSchema.safeParse(bad).error?.issues[0]?.message).toBe(
        'Pin must be at least 4 digits',
      );
    expect(pinSchema.safeParse('1'.repeat(13)).success).toBe(false);
  });

  it('reads TWO_FACTOR_OPTIONS and refuses unknown names', () => {
    expect(parseTwoFactorOptions(' pin , time_one_time_pin,pin')).toEqual([
      'pin',
      'time_one_time_pin',
    ]);
    expect(parseTwoFactorOptions('pin,fax')).toBeNull();
    expect(parseTwoFactorOptions(' , ')).toBeNull();
  });

  it('forces setup only when mandatory and the user has neither a method nor a passkey', () => {
    const off = { use_two_factor_authentication: false, two_factor_pin_method: null };
    const on = { use_two_factor_authentication: true, two_factor_pin_method: 'pin' };
    expect(twoStepSetupRequired({ is_mandatory: true }, off, false)).toBe(true);
    expect(twoStepSetupRequired({ is_mandatory: true }, off, true)).toBe(false);
    expect(twoStepSetupRequired({ is_mandatory: true }, on, false)).toBe(false);
    expect(twoStepSetupRequired({ is_mandatory: false }, off, false)).toBe(false);
  });

  it('reads recovery codes without case, spaces or dashes', () => {
    expect(normaliseRecoveryCode(' AB3DE-fg hjk ')).toBe('ab3defghjk');
  });
});
