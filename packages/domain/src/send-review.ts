import { parsePhoneNumberWithError } from 'libphonenumber-js';
import type { NotificationRule } from './notification-rule.ts';
import type { CopyRecipient, Signatory, SignerGroup } from './signatory.ts';
import { requestRouteFor, type RequestRoute } from './signing-requests.ts';
import { signingSteps } from './signing-order.ts';
import { verificationRouteFor, type VerificationCodeChannel } from './verification-code.ts';

/** Where one thing goes: a channel and its address or number, or why it cannot. */
export type ReviewRoute =
  { ok: true; channel: VerificationCodeChannel; to: string } | { ok: false; message: string };

/** One signer as the review-and-send step shows them. */
export type ReviewSigner = {
  uuid: string;
  name: string;
  role: string;
  is_optional: boolean;
  /** Where the signature request goes (what send-signature-requests will do). */
  request: RequestRoute;
  /** False: no request is sent (can_receive_signing_notifications off); a link is shared instead. */
  notified: boolean;
  /** Where the one-time code goes by default, when the pack asks for one. */
  code: ReviewRoute | null;
};

/** A step of the signing order: one signer, or a signer group whose members sign side by side. */
export type ReviewStep = {
  group: Pick<SignerGroup, 'uuid' | 'name'> | null;
  signers: ReviewSigner[];
};

export type SendReview = {
  sequential: boolean;
  steps: ReviewStep[];
  copy_recipients: CopyRecipient[];
  /** The countdowns of the pack's remind rules, in seconds (the web says them in words). */
  reminders: number[];
};

export type SendReviewPack = {
  sequential_signing: boolean;
  use_two_factor_authentication: boolean;
  signatories: readonly Signatory[];
  signer_groups: readonly SignerGroup[];
  copy_recipients: readonly CopyRecipient[];
};

/**
 * What sending will do, before it is done: who is asked in which order and by which channel,
 * where each one's one-time code goes (the same rule modules/verification-codes applies when the
 * signer asks without choosing: verificationRouteFor), who gets a copy, and the reminders.
 */
export const sendReview = (
  pack: SendReviewPack,
  rules: readonly Pick<NotificationRule, 'action' | 'countdown_seconds'>[],
  defaultDialingCode: string,
): SendReview => {
  const groups = new Map(pack.signer_groups.map((g) => [g.uuid, g]));
  const signer = (s: Signatory): ReviewSigner => ({
    uuid: s.uuid,
    name: s.name,
    role: s.role,
    is_optional: s.is_optional,
    request: requestRouteFor(s.primary_communication_channel, {
      email: s.email,
      mobile_number: s.mobile_number,
      dialing_code: s.dialing_code,
    }),
    notified: s.can_receive_signing_notifications,
    code: pack.use_two_factor_authentication
      ? verificationRouteFor({}, s, defaultDialingCode)
      : null,
  });
  return {
    sequential: pack.sequential_signing,
    steps: signingSteps(pack.signatories).map((members) => {
      const group = members[0]?.signer_group_uuid
        ? (groups.get(members[0].signer_group_uuid) ?? null)
        : null;
      return {
        group: group ? { uuid: group.uuid, name: group.name } : null,
        signers: members.map(signer),
      };
    }),
    copy_recipients: [...pack.copy_recipients],
    reminders: rules.filter((r) => r.action === 'remind').map((r) => r.countdown_seconds),
  };
};

/** '+27 82 555 1234' for '+27825551234' (never broken across lines); else as it is. */
const readableNumber = (e164: string): string => {
  try {
    return parsePhoneNumberWithError(e164).formatInternational().replace(/ /g, '\u00a0');
  } catch {
    return e164;
  }
};

/** Where a route goes, readable: 'sid@example.com', '+27 82 555 1234'. */
export const routeDestination = (route: {
  channel: VerificationCodeChannel;
  to: string;
}): string => (route.channel === 'email' ? route.to : readableNumber(route.to));

/**
 * Where one-time codes go, in words for the editor: what verificationRouteFor does when the
 * signer asks for a code without choosing (keep the two together).
 */
export const CODE_ROUTE_EXPLAINED =
  'The code goes by SMS or WhatsApp to signers reached that way (or with no email address), and by email to everyone else.';
