import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DIALING_CODE,
  dialingCodeOptions,
  formatPhoneNumber,
  isDialingCode,
  normalisePhoneNumber,
  regionFor,
} from './phone-number.ts';
import { SIGNATORY_MESSAGES } from './signatory-messages.ts';

describe('normalisePhoneNumber', () => {
  it('replaces a leading 0 by the default dialing code', () => {
    expect(normalisePhoneNumber('082 555 1234', '+27')).toEqual({
      e164: '+27825551234',
      dialing_code: '+27',
    });
    expect(normalisePhoneNumber('07911 123456', '+44')).toEqual({
      e164: '+447911123456',
      dialing_code: '+44',
    });
  });

  it('keeps a number that names its country, whatever the default', () => {
    expect(normalisePhoneNumber('+27 (82) 555-1234', '+1')).toEqual({
      e164: '+27825551234',
      dialing_code: '+27',
    });
    expect(normalisePhoneNumber('0027825551234', '+1')).toEqual({
      e164: '+27825551234',
      dialing_code: '+27',
    });
  });

  it('reads a number without a trunk 0 in the default code', () => {
    expect(normalisePhoneNumber('(212) 555-0123', '+1')).toEqual({
      e164: '+12125550123',
      dialing_code: '+1',
    });
  });

  it('falls back to DEFAULT_DIALING_CODE when the given code is not one', () => {
    expect(DEFAULT_DIALING_CODE).toBe('+1');
    expect(normalisePhoneNumber('2125550123', 'abc')).toEqual({
      e164: '+12125550123',
      dialing_code: '+1',
    });
    expect(normalisePhoneNumber('2125550123')).toEqual({
      e164: '+12125550123',
      dialing_code: '+1',
    });
  });

  it.each(['', 'abc', '12', '0123', '+27 12', '082-555-12a4', '++27825551234'])(
    'refuses %j with the check message',
    (raw) => {
      expect(normalisePhoneNumber(raw, '+27')).toEqual({ error: SIGNATORY_MESSAGES.mobileInvalid });
    },
  );
});

describe('isDialingCode', () => {
  it.each([
    ['+1', true],
    ['+27', true],
    ['+358', true],
    ['27', false],
    ['+0', false],
    ['+1234', false],
  ])('%s → %s', (code, ok) => {
    expect(isDialingCode(code)).toBe(ok);
  });
});

describe('the dialing-code picker', () => {
  it('offers every country once with its code, by name', () => {
    const options = dialingCodeOptions((region) => region);
    expect(options.find((o) => o.value === 'ZA')).toEqual({
      value: 'ZA',
      label: 'ZA (+27)',
      dialing_code: '+27',
    });
    expect(new Set(options.map((o) => o.value)).size).toBe(options.length);
  });

  it("shows a number's own country, else the code's main country", () => {
    expect(regionFor('+14035550123', '+1')).toBe('CA');
    expect(regionFor(null, '+1')).toBe('US');
    expect(regionFor(null, '+27')).toBe('ZA');
    expect(regionFor(null, null)).toBeNull();
  });

  it('shows a number as people read it', () => {
    expect(formatPhoneNumber('+27825551234')).toBe('+27 82 555 1234');
    expect(formatPhoneNumber('not a number')).toBe('not a number');
  });
});
