import { maskDestination } from './verification-code.ts';

/**
 * The domain of the users that stand for signers without an account (ADR 0010): reserved
 * `.invalid` (RFC 2606), so no mail reaches it and no one can sign up with it.
 */
export const SIGNER_USER_EMAIL_DOMAIN = 'signers.quire.invalid';

/** The address of a signer's own account-less user. */
export const signerUserEmail = (signatoryUuid: string): string =>
  `signer-${signatoryUuid.toLowerCase()}@${SIGNER_USER_EMAIL_DOMAIN}`;

/** An internal signer-user address: never shown or recorded as anyone's email. */
export const isSignerUserEmail = (email: string | null | undefined): boolean =>
  !!email && email.toLowerCase().endsWith(`@${SIGNER_USER_EMAIL_DOMAIN}`);

/**
 * How the audit trail names a signer who has no email: their mobile, masked as the code
 * messages mask it (`+27 ••• ••34`), so the trail shows who it was without spelling the number.
 */
export const auditMobileOf = (signatory: {
  email: string | null;
  mobile_number: string | null;
}): string | null =>
  !signatory.email && signatory.mobile_number
    ? maskDestination('sms', signatory.mobile_number)
    : null;

type RecordIdentity = {
  actor_name: string | null;
  actor_email: string | null;
  details: Readonly<Record<string, unknown>>;
};

/** A record's contact of its actor: their email, else their masked mobile (details.actor_mobile). */
export const auditActorContact = (record: RecordIdentity): string | null => {
  if (record.actor_email && !isSignerUserEmail(record.actor_email)) return record.actor_email;
  const mobile = record.details.actor_mobile;
  return typeof mobile === 'string' && mobile ? mobile : null;
};

/** Who did it, as the timeline and the sealed PDF's audit pages write it. */
export const auditActorLabel = (record: RecordIdentity): string => {
  const contact = auditActorContact(record);
  if (!record.actor_name) return contact ?? 'Quire';
  return contact ? `${record.actor_name} <${contact}>` : record.actor_name;
};

const CHANNEL_NAMES: Readonly<Record<string, string>> = {
  email: 'email',
  sms: 'SMS',
  whatsapp: 'WhatsApp',
  voice: 'voice call',
};

/** Where a one-time code went, for the code records (`by SMS to +27 ••• ••34`); null for others. */
export const auditCodeRoute = (record: {
  event: string;
  details: Readonly<Record<string, unknown>>;
}): string | null => {
  if (!record.event.startsWith('code_')) return null;
  const { channel, destination } = record.details;
  if (typeof channel !== 'string') return null;
  const by = `by ${CHANNEL_NAMES[channel] ?? channel}`;
  return typeof destination === 'string' && destination ? `${by} to ${destination}` : by;
};
