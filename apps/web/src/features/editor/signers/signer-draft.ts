import {
  validateSignatoryDetails,
  type CommunicationChannel,
  type Signatory,
  type SignatoryDetailsField,
  type SignatoryInput,
} from '@quire/domain';
import { localPart } from './dialing-codes.ts';

/** What the signer form holds while a person types: the number as typed, beside its code. */
export type SignerDraft = {
  role: string;
  name: string;
  email: string;
  mobile: string;
  dialing_code: string;
  channel: CommunicationChannel;
  is_optional: boolean;
  signer_group_uuid: string | null;
};

export type SignerDraftContext = {
  /** The pack's email_is_optional_for_signing (or the signer's own email_is_optional). */
  emailOptional: boolean;
  /** Two-factor is on for the pack: a mobile number is needed to send the code (§5). */
  mobileRequired: boolean;
};

export type SignerDraftCheck =
  | { ok: true; patch: Omit<SignatoryInput, 'uuid'> }
  | { ok: false; field: SignatoryDetailsField; message: string };

export const emptyDraft = (role: string, dialingCode: string): SignerDraft => ({
  role,
  name: '',
  email: '',
  mobile: '',
  dialing_code: dialingCode,
  channel: 'email',
  is_optional: false,
  signer_group_uuid: null,
});

export const draftOf = (signatory: Signatory, defaultDialingCode: string): SignerDraft => ({
  role: signatory.role,
  name: signatory.name,
  email: signatory.email ?? '',
  mobile: localPart(signatory.mobile_number, signatory.dialing_code),
  dialing_code: signatory.dialing_code ?? defaultDialingCode,
  channel: signatory.primary_communication_channel,
  is_optional: signatory.is_optional,
  signer_group_uuid: signatory.signer_group_uuid,
});

/**
 * §5 Signatory details over the draft, with the spec's messages; when valid, the properties to
 * save: the number in E.164 (a leading 0 replaced by the chosen dialing code) and its code.
 */
export const checkSignerDraft = (draft: SignerDraft, ctx: SignerDraftContext): SignerDraftCheck => {
  const result = validateSignatoryDetails(
    {
      name: draft.name,
      email: draft.email,
      mobile_number: draft.mobile,
      email_is_optional: ctx.emailOptional,
      primary_communication_channel: draft.channel,
    },
    { default_dialing_code: draft.dialing_code, mobile_required: ctx.mobileRequired },
  );
  if (!result.ok) return result;
  const { value } = result;
  return {
    ok: true,
    patch: {
      role: draft.role.trim() || undefined,
      name: value.name,
      email: value.email,
      mobile_number: value.mobile_number,
      dialing_code: value.dialing_code,
      email_is_optional: ctx.emailOptional,
      primary_communication_channel: draft.channel,
      is_optional: draft.is_optional,
      signer_group_uuid: draft.signer_group_uuid,
    },
  };
};

/** The properties of `next` that differ from `saved` (what an edit sends). */
export const changedProperties = (
  saved: Signatory,
  next: Omit<SignatoryInput, 'uuid'>,
): Omit<SignatoryInput, 'uuid'> =>
  Object.fromEntries(
    Object.entries(next).filter(
      ([name, value]) => value !== undefined && saved[name as keyof Signatory] !== value,
    ),
  );
