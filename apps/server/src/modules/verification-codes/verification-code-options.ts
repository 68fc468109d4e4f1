import {
  MAX_FAILED_ATTEMPTS,
  SIGNING_REQUEST_MESSAGES,
  VERIFICATION_CODE_LENGTH,
  maskDestination,
  resendWaitMs,
  verificationRouteFor,
  type GenerateVerificationCodeQuery,
  type VerificationCodeChannel,
} from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { loadVisibleDocument } from '../documents/document-access-service.ts';
import type { SignatoryRow } from '../documents/document-repository.ts';
import { findPackSignatory } from '../signatories/signatory-repository.ts';
import { checkCodeRequester } from './code-requester.ts';
import { findLatestCode } from './verification-code-repository.ts';

type Destination = { channel: VerificationCodeChannel; destination: string };

export type VerificationCodeOptions = Destination & {
  code_length: number;
  /** Seconds until a code may be sent (0: now). */
  resend_after_seconds: number;
  /** Other ways the same signer can get it (their mobile number on file), in this order. */
  alternatives: Destination[];
  /** A code already sent that can still be typed (the dialog was closed or the page reloaded). */
  pending: (Destination & { expires_at: string }) | null;
};

/** How each alternative is asked for from generate_new_verification_otp. */
const ALTERNATIVE_QUERIES = (
  s: SignatoryRow,
): [VerificationCodeChannel, GenerateVerificationCodeQuery][] => [
  ['sms', { mobile_number: s.mobile_number ?? undefined }],
  ['whatsapp', { use_whatsapp: 'true' }],
  ['voice', { use_voice: 'true' }],
];

/**
 * GET .../verification_otp_options/{uuid}: where generate_new_verification_otp would send a code
 * right now and how, before anything is sent, so the signer reads "We'll send a 6-digit code by
 * SMS to +27 ••• ••34" and can pick another way. Asks the same rule (verificationRouteFor) the
 * send does, so what the dialog promises is what happens.
 */
export const verificationCodeOptions = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
  uuid: string,
): Promise<VerificationCodeOptions> => {
  const { pack, facts, actor } = await loadVisibleDocument(ctx.db, auth, key);
  const signatory = await findPackSignatory(ctx.db, pack.key, uuid);
  if (!signatory) throw notFound(SIGNING_REQUEST_MESSAGES.signatoryNotFound);
  checkCodeRequester(pack, signatory, auth, facts, actor);
  const dialing = ctx.config.defaultDialingCode;
  const route = verificationRouteFor({}, signatory, dialing);
  if (!route.ok) throw badRequest(route.message);

  const alternatives: Destination[] = [];
  if (signatory.mobile_number?.trim()) {
    for (const [channel, query] of ALTERNATIVE_QUERIES(signatory)) {
      const other = verificationRouteFor(query, signatory, dialing);
      if (other.ok && other.channel === channel && channel !== route.channel)
        alternatives.push({ channel, destination: maskDestination(channel, other.to) });
    }
  }

  const now = new Date();
  const latest = await findLatestCode(ctx.db, pack.key, uuid);
  const usable =
    latest &&
    !latest.verified_at &&
    !latest.locked_at &&
    latest.failed_attempts < MAX_FAILED_ATTEMPTS &&
    latest.expires_at.getTime() > now.getTime();
  return {
    channel: route.channel,
    destination: maskDestination(route.channel, route.to),
    code_length: VERIFICATION_CODE_LENGTH,
    resend_after_seconds: Math.ceil(resendWaitMs(latest?.date_created ?? null, now) / 1000),
    alternatives,
    pending: usable
      ? {
          channel: latest.channel as VerificationCodeChannel,
          destination: maskDestination(
            latest.channel as VerificationCodeChannel,
            latest.destination,
          ),
          expires_at: latest.expires_at.toISOString(),
        }
      : null,
  };
};
