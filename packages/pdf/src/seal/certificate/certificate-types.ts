/**
 * What the certificate of completion prints, as the seal job gathers it. Every value is already
 * what may be shown: contacts masked, labels in words; the pdf package only lays it out.
 */
export type CertificateDocument = { name: string; pages: number; sha256_original: string };

export type CertificateMark = {
  /** 'Signature' or 'Initials'. */
  kind: string;
  /** How it was made, in words: 'Drawn', 'Typed', 'Uploaded'. */
  method: string;
  /** The picture as adopted (PNG or JPEG); null when the file is gone. */
  image: Uint8Array | null;
};

export type CertificateSigner = {
  name: string;
  role: string;
  status: string;
  email: string | null;
  mobile: string | null;
  /** How the signer was identified, one line each ('Email link', 'SMS code confirmed …'). */
  identification: readonly string[];
  /** How the signer consented, in words (terms accepted when, signed in person). */
  consent: readonly string[];
  ip: string | null;
  user_agent: string | null;
  sent_at: Date | string | null;
  opened_at: Date | string | null;
  signed_at: Date | string | null;
  marks: readonly CertificateMark[];
};

export type CertificateEvent = {
  seq: number;
  time: Date | string;
  event: string;
  actor: string | null;
  contact: string | null;
  ip: string | null;
  user_agent: string | null;
  hash: string;
};

export type Certificate = {
  pack_name: string;
  status: string;
  created_at: Date | string;
  completed_at: Date | string | null;
  /** `verificationUrl(publicUrl, verification_id)`: printed and encoded in the QR code. */
  verification_url: string;
  verification_id: string;
  documents: readonly CertificateDocument[];
  /** The sealing certificate's subject and issuer, or null when the final is not signed. */
  sealing_certificate: string | null;
  /** The timestamp authority's URL, or null without one. */
  timestamp_authority: string | null;
  signers: readonly CertificateSigner[];
  events: readonly CertificateEvent[];
  /** The hash of the last record of the chain: any change to the trail changes it. */
  head_hash: string;
};
