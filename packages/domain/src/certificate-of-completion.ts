import { maskEmail, maskMobile } from './contact-mask.ts';
import type { SignatoryStatus } from './status-values.ts';

/**
 * What the certificate of completion says about each signer (issue 15): how they were reached
 * and identified, how they consented, when they were sent, opened and signed, and how their
 * signature pictures were made. Read from the signatory row and the pack's audit records; every
 * contact is masked, as on the public verify page.
 */

/** The file names the server gives the pictures it makes for a signer (profile-signatures). */
export const DRAWN_SIGNATURE_FILENAME = 'drawn-signature.png';
export const TYPED_SIGNATURE_FILENAME = 'typed-signature.png';

export type SignatureMethod = 'drawn' | 'typed' | 'uploaded';

export const SIGNATURE_METHOD_LABELS: Record<SignatureMethod, string> = {
  drawn: 'Drawn',
  typed: 'Typed',
  uploaded: 'Uploaded',
};

/**
 * How a signature picture was made, from its blob's file name: the server names the pictures it
 * draws or types; any other picture (a crop of one, a file from the signer's device) was uploaded.
 */
export const signatureMethodOf = (filename: string | null | undefined): SignatureMethod =>
  filename === DRAWN_SIGNATURE_FILENAME
    ? 'drawn'
    : filename === TYPED_SIGNATURE_FILENAME
      ? 'typed'
      : 'uploaded';

export const CERTIFICATE_SIGNER_STATUS_LABELS: Record<SignatoryStatus, string> = {
  setup: 'Not sent',
  awaiting_signatures: 'Not signed',
  complete: 'Signed',
  rejected: 'Rejected',
  excluded: 'Excluded',
};

/** 'signer' → 'Signer', 'cc_recipient' → 'Cc recipient'. */
export const certificateRoleLabel = (role: string): string => {
  const words = role.trim().replace(/_/g, ' ');
  return words ? `${words[0]!.toUpperCase()}${words.slice(1)}` : 'Signer';
};

/** 2026-11-21 08:41:24 UTC */
const utc = (time: Date | string): string =>
  `${new Date(time).toISOString().slice(0, 19).replace('T', ' ')} UTC`;

const CODE_CHANNELS: Readonly<Record<string, string>> = {
  email: 'email',
  sms: 'SMS',
  whatsapp: 'WhatsApp',
  voice: 'voice call',
};

export type EvidenceSigner = {
  uuid: string;
  email: string | null;
  mobile_number: string | null;
  primary_communication_channel: string;
  signed_in_presence: boolean;
  terms_accepted_at: Date | string | null;
  date_signed: Date | string | null;
};

export type EvidenceRecord = {
  event: string;
  actor_signatory_uuid: string | null;
  ip_address: string | null;
  user_agent: string | null;
  details: Readonly<Record<string, unknown>>;
  date_created: Date | string;
};

export type SignerEvidence = {
  email: string | null;
  mobile: string | null;
  identification: string[];
  consent: string[];
  sent_at: Date | string | null;
  opened_at: Date | string | null;
  signed_at: Date | string | null;
  ip: string | null;
  user_agent: string | null;
};

const concerns = (r: EvidenceRecord, uuid: string) =>
  r.actor_signatory_uuid === uuid || r.details.signatory_uuid === uuid;

/**
 * A signer's evidence from the pack's records (oldest first): sent is the first request sent to
 * the pack or link made for them, opened their first opening, IP and user agent those of their
 * 'signed' record (else of their last action).
 */
export const signerEvidence = (
  signer: EvidenceSigner,
  records: readonly EvidenceRecord[],
): SignerEvidence => {
  const mine = records.filter((r) => concerns(r, signer.uuid));
  const sent = records.find(
    (r) => r.event === 'sent' || (r.event === 'link_generated' && concerns(r, signer.uuid)),
  );
  const opened = mine.find((r) => r.event === 'opened');
  const signed = [...mine].reverse().find((r) => r.event === 'signed');
  const lastAction = [...mine].reverse().find((r) => r.ip_address || r.user_agent);
  const origin = signed ?? lastAction;
  const email = signer.email ? maskEmail(signer.email) : null;
  const mobile = signer.mobile_number ? maskMobile(signer.mobile_number) : null;

  const identification: string[] = [];
  if (signer.signed_in_presence) identification.push('In person, in the presence of the sender');
  else if (signer.primary_communication_channel !== 'email' && mobile)
    identification.push(`Signing link sent by SMS to ${mobile}`);
  else if (email) identification.push(`Signing link sent by email to ${email}`);
  for (const r of mine.filter((r) => r.event === 'code_verified')) {
    const channel = CODE_CHANNELS[String(r.details.channel)] ?? String(r.details.channel ?? 'code');
    const to = typeof r.details.destination === 'string' ? ` to ${r.details.destination}` : '';
    identification.push(`One-time code by ${channel}${to} confirmed ${utc(r.date_created)}`);
  }

  const consent: string[] = [];
  if (signer.terms_accepted_at)
    consent.push(`Agreed to sign electronically ${utc(signer.terms_accepted_at)}`);
  if (signer.date_signed) consent.push(`Adopted the signature shown and signed`);

  return {
    email,
    mobile,
    identification,
    consent,
    sent_at: sent?.date_created ?? null,
    opened_at: opened?.date_created ?? null,
    signed_at: signer.date_signed,
    ip: origin?.ip_address ?? null,
    user_agent: origin?.user_agent ?? null,
  };
};

/** An event log line's contact: an address is masked; a mobile is already masked in the record. */
export const certificateContact = (contact: string | null): string | null =>
  contact && contact.includes('@') ? maskEmail(contact) : contact;
