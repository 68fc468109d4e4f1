import { describe, expect, it } from 'vitest';
import { signerUserEmail } from './audit-identity.ts';
import {
  POST_SIGN_PASSWORD_MESSAGES as M,
  postSignPasswordRefusal,
  postSignPasswordSchema,
  type PostSignPasswordFacts,
} from './post-sign-password.ts';

const facts = (over: Partial<PostSignPasswordFacts> = {}): PostSignPasswordFacts => ({
  userEmail: signerUserEmail('S-1'),
  userHasPassword: false,
  signatory: {
    uuid: 'S-1',
    status: 'complete',
    email: 'sid@example.com',
    email_send_count: 1,
    sms_send_count: 0,
  },
  linkTypes: ['email'],
  addressTaken: false,
  ...over,
});
const signatory = (over: Partial<PostSignPasswordFacts['signatory']>) =>
  facts({ signatory: { ...facts().signatory, ...over } });

describe('post-signing password', () => {
  it('lets a signer who signed from a mailed link keep access', () => {
    expect(postSignPasswordRefusal(facts())).toBeNull();
  });

  it('is only for the account-less signer user of that signatory', () => {
    expect(postSignPasswordRefusal(facts({ userEmail: 'sid@example.com' }))).toBe(M.notSignerUser);
    expect(postSignPasswordRefusal(facts({ userEmail: signerUserEmail('S-2') }))).toBe(
      M.notSignerUser,
    );
    expect(postSignPasswordRefusal(facts({ userHasPassword: true }))).toBe(M.notSignerUser);
  });

  it('waits for the signature', () => {
    expect(postSignPasswordRefusal(signatory({ status: 'awaiting_signatures' }))).toBe(M.notSigned);
    expect(postSignPasswordRefusal(signatory({ status: 'rejected' }))).toBe(M.notSigned);
  });

  it('needs a mailbox the signing link proved', () => {
    expect(postSignPasswordRefusal(signatory({ email: null }))).toBe(M.notMailed);
    expect(postSignPasswordRefusal(signatory({ email_send_count: 0 }))).toBe(M.notMailed);
    expect(postSignPasswordRefusal(signatory({ sms_send_count: 1 }))).toBe(M.notMailed);
    expect(postSignPasswordRefusal(facts({ linkTypes: ['email', 'in_person'] }))).toBe(M.notMailed);
    expect(postSignPasswordRefusal(facts({ linkTypes: ['signing_link'] }))).toBe(M.notMailed);
  });

  it('never takes an address someone else holds', () => {
    expect(postSignPasswordRefusal(facts({ addressTaken: true }))).toBe(M.accountExists);
  });

  it('asks for the configured password length', () => {
    const schema = postSignPasswordSchema(8);
    expect(schema.safeParse({ password: 'short' }).success).toBe(false);
    expect(schema.safeParse({ password: 'long enough' }).success).toBe(true);
  });
});
