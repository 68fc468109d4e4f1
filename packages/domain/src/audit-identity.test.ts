import { describe, expect, it } from 'vitest';
import {
  auditActorContact,
  auditCodeRoute,
  auditActorLabel,
  auditMobileOf,
  isSignerUserEmail,
  signerUserEmail,
} from './audit-identity.ts';

const record = (over: Partial<Parameters<typeof auditActorLabel>[0]> = {}) => ({
  actor_name: 'Sid Signer',
  actor_email: 'sid@example.com',
  details: {},
  ...over,
});

describe('audit identities', () => {
  it('tells internal signer-user addresses from people', () => {
    expect(isSignerUserEmail(signerUserEmail('ABC-123'))).toBe(true);
    expect(isSignerUserEmail('SIGNER-x@SIGNERS.QUIRE.INVALID')).toBe(true);
    expect(isSignerUserEmail('sid@example.com')).toBe(false);
    expect(isSignerUserEmail(null)).toBe(false);
  });

  it('names a signer without email by their masked mobile', () => {
    expect(auditMobileOf({ email: null, mobile_number: '+27825551234' })).toBe('+27 ••• ••34');
    expect(auditMobileOf({ email: 'sid@example.com', mobile_number: '+27825551234' })).toBeNull();
    expect(auditMobileOf({ email: null, mobile_number: null })).toBeNull();
  });

  it('labels the actor with their email, else their masked mobile, never an internal address', () => {
    expect(auditActorLabel(record())).toBe('Sid Signer <sid@example.com>');
    expect(
      auditActorLabel(record({ actor_email: null, details: { actor_mobile: '+27 ••• ••34' } })),
    ).toBe('Sid Signer <+27 ••• ••34>');
    expect(auditActorLabel(record({ actor_email: signerUserEmail('u1') }))).toBe('Sid Signer');
    expect(auditActorContact(record({ actor_email: signerUserEmail('u1') }))).toBeNull();
    expect(auditActorLabel(record({ actor_name: null }))).toBe('sid@example.com');
    expect(auditActorLabel(record({ actor_name: null, actor_email: null }))).toBe('Quire');
  });

  it('says where each code went', () => {
    const details = { channel: 'sms', destination: '+27 ••• ••34' };
    expect(auditCodeRoute({ event: 'code_sent', details })).toBe('by SMS to +27 ••• ••34');
    expect(auditCodeRoute({ event: 'code_failed', details: { channel: 'email' } })).toBe(
      'by email',
    );
    expect(auditCodeRoute({ event: 'signed', details })).toBeNull();
  });
});
