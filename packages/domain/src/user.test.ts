import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';
import { emailSchema, passwordSchema, shellGateFor, signUpSchema, splitFullName } from './user.ts';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('password rule (spec §5)', () => {
  it('uses the configured minimum in its message', () => {
    expect(firstMessage(passwordSchema(5).safeParse('abcd'))).toBe(
      'Please enter a password at least 5 characters long',
    );
    expect(firstMessage(passwordSchema(8).safeParse('abcdefg'))).toBe(
      'Please enter a password at least 8 characters long',
    );
    expect(passwordSchema(5).safeParse('abcde').success).toBe(true);
  });

  it('refuses a missing password with the same message', () => {
    expect(firstMessage(passwordSchema(5).safeParse(undefined))).toBe(
      'Please enter a password at least 5 characters long',
    );
  });
});

describe('email rule', () => {
  it('trims and lower-cases', () => {
    expect(emailSchema.parse('  Ann@Example.COM ')).toBe('ann@example.com');
  });
  it.each(['', 'ann', 'ann@', '@example.com', 'a b@example.com'])(
    'refuses %j with the spec message',
    (v) => {
      expect(firstMessage(emailSchema.safeParse(v))).toBe(MESSAGES.validEmailRequired);
    },
  );
});

describe('sign-up input', () => {
  it('needs a name', () => {
    const r = signUpSchema(5).safeParse({
      full_name: ' ',
      email_address: 'a@b.co',
      password: 'abcdef',
    });
    expect(firstMessage(r)).toBe(MESSAGES.fullNameRequired);
  });
});

describe('splitFullName', () => {
  it.each([
    ['Ada Lovelace', { name: 'Ada', last_name: 'Lovelace' }],
    ['Ada', { name: 'Ada', last_name: '' }],
    ['  Jean  Claude  Van Damme ', { name: 'Jean', last_name: 'Claude Van Damme' }],
  ])('%j', (full, parts) => {
    expect(splitFullName(full)).toEqual(parts);
  });
});

describe('shell gates (spec §2, §6)', () => {
  const user = { has_accepted_terms: true, request_password: false };
  it('logs out a user who may not browse, before anything else', () => {
    expect(shellGateFor({ has_accepted_terms: false, request_password: true }, false)).toBe(
      'logout',
    );
  });
  it('asks for the terms when not accepted or when a password is requested', () => {
    expect(shellGateFor({ ...user, has_accepted_terms: false }, true)).toBe('accept_terms');
    expect(shellGateFor({ ...user, request_password: true }, true)).toBe('accept_terms');
  });
  it('lets an ordinary user through', () => {
    expect(shellGateFor(user, true)).toBe('none');
  });
});
