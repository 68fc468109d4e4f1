import { describe, expect, it } from 'vitest';
import { bearerTokenOf } from './api-keys.ts';
import {
  EMAIL_SIGNATURE_MESSAGES,
  emailSignatureLines,
  emailSignatureSchema,
  normaliseEmailSignature,
} from './email-signature.ts';

describe('email signature', () => {
  it('prints name with credentials, title, labelled numbers and address, skipping blanks', () => {
    const s = normaliseEmailSignature({
      full_name: 'Dana Reed',
      credentials: 'LL.B',
      office_number: '021 555 0000',
      address_line_2: 'Cape Town',
      stray: 'ignored',
    });
    expect(emailSignatureLines(s)).toEqual([
      'Dana Reed, LL.B',
      'Office: 021 555 0000',
      'Cape Town',
    ]);
    expect(emailSignatureLines(normaliseEmailSignature(null))).toEqual([]);
  });

  it('refuses long lines, line breaks and letters in numbers; trims the rest', () => {
    const message = (data: object) =>
      emailSignatureSchema.safeParse(data).error?.issues[0]?.message;
    expect(message({ job_title: 'x'.repeat(121) })).toBe(EMAIL_SIGNATURE_MESSAGES.tooLong);
    expect(message({ address_line_1: 'a\tb' })).toBe(EMAIL_SIGNATURE_MESSAGES.oneLine);
    expect(message({ office_number: '555-CALL' })).toBe(EMAIL_SIGNATURE_MESSAGES.phone);
    expect(emailSignatureSchema.parse({ full_name: '  Dana ' })).toEqual({ full_name: 'Dana' });
  });
});

describe('bearerTokenOf', () => {
  it('reads a Bearer header and nothing else', () => {
    expect(bearerTokenOf('Bearer qk_abc')).toBe('qk_abc');
    expect(bearerTokenOf('bearer  qk_abc ')).toBe('qk_abc');
    expect(bearerTokenOf('Basic dXNlcg==')).toBeUndefined();
    expect(bearerTokenOf('Bearer a b')).toBeUndefined();
    expect(bearerTokenOf(undefined)).toBeUndefined();
  });
});
