import { describe, expect, it } from 'vitest';
import { mobileVerificationText, requestOtpSchema, verifyMobileSchema } from './profile.ts';
import { updateUserSchema } from './user.ts';

describe('profile input rules', () => {
  it('asks for a mobile verification code by SMS unless WhatsApp is chosen', () => {
    expect(requestOtpSchema.parse({})).toEqual({
      otp_type: 'verify_mobile',
      communication_channel: 'sms',
    });
    expect(requestOtpSchema.safeParse({ communication_channel: 'voice' }).success).toBe(false);
    expect(requestOtpSchema.safeParse({ otp_type: 'login' }).success).toBe(false);
  });

  it('takes a code as typed and refuses an absurd one', () => {
    expect(verifyMobileSchema.parse({ verification_otp: ' 123 456 ' })).toEqual({
      verification_otp: '123 456',
    });
    expect(verifyMobileSchema.safeParse({ verification_otp: '1'.repeat(21) }).success).toBe(false);
  });

  it('accepts the details fields and refuses a dialing code without +', () => {
    const schema = updateUserSchema(5);
    expect(
      schema.parse({ mobile_number: ' 082 555 1234 ', dialing_code: '+27', receive_updates: true }),
    ).toEqual({ mobile_number: '082 555 1234', dialing_code: '+27', receive_updates: true });
    expect(schema.parse({ mobile_number: null })).toEqual({ mobile_number: null });
    const bad = schema.safeParse({ dialing_code: '27' });
    expect(bad.success ? null : bad.error.issues[0]!.message).toBe(
      'Please choose a valid dialing code.',
    );
  });

  it('says what the code is for and how long it lasts, never more', () => {
    expect(mobileVerificationText('123456', 10)).toBe(
      '123456 is your Quire code to verify this mobile number. It expires in 10 minutes.',
    );
  });
});
