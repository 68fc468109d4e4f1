import { describe, expect, it } from 'vitest';
import { publicSigner, sha256Schema, verdictOf, VERIFY_MESSAGES } from './verification-result.ts';

describe('verdictOf', () => {
  it('calls the stored bytes unchanged', () => {
    expect(verdictOf({ kind: 'exact' }, true)).toEqual({ verdict: 'unchanged', changes: [] });
  });
  it('names a later revision, and a broken signature when the seal fails too', () => {
    expect(verdictOf({ kind: 'prefix' }, true).changes).toEqual(['later_revision']);
    expect(verdictOf({ kind: 'prefix' }, false).changes).toEqual([
      'later_revision',
      'broken_signature',
    ]);
  });
  it('names altered signed bytes as a broken signature', () => {
    expect(verdictOf({ kind: 'same_seal', appended: false }, false)).toEqual({
      verdict: 'changed',
      changes: ['broken_signature'],
    });
    expect(verdictOf({ kind: 'same_seal', appended: true }, false).changes).toHaveLength(2);
  });
  it('knows nothing of a file that matches no final', () => {
    expect(verdictOf({ kind: 'none' }, true).verdict).toBe('not_quire');
  });
});

describe('publicSigner', () => {
  it('masks contacts and says how the signer was identified', () => {
    expect(
      publicSigner({
        name: 'Ann Lee',
        email: 'ann@example.com',
        mobile_number: '+27821234534',
        primary_communication_channel: 'email',
        signed_in_presence: true,
        date_signed: new Date('2026-01-02T03:04:05Z'),
        user_email: 'signer-abc@signers.quire.invalid',
        code_channels: ['sms', 'sms'],
      }),
    ).toEqual({
      name: 'Ann Lee',
      email: 'a•••@example.com',
      mobile: '+27 ••• ••34',
      signed_at: '2026-01-02T03:04:05.000Z',
      identified_by: ['Email link', 'One-time code by SMS', 'In person'],
    });
  });
});

describe('publicSigner identification', () => {
  it('names a signer who signed in their own account as such', () => {
    const base = {
      name: 'Ann',
      email: 'ann@example.com',
      mobile_number: null,
      primary_communication_channel: 'sms',
      signed_in_presence: false,
      date_signed: null,
      code_channels: [],
    };
    expect(publicSigner({ ...base, user_email: 'ann@example.com' }).identified_by).toEqual([
      'Signed in to a Quire account',
    ]);
    expect(publicSigner({ ...base, user_email: null }).identified_by).toEqual([
      'Link by text message',
    ]);
  });
});

describe('sha256Schema', () => {
  it('accepts 64 hex characters in any case and refuses anything else', () => {
    expect(sha256Schema.parse(` ${'AB'.repeat(32)} `)).toBe('ab'.repeat(32));
    const bad = sha256Schema.safeParse('abc');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(VERIFY_MESSAGES.invalidSha256);
  });
});
