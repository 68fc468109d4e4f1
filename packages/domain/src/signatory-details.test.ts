import { describe, expect, it } from 'vitest';
import { canEditSignatoryDetails, validateSignatoryDetails } from './signatory-details.ts';

const base = { name: 'Ann Lee', email: 'ann@example.com' };

describe('validateSignatoryDetails (§5)', () => {
  it('accepts a named signer with a valid email and normalises the mobile', () => {
    expect(
      validateSignatoryDetails(
        { ...base, name: '  Ann Lee ', mobile_number: '082 555 1234' },
        { default_dialing_code: '+27' },
      ),
    ).toEqual({
      ok: true,
      value: {
        name: 'Ann Lee',
        email: 'ann@example.com',
        mobile_number: '+27825551234',
        dialing_code: '+27',
      },
    });
  });

  it('requires a name', () => {
    expect(validateSignatoryDetails({ ...base, name: '  ' })).toEqual({
      ok: false,
      field: 'name',
      message: 'A name for the signer is required.',
    });
  });

  it('requires a valid email when email is not optional', () => {
    const expected = { ok: false, field: 'email', message: 'Please enter a valid email address.' };
    expect(validateSignatoryDetails({ ...base, email: 'not-an-email' })).toEqual(expected);
    expect(validateSignatoryDetails({ ...base, email: '' })).toEqual(expected);
    expect(validateSignatoryDetails({ ...base, email: null })).toEqual(expected);
  });

  it('lets an optional email be empty but not invalid', () => {
    expect(
      validateSignatoryDetails({
        ...base,
        email: '',
        email_is_optional: true,
        mobile_number: '+27825551234',
      }).ok,
    ).toBe(true);
    expect(validateSignatoryDetails({ ...base, email: 'ann@', email_is_optional: true })).toEqual({
      ok: false,
      field: 'email',
      message: "Email address is invalid. Clear the email text if you don't want email to be used.",
    });
  });

  it('needs an email or a mobile when email is optional', () => {
    expect(validateSignatoryDetails({ name: 'Ann', email: ' ', email_is_optional: true })).toEqual({
      ok: false,
      field: 'mobile_number',
      message: 'Email or mobile number are required.',
    });
  });

  it('does not check the email for sms or whatsapp, which need a mobile', () => {
    for (const channel of ['sms', 'whatsapp'] as const) {
      expect(
        validateSignatoryDetails({
          name: 'Ann',
          email: 'nonsense',
          mobile_number: '+27825551234',
          primary_communication_channel: channel,
        }),
      ).toMatchObject({ ok: true, value: { email: 'nonsense', mobile_number: '+27825551234' } });
      expect(
        validateSignatoryDetails({ name: 'Ann', primary_communication_channel: channel }),
      ).toEqual({ ok: false, field: 'mobile_number', message: 'Mobile number is required' });
    }
  });

  it('requires a mobile when two-factor is mandatory', () => {
    expect(validateSignatoryDetails(base, { mobile_required: true })).toEqual({
      ok: false,
      field: 'mobile_number',
      message: 'Mobile number is required',
    });
  });

  it("shows the number check's message for an unreadable mobile", () => {
    expect(validateSignatoryDetails({ ...base, mobile_number: '12ab' })).toEqual({
      ok: false,
      field: 'mobile_number',
      message: 'Not a valid mobile',
    });
  });

  it('lets a draft leave things out but not type them wrong', () => {
    expect(validateSignatoryDetails({}, { draft: true })).toEqual({
      ok: true,
      value: { name: '', email: null, mobile_number: null, dialing_code: null },
    });
    expect(validateSignatoryDetails({ email: 'x@' }, { draft: true })).toMatchObject({
      ok: false,
      message: 'Please enter a valid email address.',
    });
    expect(
      validateSignatoryDetails({ email: 'x@', email_is_optional: true }, { draft: true }),
    ).toMatchObject({
      ok: false,
      message: "Email address is invalid. Clear the email text if you don't want email to be used.",
    });
  });
});

describe('canEditSignatoryDetails (§4)', () => {
  const ok = {
    document_status: 'awaiting_signatures',
    signatory_status: 'awaiting_signatures',
    management_enabled: true,
  } as const;

  it('allows an active signer on an active pack with management enabled', () => {
    expect(canEditSignatoryDetails(ok)).toBe(true);
    expect(canEditSignatoryDetails({ ...ok, signatory_status: 'rejected' })).toBe(true);
  });

  it.each([
    { signatory_status: 'complete' as const },
    { signatory_status: 'excluded' as const },
    { management_enabled: false },
    { signatory_removed: true },
    { document_status: 'setup' as const },
    { document_status: 'complete' as const },
  ])('refuses %o', (change) => {
    expect(canEditSignatoryDetails({ ...ok, ...change })).toBe(false);
  });
});
