import { z } from 'zod';
import { timeZoneSchema } from './date-format.ts';
import type { DocumentStatus, SignatoryStatus } from './document.ts';
import { addUpdateSignatoryBodySchema, signatoryInputSchema } from './signatory.ts';
import { isNextSigner, type OrderedSignatory } from './signing-order.ts';

/** §5/§8 signing messages, word for word where the spec gives them. */
export const SIGNING_MESSAGES = {
  incompleteFields:
    'There are still incomplete fields. Please fill out all fields that are assigned to you.',
  unableToReject: 'Unable to reject document',
  defaultRejectionReason:
    'Rejection reason not specified. Please contact the signer for further details.',
  childRejectionFailed: 'Something went wrong, please try again',
  notAwaitingSignatures: 'This document is not awaiting signatures.',
  notYourTurn: 'It is not your turn to sign yet.',
  alreadyFinished: 'You have already finished with this document.',
  notYourField: 'You cannot fill in a field that is not assigned to you.',
  fieldNotFound: 'Data field not found.',
  notTheSignatory: 'You are not this signatory.',
  signatoryNotFound: 'Signatory not found.',
  cannotExclude: 'This signer cannot be excluded.',
  individualRejectionDisabled: 'Rejecting individual documents is not enabled for this document.',
  verificationRequired: 'Please enter the verification code.',
  signed: 'Document signed.',
  progressSaved: 'Progress saved.',
  rejected: 'Document rejected.',
  signLater: 'You can sign this document later.',
  excluded: 'The signer was excluded.',
  termsAccepted: 'Terms accepted.',
} as const;

export type SigningRefusal = { status: 400 | 403 | 409; message: string };

/** What the rules read of a signatory. */
export type SigningSignatory = OrderedSignatory & { removed?: boolean };

export type SigningPack = {
  status: DocumentStatus;
  sequential_signing: boolean;
  first_signer_has_multi_edit_role: boolean;
};

/** §6 multi-edit role: the first signer in order when the pack grants it. */
export const isMultiEditSigner = (
  pack: SigningPack,
  signatories: readonly SigningSignatory[],
  uuid: string,
): boolean => {
  if (!pack.first_signer_has_multi_edit_role) return false;
  const first = signatories
    .filter((s) => !s.removed)
    .sort((a, b) => a.position - b.position || a.uuid.localeCompare(b.uuid))[0];
  return first?.uuid === uuid;
};

/**
 * §4/§6: a signer fills their own fields; the multi-edit signer also fills other signers'
 * fields except signatures and initials. Unassigned fields belong to nobody while signing.
 */
export const canFillField = (
  field: { signatory_uuid: string | null; type: string },
  signerUuid: string,
  isMultiEdit: boolean,
): boolean => {
  if (field.signatory_uuid === signerUuid) return true;
  return isMultiEdit && field.type !== 'signature' && field.type !== 'initial';
};

/**
 * §4: a signatory may act (fill, sign) only on a pack awaiting signatures, while awaiting
 * signatures themselves, and with sequential signing only when it is their turn.
 */
export const canSignNow = (
  pack: SigningPack,
  signatories: readonly SigningSignatory[],
  uuid: string,
): SigningRefusal | null => {
  if (pack.status !== 'awaiting_signatures')
    return { status: 409, message: SIGNING_MESSAGES.notAwaitingSignatures };
  const me = signatories.find((s) => s.uuid === uuid && !s.removed);
  if (!me) return { status: 403, message: SIGNING_MESSAGES.notTheSignatory };
  if (me.status !== 'awaiting_signatures')
    return { status: 409, message: SIGNING_MESSAGES.alreadyFinished };
  if (!isNextSigner({ sequential_signing: pack.sequential_signing }, signatories, uuid))
    return { status: 409, message: SIGNING_MESSAGES.notYourTurn };
  return null;
};

/** §4: rejection only while the signatory (and so the pack) awaits signatures. */
export const canReject = (
  packStatus: DocumentStatus,
  signatoryStatus: SignatoryStatus,
): SigningRefusal | null =>
  packStatus === 'awaiting_signatures' && signatoryStatus === 'awaiting_signatures'
    ? null
    : { status: 409, message: SIGNING_MESSAGES.unableToReject };

/**
 * §4: exclusion only on a pack awaiting signatures, by a user who may mark a document complete,
 * of a signer still in setup or awaiting signatures.
 */
export const canExclude = (
  packStatus: DocumentStatus,
  mayMarkComplete: boolean,
  signatoryStatus: SignatoryStatus,
): SigningRefusal | null => {
  if (!mayMarkComplete) return { status: 403, message: SIGNING_MESSAGES.cannotExclude };
  if (packStatus !== 'awaiting_signatures')
    return { status: 409, message: SIGNING_MESSAGES.notAwaitingSignatures };
  if (signatoryStatus !== 'awaiting_signatures' && signatoryStatus !== 'setup')
    return { status: 409, message: SIGNING_MESSAGES.cannotExclude };
  return null;
};

/** §4: the pack completes when no signatory remains in setup or awaiting_signatures. */
export const nextPackStatus = (
  signatories: readonly { status: SignatoryStatus; removed?: boolean }[],
): 'complete' | 'awaiting_signatures' =>
  signatories.some(
    (s) => !s.removed && (s.status === 'setup' || s.status === 'awaiting_signatures'),
  )
    ? 'awaiting_signatures'
    : 'complete';

/** §8: an empty rejection reason becomes the default text. */
export const rejectionReasonOf = (reason: string | null | undefined): string =>
  reason && reason.trim() !== '' ? reason.trim() : SIGNING_MESSAGES.defaultRejectionReason;

/** One field a signer fills in a submission (§7 add_update_signatory while signing). */
export const signingFieldInputSchema = z.object({
  uuid: z.string().trim().min(1).max(64),
  data: z.string().max(100_000).nullable().optional(),
  file_key: z.string().max(200).nullable().optional(),
});
export type SigningFieldInput = z.infer<typeof signingFieldInputSchema>;

export const SIGNING_STATUS_TARGETS = ['complete', 'rejected'] as const;

const signingProperties = {
  update_status_to: z.enum(SIGNING_STATUS_TARGETS).optional(),
  rejection_reason: z.string().max(2000).nullable().optional(),
  signed_in_presence: z.boolean().optional(),
  verification_otp: z.string().trim().max(20).nullable().optional(),
  enqueue_next_signer: z.boolean().optional(),
  /** The signer's IANA time zone: which day 'date signed' fields get (ADR 0019). */
  time_zone: timeZoneSchema.nullable().optional(),
};

/**
 * add_update_signatory's body, setup and signing alike: `data` is the signatory (its uuid) with,
 * while signing, the fields it fills (`data_fields`) and the §7 signing properties, which the
 * client may also send beside `data`.
 */
export const addUpdateOrSignBodySchema = addUpdateSignatoryBodySchema.extend({
  data: signatoryInputSchema.extend({
    ...signingProperties,
    data_fields: z.array(signingFieldInputSchema).max(1000).optional(),
  }),
  ...signingProperties,
});
export type AddUpdateOrSignBody = z.infer<typeof addUpdateOrSignBodySchema>;

/** The signing part of a submission, top-level values first. */
export const signingSubmissionOf = (body: AddUpdateOrSignBody) => ({
  signatory_uuid: body.data.uuid,
  data_fields: body.data.data_fields ?? [],
  update_status_to: body.update_status_to ?? body.data.update_status_to,
  rejection_reason: body.rejection_reason ?? body.data.rejection_reason ?? null,
  signed_in_presence: body.signed_in_presence ?? body.data.signed_in_presence ?? false,
  verification_otp: body.verification_otp ?? body.data.verification_otp ?? null,
  time_zone: body.time_zone ?? body.data.time_zone ?? null,
});
export type SigningSubmission = ReturnType<typeof signingSubmissionOf>;

/** A body carrying anything of signing goes to the signing flow, whatever the pack status. */
export const isSigningBody = (body: AddUpdateOrSignBody): boolean => {
  const s = signingSubmissionOf(body);
  return (
    body.data.data_fields !== undefined ||
    s.update_status_to !== undefined ||
    body.rejection_reason !== undefined ||
    body.data.rejection_reason !== undefined ||
    body.verification_otp !== undefined ||
    body.data.verification_otp !== undefined
  );
};

export const rejectChildBodySchema = z.object({
  rejection_reason: z.string().max(2000).nullable().optional(),
});
export const signLaterQuerySchema = z.object({ return_json: z.string().optional() });
export const excludeSignatoryBodySchema = z.object({
  data: z.object({ uuid: z.string().trim().min(1).max(64) }),
  verification_otp: z.string().max(20).nullable().optional(),
  excluded_signers_can_receive_viewing_notifications: z.boolean().optional(),
  update_status_to: z.literal('excluded').optional(),
});
