import { describe, expect, it } from 'vitest';
import {
  certificateContact,
  certificateRoleLabel,
  signatureMethodOf,
  signerEvidence,
  type EvidenceRecord,
  type EvidenceSigner,
} from './certificate-of-completion.ts';

const signer: EvidenceSigner = {
  uuid: 's1',
  email: 'dan@example.com',
  mobile_number: '+27821234567',
  primary_communication_channel: 'email',
  signed_in_presence: false,
  terms_accepted_at: '2026-11-21T08:05:00.000Z',
  date_signed: '2026-11-21T08:09:00.000Z',
};

const record = (event: string, minute: number, extra: Partial<EvidenceRecord> = {}) => ({
  event,
  actor_signatory_uuid: null,
  ip_address: null,
  user_agent: null,
  details: {},
  date_created: new Date(Date.UTC(2026, 10, 21, 8, minute)),
  ...extra,
});

describe('signerEvidence', () => {
  const records: EvidenceRecord[] = [
    record('created', 0),
    record('sent', 1),
    record('opened', 2, { actor_signatory_uuid: 'other' }),
    record('opened', 3, { actor_signatory_uuid: 's1', ip_address: '192.0.2.1' }),
    record('opened', 4, { actor_signatory_uuid: 's1' }),
    record('code_verified', 6, {
      actor_signatory_uuid: 's1',
      details: { signatory_uuid: 's1', channel: 'sms', destination: '+27 ••• ••67' },
    }),
    record('signed', 9, { actor_signatory_uuid: 's1', ip_address: '192.0.2.9', user_agent: 'UA' }),
  ];

  it('masks contacts and reads sent, opened, signed and where they signed from', () => {
    const e = signerEvidence(signer, records);
    expect(e.email).toBe('d•••@example.com');
    expect(e.mobile).toBe('+27 ••• ••67');
    expect(new Date(e.sent_at!).getUTCMinutes()).toBe(1);
    expect(new Date(e.opened_at!).getUTCMinutes()).toBe(3);
    expect(e.signed_at).toBe(signer.date_signed);
    expect([e.ip, e.user_agent]).toEqual(['192.0.2.9', 'UA']);
  });

  it('says how the signer was identified and consented', () => {
    const e = signerEvidence(signer, records);
    expect(e.identification).toEqual([
      'Signing link sent by email to d•••@example.com',
      'One-time code by SMS to +27 ••• ••67 confirmed 2026-11-21 08:06:00 UTC',
    ]);
    expect(e.consent).toEqual([
      'Agreed to sign electronically 2026-11-21 08:05:00 UTC',
      'Adopted the signature shown and signed',
    ]);
    const inPerson = signerEvidence({ ...signer, signed_in_presence: true }, []);
    expect(inPerson.identification).toEqual(['In person, in the presence of the sender']);
    const bySms = signerEvidence({ ...signer, primary_communication_channel: 'sms' }, []);
    expect(bySms.identification).toEqual(['Signing link sent by SMS to +27 ••• ••67']);
  });

  it('leaves times and origin empty for a signer with no records', () => {
    const e = signerEvidence({ ...signer, terms_accepted_at: null, date_signed: null }, []);
    expect([e.sent_at, e.opened_at, e.signed_at, e.ip, e.user_agent]).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(e.consent).toEqual([]);
  });
});

describe('certificate labels', () => {
  it('tells how a picture was made from the name the server gave it', () => {
    expect(signatureMethodOf('drawn-signature.png')).toBe('drawn');
    expect(signatureMethodOf('typed-signature.png')).toBe('typed');
    expect(signatureMethodOf('cropped-signature.png')).toBe('uploaded');
    expect(signatureMethodOf('my scan.jpg')).toBe('uploaded');
    expect(signatureMethodOf(null)).toBe('uploaded');
  });

  it('masks an address in the log and keeps an already masked mobile', () => {
    expect(certificateContact('ann@example.com')).toBe('a•••@example.com');
    expect(certificateContact('+27 ••• ••67')).toBe('+27 ••• ••67');
    expect(certificateContact(null)).toBeNull();
  });

  it('writes roles as words', () => {
    expect(certificateRoleLabel('signer')).toBe('Signer');
    expect(certificateRoleLabel('cc_recipient')).toBe('Cc recipient');
    expect(certificateRoleLabel('  ')).toBe('Signer');
  });
});
