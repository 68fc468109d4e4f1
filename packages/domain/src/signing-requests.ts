import { z } from 'zod';
import { COMMUNICATION_CHANNELS, type CommunicationChannel } from './editor-entities.ts';
import { isPhoneNumberError, normalisePhoneNumber } from './phone-number.ts';
import { SIGNING_TOKEN_TYPES } from './signing-token.ts';

/** Messages of sending signature requests (§8 where the spec words them, ours otherwise). */
export const SIGNING_REQUEST_MESSAGES = {
  /** §8, exact. */
  notificationsDisabled:
    'Signature requests to this user are disabled. Generate a signing link or use the api to create signing links',
  resent: 'Signature request sent.',
  onlyWhileAwaiting:
    'Signature requests can only be sent while the document and the signer are awaiting signatures.',
  noEmail: 'This signer has no email address to send the request to.',
  noMobileNumber: 'This signer has no mobile number to send the request to.',
  signatoryNotFound: 'Signatory not found.',
  notNextSigner: 'It is not this signer’s turn to sign yet.',
  linkOnlyWhileAwaiting:
    'Signing links can only be made while the document and the signer are awaiting signatures.',
  linkInvalid: 'This signing link is no longer valid. Please ask the sender for a new one.',
  /** §7 enqueue_document_mails and #documents/{id}/enqueue_signature_requests. */
  mailsQueued:
    'Signature requests queued: everyone whose turn it is and who has not been asked will get one.',
} as const;

/** A signer session (opened by a signing link) lasts this long; it cannot browse (§6). */
export const SIGNER_SESSION_TTL_HOURS = 12;

/** Readable by the web app (unlike the session cookie): the xsrf token of a signer session. */
export const SIGNER_XSRF_COOKIE = 'quire_xsrf';

export type RequestChannel = 'email' | 'sms' | 'whatsapp';
export type RequestRoute =
  { ok: true; channel: RequestChannel; to: string } | { ok: false; message: string };

/**
 * Where a request goes for a §3 channel: email needs an address, sms and whatsapp a number, and
 * email_or_sms uses the address when there is one, else the number.
 */
export const requestRouteFor = (
  channel: CommunicationChannel,
  contact: { email: string | null; mobile_number: string | null; dialing_code?: string | null },
): RequestRoute => {
  const email = contact.email?.trim() || null;
  const number = contact.mobile_number?.trim()
    ? normalisePhoneNumber(contact.mobile_number, contact.dialing_code ?? undefined)
    : null;
  const mobile = number && !isPhoneNumberError(number) ? number.e164 : null;
  if (channel === 'email' || (channel === 'email_or_sms' && email))
    return email
      ? { ok: true, channel: 'email', to: email }
      : { ok: false, message: SIGNING_REQUEST_MESSAGES.noEmail };
  const textChannel = channel === 'whatsapp' ? 'whatsapp' : 'sms';
  return mobile
    ? { ok: true, channel: textChannel, to: mobile }
    : { ok: false, message: SIGNING_REQUEST_MESSAGES.noMobileNumber };
};

/** The SMS or WhatsApp text of a request: short, naming sender and document, with the link. */
export const signatureRequestText = (senderName: string, documentName: string, url: string) =>
  `${senderName} has sent you "${documentName}" to sign: ${url}`;

/** POST .../resend_document_notification/{uuid}: the channel picked in the UI, else the signer's own. */
export const resendNotificationBodySchema = z.object({
  communication_channel_ui: z.enum(COMMUNICATION_CHANNELS).nullable().optional(),
});
export type ResendNotificationBody = z.infer<typeof resendNotificationBodySchema>;

/** POST .../generate_signing_link_for_signatory/{uuid}. */
export const generateSigningLinkBodySchema = z.object({
  token_type: z.enum(SIGNING_TOKEN_TYPES).default('signing_link'),
});

/** §3 Pending signing request as get_pending_signing_requests lists it (never the token). */
export type PendingSigningRequest = {
  document_key: string;
  signatory_uuid: string;
  create_time_ago: string;
  document_owner: string;
  document_name: string;
};

const UNITS: [number, string][] = [
  [365 * 86_400, 'year'],
  [30 * 86_400, 'month'],
  [7 * 86_400, 'week'],
  [86_400, 'day'],
  [3_600, 'hour'],
  [60, 'minute'],
];

/** '3 hours ago', 'just now': how long ago a request was made. */
export const timeAgo = (then: Date, now: Date): string => {
  const seconds = Math.max(0, Math.floor((now.getTime() - then.getTime()) / 1000));
  for (const [size, unit] of UNITS) {
    const n = Math.floor(seconds / size);
    if (n >= 1) return `${n} ${unit}${n === 1 ? '' : 's'} ago`;
  }
  return 'just now';
};
