import { describe, expect, it } from 'vitest';
import {
  MAX_FAILED_ATTEMPTS,
  RESEND_AFTER_MS,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_MESSAGES as M,
  VERIFICATION_CODE_MIN_LENGTH,
  VERIFICATION_CODE_TTL_MS,
  checkCode,
  codeCheckMessage,
  maskDestination,
  newVerificationCode,
  resendWaitMs,
  verificationCodeExpiry,
  verificationRouteFor,
} from './verification-code.ts';

const now = new Date('2026-11-21T10:00:00Z');
const fresh = {
  failed_attempts: 0,
  expires_at: verificationCodeExpiry(now),
  verified_at: null,
  locked_at: null,
};

describe('verification codes', () => {
  it('are 6 uniform digits (at least the 4 of §5), live 10 minutes, resend after 15 s', () => {
    expect(VERIFICATION_CODE_LENGTH).toBe(6);
    expect(VERIFICATION_CODE_LENGTH).toBeGreaterThanOrEqual(VERIFICATION_CODE_MIN_LENGTH);
    expect(VERIFICATION_CODE_TTL_MS).toBe(600_000);
    expect(MAX_FAILED_ATTEMPTS).toBe(5);
    expect(RESEND_AFTER_MS).toBe(15_000);
    const codes = Array.from({ length: 200 }, newVerificationCode);
    for (const c of codes) expect(c).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(190);
    expect(new Set(codes.join('').split('')).size).toBe(10);
  });

  it('uses the exact messages', () => {
    expect(M.tooShort).toBe('The verification code needs at least 4 characters.');
    expect(M.wrong(1)).toBe('The verification code is incorrect. 1 attempt left.');
    expect(M.wrong(3)).toBe('The verification code is incorrect. 3 attempts left.');
    expect(M.resendTooSoon(9)).toBe('Please wait 9 seconds before requesting a new code.');
  });

  it('verifies the right code and counts down wrong ones until the fifth locks it', () => {
    expect(checkCode(fresh, true, now)).toEqual({ result: 'verified' });
    expect(checkCode(fresh, false, now)).toEqual({ result: 'wrong', attempts_left: 4 });
    expect(checkCode({ ...fresh, failed_attempts: 3 }, false, now)).toEqual({
      result: 'wrong',
      attempts_left: 1,
    });
    expect(checkCode({ ...fresh, failed_attempts: 4 }, false, now)).toEqual({
      result: 'locked',
      just_locked: true,
    });
    expect(codeCheckMessage({ result: 'wrong', attempts_left: 2 })).toBe(M.wrong(2));
  });

  it('refuses even the right code once locked, used or expired', () => {
    expect(checkCode({ ...fresh, locked_at: now }, true, now).result).toBe('locked');
    expect(checkCode({ ...fresh, failed_attempts: 5 }, true, now).result).toBe('locked');
    expect(checkCode({ ...fresh, verified_at: now }, true, now).result).toBe('used');
    const later = new Date(now.getTime() + VERIFICATION_CODE_TTL_MS);
    expect(checkCode(fresh, true, later)).toEqual({ result: 'expired' });
    expect(codeCheckMessage({ result: 'expired' })).toBe(M.expired);
    expect(codeCheckMessage({ result: 'locked', just_locked: false })).toBe(M.locked);
  });

  it('waits 15 s between codes', () => {
    expect(resendWaitMs(null, now)).toBe(0);
    expect(resendWaitMs(new Date(now.getTime() - 5_000), now)).toBe(10_000);
    expect(resendWaitMs(new Date(now.getTime() - 15_000), now)).toBe(0);
  });

  it('routes a code by the query and the signer’s channel, only to their own number', () => {
    const signer = {
      email: 'sam@example.com',
      mobile_number: '082 555 1234',
      dialing_code: '+27',
      primary_communication_channel: 'email',
    };
    expect(verificationRouteFor({}, signer, '+1')).toEqual({
      ok: true,
      channel: 'email',
      to: 'sam@example.com',
    });
    expect(verificationRouteFor({ use_voice: 'true' }, signer, '+1')).toEqual({
      ok: true,
      channel: 'voice',
      to: '+27825551234',
    });
    expect(verificationRouteFor({ use_whatsapp: 'true' }, signer, '+1')).toMatchObject({
      channel: 'whatsapp',
    });
    expect(verificationRouteFor({ mobile_number: '+27825551234' }, signer, '+1')).toMatchObject({
      channel: 'sms',
      to: '+27825551234',
    });
    expect(verificationRouteFor({ mobile_number: '+27825559999' }, signer, '+1')).toEqual({
      ok: false,
      message: M.otherMobileNumber,
    });
    const noNumber = { ...signer, mobile_number: null, primary_communication_channel: 'sms' };
    expect(verificationRouteFor({}, noNumber, '+1')).toEqual({
      ok: false,
      message: M.noMobileNumber,
    });
    expect(verificationRouteFor({ mobile_number: '0825559999' }, noNumber, '+1')).toMatchObject({
      ok: true,
      to: '+27825559999',
    });
    expect(verificationRouteFor({ mobile_number: 'abc' }, noNumber, '+1')).toEqual({
      ok: false,
      message: M.invalidMobileNumber,
    });
    expect(
      verificationRouteFor(
        {},
        { ...signer, email: null, primary_communication_channel: 'email' },
        '+1',
      ),
    ).toEqual({ ok: false, message: M.noEmail });
  });

  it('masks the destination', () => {
    expect(maskDestination('sms', '+27825551234')).toBe('+27 ••• ••34');
    expect(maskDestination('email', 'sam@example.com')).toBe('s•••@example.com');
  });
});
