import { maskEmail, maskMobile } from './contact-mask.ts';
import type { SignatoryStatus } from './document.ts';
import type { CommunicationChannel } from './editor-entities.ts';
import type { PackBranding } from './pack-branding.ts';
import { requestRouteFor, type RequestChannel } from './signing-requests.ts';

/**
 * Who gets the signed copy of a completed pack, by which channel, and what a signer is told on
 * the thank-you page (issue 10 item 3). One decision, used by the seal job that sends the copies
 * and by /post_sign_logout that announces them, so the page never promises what is not done.
 */

/** How long a final-copy link works unless FINAL_LINK_VALID_DAYS says otherwise. */
export const DEFAULT_FINAL_LINK_VALID_DAYS = 30;

/** signing_tokens.token_type of a final-copy link: read-only, never a signer session (ADR 0015). */
export const FINAL_COPY_TOKEN_TYPE = 'final_copy';

export const FINAL_COPY_MESSAGES = {
  linkExpired:
    'This link to the signed document has expired or was withdrawn. Please ask the sender for a copy.',
  linkUnknown: 'This link to a signed document does not exist. Check that you copied all of it.',
  notReady: 'The signed document is not ready yet. Please try again in a minute.',
} as const;

export type FinalCopyPersonKind = 'creator' | 'signatory' | 'copy_recipient';

/** A person a copy may go to: the pack's creator, a signatory or a copy recipient. */
export type FinalCopyPerson = {
  kind: FinalCopyPersonKind;
  /** The signatory's or copy recipient's uuid; the creator's user key. */
  id: string;
  name: string;
  email: string | null;
  mobile_number: string | null;
  dialing_code?: string | null;
  /** Signatories only: their §3 channel (copy recipients: email, else a text message). */
  primary_communication_channel?: CommunicationChannel;
  /** Signatories only: an excluded signer is no party to the final. */
  status?: SignatoryStatus;
};

export type FinalCopyDelivery = {
  person: FinalCopyPerson;
  channel: RequestChannel;
  /** An address, or a number in E.164. */
  to: string;
};

export type FinalCopyInput = {
  flags: { exclude_created_by_from_final_mail: boolean };
  creator: FinalCopyPerson | null;
  /**
   * The creator's own 'completed' mail preference (mail-notifications.ts); absent means yes. It
   * governs only the copy they get as owner: where they also sign or are copied, they get that one.
   */
  creatorWantsMail?: boolean;
  signatories: readonly FinalCopyPerson[];
  copy_recipients: readonly FinalCopyPerson[];
  defaultDialingCode?: string;
};

/** A signatory's own channel; a copy recipient (who has none) is mailed, or texted without an address. */
const channelOf = (p: FinalCopyPerson): CommunicationChannel =>
  p.primary_communication_channel ?? 'email_or_sms';

/**
 * The route for one person: their channel first, then whatever contact they have, so a signer
 * whose number is unusable but who has an address still gets the copy.
 */
const routeOf = (p: FinalCopyPerson, defaultDialingCode: string | undefined) => {
  const contact = {
    email: p.email,
    mobile_number: p.mobile_number,
    dialing_code: p.dialing_code ?? defaultDialingCode ?? null,
  };
  const first = requestRouteFor(channelOf(p), contact);
  return first.ok ? first : requestRouteFor('email_or_sms', contact);
};

type FinalCopyPlan = {
  deliveries: FinalCopyDelivery[];
  /** Who each delivery reaches: a person sharing an address with another is reached by theirs. */
  reached: Map<string, FinalCopyDelivery>;
};

const planFinalCopies = (input: FinalCopyInput): FinalCopyPlan => {
  const excluded = input.flags.exclude_created_by_from_final_mail;
  const creatorEmail = input.creator?.email?.trim().toLowerCase() || null;
  const byDestination = new Map<string, FinalCopyDelivery | null>(
    excluded && creatorEmail ? [[`email:${creatorEmail}`, null]] : [],
  );
  const plan: FinalCopyPlan = { deliveries: [], reached: new Map() };
  const add = (person: FinalCopyPerson, channel: RequestChannel, to: string) => {
    const id = `${channel === 'email' ? 'email' : 'phone'}:${to.toLowerCase()}`;
    let delivery = byDestination.get(id);
    if (delivery === undefined) {
      delivery = { person, channel, to };
      byDestination.set(id, delivery);
      plan.deliveries.push(delivery);
    }
    if (delivery) plan.reached.set(person.id, { ...delivery, person });
  };
  const parties = [
    ...input.signatories.filter((s) => s.status !== 'excluded'),
    ...input.copy_recipients,
  ];
  for (const person of parties) {
    const route = routeOf(person, input.defaultDialingCode);
    if (route.ok) add(person, route.channel, route.to);
  }
  if (input.creator && creatorEmail && !excluded && input.creatorWantsMail !== false)
    add(input.creator, 'email', creatorEmail);
  return plan;
};

/**
 * Every delivery of a pack's final, each address or number once, in order: signatories (not
 * excluded), copy recipients, then the creator by mail unless exclude_created_by_from_final_mail
 * (which also leaves out the creator's address where they sign) or unless the creator switched
 * off the 'completed' mail (creatorWantsMail).
 */
export const finalCopyDeliveries = (input: FinalCopyInput): FinalCopyDelivery[] =>
  planFinalCopies(input).deliveries;

/**
 * The delivery that reaches one signatory or copy recipient (theirs, or the one to the address
 * they share with another), or null: no usable contact, excluded, or the creator's address while
 * the flag leaves it out.
 */
export const finalCopyDeliveryFor = (
  input: FinalCopyInput,
  id: string,
): FinalCopyDelivery | null => {
  const reached = planFinalCopies(input).reached.get(id);
  return reached && reached.person.kind !== 'creator' ? reached : null;
};

export const maskFinalCopyDestination = (channel: RequestChannel, to: string): string =>
  channel === 'email' ? maskEmail(to) : maskMobile(to);

/**
 * What the thank-you page needs to say how the copy arrives (query of #post_sign); the web app
 * words it in the signer's language (post-sign-content.tsx, catalogue postSign.copy).
 */
export type FinalCopyNotice = {
  channel: RequestChannel | 'none';
  /** Masked destination; empty for 'none'. */
  to: string;
  /** The pack is complete: the copy is on its way now, not once everyone has signed. */
  complete: boolean;
};

export const finalCopyNoticeOf = (
  delivery: FinalCopyDelivery | null,
  complete: boolean,
): FinalCopyNotice =>
  delivery
    ? {
        channel: delivery.channel,
        to: maskFinalCopyDestination(delivery.channel, delivery.to),
        complete,
      }
    : { channel: 'none', to: '', complete };

/** The SMS or WhatsApp text with the final-copy link: short, naming the pack. */
export const finalCopyText = (documentName: string, url: string): string =>
  `"${documentName}" is signed by all. Your copy: ${url}`;

/** The browser URL of a final-copy link (the server checks it, then opens the read-only view). */
export const finalCopyLinkPath = (documentKey: string, token: string): string =>
  `/final_copy/${encodeURIComponent(documentKey)}?token=${encodeURIComponent(token)}`;

export const finalLinkExpiry = (now: Date, validDays: number): Date =>
  new Date(now.getTime() + validDays * 86_400_000);

/** GET /app/final_copy/{key}?token: what the read-only view of a completed pack shows. */
export type FinalCopyView = {
  document_name: string;
  /** ISO 8601. */
  date_completed: string | null;
  /** ISO 8601: when this link stops working. */
  link_valid_until: string;
  recipient_name: string;
  /** Who signed (names only: no other signer's contact details), in signing order. */
  signers: { name: string; date_signed: string | null }[];
  /** Pages of the sealed final, audit pages included. */
  page_count: number;
  /** The caller is logged in and a team member of the pack: open it in the app instead. */
  open_in_app: boolean;
  /** The pack's theme (pack-branding.ts): the page shows its heading image. */
  branding: PackBranding | null;
};

export const finalCopyApiPath = (documentKey: string, token: string): string =>
  `/app/final_copy/${encodeURIComponent(documentKey)}?token=${encodeURIComponent(token)}`;

export const finalCopyPagePath = (documentKey: string, index: number, token: string): string =>
  `/app/final_copy/${encodeURIComponent(documentKey)}/pages/${index}?token=${encodeURIComponent(token)}`;

export const finalCopyDownloadPath = (documentKey: string, token: string): string =>
  `/app/final_copy/${encodeURIComponent(documentKey)}/download?token=${encodeURIComponent(token)}`;

/** §9: the thank-you page stays this long before an account holder is taken on. */
export const THANK_YOU_MS = 30_000;
