import type { Certificate, CertificateSigner } from '../certificate/certificate-types.ts';
import { makeSignatureImage } from './seal-fixtures.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 21, 8, minute, 5));
const hash = (n: number) => n.toString(16).padStart(2, '0').repeat(32);

const signer = (name: string, extra: Partial<CertificateSigner> = {}): CertificateSigner => ({
  name,
  role: 'Signer',
  status: 'Signed',
  email: `${name.codePointAt(0)! < 128 ? name[0]!.toLowerCase() : 's'}•••@example.com`,
  mobile: null,
  identification: ['Email link to s•••@example.com'],
  consent: [`Accepted the terms at ${at(12).toISOString().slice(0, 19).replace('T', ' ')} UTC`],
  ip: '203.0.113.24',
  user_agent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  sent_at: at(1),
  opened_at: at(10),
  signed_at: at(14),
  marks: [{ kind: 'Signature', method: 'Drawn', image: makeSignatureImage() }],
  ...extra,
});

/** Names in the scripts the certificate must draw: Latin, Arabic, Hebrew, CJK. */
export const CERTIFICATE_NAMES = {
  latin: 'Zoë Ødegård',
  arabic: 'محمد',
  hebrew: 'שרה לוי',
  cjk: '李华',
};

/** A certificate of a pack of two documents and four signers, with `events` audit records. */
export const sampleCertificate = (events = 12): Certificate => ({
  pack_name: 'Lease agreement — Ødegård & محمد',
  status: 'Complete',
  created_at: at(0),
  completed_at: at(30),
  verification_url: 'https://sign.example.com/verify/k7f3q9x2m4p8w1z6',
  verification_id: 'k7f3q9x2m4p8w1z6',
  documents: [
    { name: 'Lease agreement.pdf', pages: 4, sha256_original: hash(0xab) },
    { name: 'House rules (signed copy).pdf', pages: 1, sha256_original: hash(0x3c) },
  ],
  sealing_certificate: 'CN=Quire sealing certificate, O=Example Ltd (self-signed)',
  timestamp_authority: 'http://tsa.example.com/tsr',
  signers: [
    signer(CERTIFICATE_NAMES.latin, {
      mobile: '+47 ••• ••42',
      identification: ['Email link to z•••@example.com', 'SMS code to +47 ••• ••42 confirmed'],
      marks: [
        { kind: 'Signature', method: 'Drawn', image: makeSignatureImage({ seed: 2 }) },
        { kind: 'Initials', method: 'Typed', image: makeSignatureImage({ width: 120, seed: 5 }) },
      ],
    }),
    signer(`${CERTIFICATE_NAMES.arabic} Ali`, {
      marks: [{ kind: 'Signature', method: 'Uploaded', image: makeSignatureImage({ seed: 3 }) }],
    }),
    signer(CERTIFICATE_NAMES.hebrew, { role: 'Approver', status: 'Approved', marks: [] }),
    signer(`${CERTIFICATE_NAMES.cjk} Li Hua`, {
      identification: ['In person, hosted by Ann Archer'],
      consent: ['Signed in person'],
    }),
  ],
  events: Array.from({ length: events }, (_, i) => ({
    seq: i + 1,
    time: at(i),
    event: i === 0 ? 'Document created' : i % 3 === 0 ? 'Document opened' : 'Field signed',
    actor: i % 4 === 1 ? CERTIFICATE_NAMES.arabic : CERTIFICATE_NAMES.latin,
    contact: 'z•••@example.com',
    ip: `192.0.2.${i}`,
    user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0',
    hash: hash(i + 1),
  })),
  head_hash: hash(events),
});
