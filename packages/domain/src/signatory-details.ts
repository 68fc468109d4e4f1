import { z } from 'zod';
import type { DocumentStatus, SignatoryStatus } from './document.ts';
import type { CommunicationChannel } from './editor-entities.ts';
import { DEFAULT_DIALING_CODE, isPhoneNumberError, normalisePhoneNumber } from './phone-number.ts';
import { SIGNATORY_MESSAGES } from './signatory-messages.ts';

/** §5 Signatory details: the properties a person types for a signer. */
export type SignatoryDetails = {
  name?: string | null;
  email?: string | null;
  mobile_number?: string | null;
  email_is_optional?: boolean;
  primary_communication_channel?: CommunicationChannel;
};

export type SignatoryDetailsContext = {
  /** Where a number without a country code is read (the user's, else the deployment's). */
  default_dialing_code?: string;
  /** Two-factor is mandatory for this pack: a mobile number is needed to send the code. */
  mobile_required?: boolean;
  /**
   * A signer still being typed in setup: the editor autosaves each row as it changes, so the
   * required-ness checks wait for the §5 blocking checks at 'request signatures', while what has
   * been typed must still be valid.
   */
  draft?: boolean;
};

export type ValidSignatoryDetails = {
  name: string;
  email: string | null;
  mobile_number: string | null;
  dialing_code: string | null;
};

export type SignatoryDetailsField = 'name' | 'email' | 'mobile_number';

export type SignatoryDetailsResult =
  | { ok: true; value: ValidSignatoryDetails }
  | { ok: false; message: string; field: SignatoryDetailsField };

const emailFormat = z.email();
export const isValidSignatoryEmail = (email: string): boolean =>
  emailFormat.safeParse(email).success;

/** Channels that never send email, so the email is not checked for them (§5). */
const channelUsesEmail = (channel: CommunicationChannel | undefined): boolean =>
  channel !== 'sms' && channel !== 'whatsapp';

const blankToNull = (value: string | null | undefined): string | null => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

/** §5 Signatory details, with its exact messages, in the order the form shows them. */
export const validateSignatoryDetails = (
  input: SignatoryDetails,
  ctx: SignatoryDetailsContext = {},
): SignatoryDetailsResult => {
  const name = (input.name ?? '').trim();
  const email = blankToNull(input.email);
  const mobile = blankToNull(input.mobile_number);
  const channel = input.primary_communication_channel ?? 'email';
  const emailOptional = input.email_is_optional === true;
  const draft = ctx.draft === true;

  if (name === '' && !draft)
    return { ok: false, field: 'name', message: SIGNATORY_MESSAGES.nameRequired };

  if (channelUsesEmail(channel)) {
    if (emailOptional) {
      if (email !== null && !isValidSignatoryEmail(email))
        return {
          ok: false,
          field: 'email',
          message: SIGNATORY_MESSAGES.emailInvalidWhenOptional,
        };
    } else if (email === null ? !draft : !isValidSignatoryEmail(email)) {
      return { ok: false, field: 'email', message: SIGNATORY_MESSAGES.emailInvalid };
    }
  }

  const mobileNeeded = ctx.mobile_required === true || !channelUsesEmail(channel);
  if (mobile === null && mobileNeeded && !draft)
    return { ok: false, field: 'mobile_number', message: SIGNATORY_MESSAGES.mobileRequired };
  if (emailOptional && email === null && mobile === null && !draft)
    return {
      ok: false,
      field: 'mobile_number',
      message: SIGNATORY_MESSAGES.emailOrMobileRequired,
    };

  let mobileNumber: string | null = null;
  let dialingCode: string | null = null;
  if (mobile !== null) {
    const normalised = normalisePhoneNumber(
      mobile,
      ctx.default_dialing_code ?? DEFAULT_DIALING_CODE,
    );
    if (isPhoneNumberError(normalised))
      return { ok: false, field: 'mobile_number', message: normalised.error };
    mobileNumber = normalised.e164;
    dialingCode = normalised.dialing_code;
  }

  return {
    ok: true,
    value: {
      name,
      email,
      mobile_number: mobileNumber,
      dialing_code: dialingCode,
    },
  };
};

/**
 * §4: a signatory's details can be edited only while the pack is active (awaiting signatures)
 * and the signer still on it, management is enabled for the user, and the signer is not
 * complete or excluded.
 */
export const canEditSignatoryDetails = (ctx: {
  document_status: DocumentStatus;
  signatory_status: SignatoryStatus;
  signatory_removed?: boolean;
  management_enabled: boolean;
}): boolean =>
  ctx.document_status === 'awaiting_signatures' &&
  ctx.signatory_removed !== true &&
  ctx.management_enabled &&
  ctx.signatory_status !== 'complete' &&
  ctx.signatory_status !== 'excluded';

type SignerContact = {
  email: string | null;
  mobile_number: string | null;
  primary_communication_channel: string;
};

/**
 * Which of a signer's contact details a correction changes. When any does, the link already sent
 * went to an address that is no longer theirs: it is revoked and a new one sent (ADR 0048).
 */
export const changedContactDetails = (before: SignerContact, after: SignerContact): string[] =>
  (['email', 'mobile_number', 'primary_communication_channel'] as const).filter(
    (k) => (before[k] ?? '').toLowerCase() !== (after[k] ?? '').toLowerCase(),
  );
