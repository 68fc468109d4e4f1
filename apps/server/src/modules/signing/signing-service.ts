import {
  DOCUMENT_FLAG_DEFAULTS,
  SIGNING_EXPIRY_MESSAGES,
  SIGNING_MESSAGES,
  canReject,
  canSignNow,
  canonicalJson,
  isMultiEditSigner,
  isSigningExpired,
  isSigningBody,
  rejectionReasonOf,
  signingSubmissionOf,
  type AddUpdateOrSignBody,
  type SigningPack,
  type SigningSubmission,
} from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { hashSecret } from '../../lib/ids.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { appendAuditRecord } from '../audit-trail/append-audit-record.ts';
import { loadVisibleDocument, type VisibleDocument } from '../documents/document-access-service.ts';
import { toSignatorySummary } from '../documents/document-dto.ts';
import type { DocumentRow, SignatoryRow } from '../documents/document-repository.ts';
import { loadPackContents } from '../request-signatures/request-signatures-repository.ts';
import { signerIndex } from '../signatories/signatory-list.ts';
import { addUpdateSignatory } from '../signatories/signatory-service.ts';
import { packSignatories } from '../signing-requests/signing-request-repository.ts';
import { revokeSigningTokens } from '../signing-requests/signing-token-repository.ts';
import { assertActsFor, signerActor } from './signer-identity.ts';
import { fillDateSigned, withCanonicalDates } from './date-signed.ts';
import { advancePack } from './signing-completion.ts';
import { fillSignerFields, signerIncompleteFields } from './signing-fields.ts';
import {
  findSubmissionResponse,
  rejectPack,
  storeSubmissionResponse,
  updateSignatoryState,
} from './signing-repository.ts';
import { checkSigningCode } from './signing-verification.ts';
import { notifyRejected, notifySigned } from './signing-notifications.ts';
import { mailPackActivity } from '../owner-mails/mail-pack-activity.ts';
import { lockPack } from '../documents/document-repository.ts';
import { deleteSigningDrafts } from '../signing-drafts/signing-draft-repository.ts';

export const refuse = (r: { status: number; message: string }) => new AppError(r.status, r.message);

export const signingPackOf = (pack: DocumentRow): SigningPack => {
  const flags = { ...DOCUMENT_FLAG_DEFAULTS, ...pack.flags };
  return {
    status: pack.status,
    sequential_signing: flags.sequential_signing,
    first_signer_has_multi_edit_role: flags.first_signer_has_multi_edit_role,
  };
};

export type SigningStep = {
  ctx: AppContext;
  tx: Db;
  auth: Auth;
  pack: DocumentRow;
  people: SignatoryRow[];
  me: SignatoryRow;
};

/** The locked pack, its signatories and the one the caller acts for (404/403 otherwise). */
export const lockSigningStep = async (
  ctx: AppContext,
  tx: Db,
  auth: Auth,
  found: VisibleDocument,
  signatoryUuid: string,
  inPresence = false,
): Promise<SigningStep> => {
  const pack = (await lockPack(tx, found.pack.key))!;
  const people = await packSignatories(tx, pack.key);
  const me = people.find((s) => s.uuid === signatoryUuid);
  if (!me) throw notFound(SIGNING_MESSAGES.signatoryNotFound);
  assertActsFor(auth, found, me, inPresence);
  // A session opened before the deadline cannot sign after it (issue 16).
  if (
    pack.status === 'awaiting_signatures' &&
    isSigningExpired(pack.signing_expires_at, new Date())
  )
    throw new AppError(410, SIGNING_EXPIRY_MESSAGES.expired);
  return { ctx, tx, auth, pack, people, me };
};

const respond = async (step: SigningStep, message: string, row: SignatoryRow) => ({
  message,
  signatory: toSignatorySummary(row, await signerIndex(step.tx, row)),
});

/** §4 rejection of the whole pack: signatory and pack rejected, audited, links ended. */
const rejectWholePack = async (step: SigningStep, reason: string | null) => {
  const { tx, pack, me } = step;
  const refusal = canReject(pack.status, me.status);
  if (refusal) throw refuse(refusal);
  const rejection_reason = rejectionReasonOf(reason);
  const row = await updateSignatoryState(tx, me.uuid, { status: 'rejected', rejection_reason });
  await rejectPack(tx, pack.key);
  await deleteSigningDrafts(tx, pack.key);
  await appendAuditRecord(tx, {
    document_key: pack.key,
    event: 'rejected',
    actor: signerActor(step.auth, me),
    details: { rejection_reason },
  });
  await revokeSigningTokens(tx, pack.key);
  await notifyRejected(tx, pack, {
    signer: row,
    documentName: pack.document_name,
    reason: rejection_reason,
    actingUserKey: step.auth.user.key,
  });
  await mailPackActivity(step.ctx, tx, pack, {
    signer: row,
    activity: { kind: 'declined', reason: rejection_reason, documentName: null },
    actingUserKey: step.auth.user.key,
  });
  return respond(step, SIGNING_MESSAGES.rejected, row);
};

/** Fills the signer's fields and, with update_status_to 'complete', signs (§4, §5). */
const fillAndSign = async (step: SigningStep, s: SigningSubmission) => {
  const { ctx, tx, pack, people, me } = step;
  const refusal = canSignNow(signingPackOf(pack), people, me.uuid);
  if (refusal) throw refuse(refusal);
  const completing = s.update_status_to === 'complete';
  const contents = await loadPackContents(tx, pack.key);
  const filled = await fillSignerFields(tx, {
    fields: contents.fields,
    rules: contents.rules,
    signerUuid: me.uuid,
    signerName: me.name,
    isMultiEdit: isMultiEditSigner(signingPackOf(pack), people, me.uuid),
    inputs: withCanonicalDates(s.data_fields, contents.fields),
    callerKey: step.auth.user.key,
  });
  const actor = signerActor(step.auth, me);
  for (const field of filled.changed)
    await appendAuditRecord(tx, {
      document_key: pack.key,
      child_document_key: field.document_key,
      event: 'field_signed',
      actor,
      details: { data_field_uuid: field.uuid, type: field.type },
    });
  if (!completing) return respond(step, SIGNING_MESSAGES.progressSaved, me);
  if (signerIncompleteFields(filled, me.uuid).length > 0)
    throw badRequest(SIGNING_MESSAGES.incompleteFields);
  const signedAt = new Date();
  const dated = await fillDateSigned(tx, {
    fields: filled.fields,
    disabled: filled.disabled,
    signerUuid: me.uuid,
    signerName: me.name,
    signedAt,
    timeZone: s.time_zone,
  });
  for (const field of dated)
    await appendAuditRecord(tx, {
      document_key: pack.key,
      child_document_key: field.document_key,
      event: 'field_signed',
      actor,
      details: { data_field_uuid: field.uuid, type: field.type, date_signed: field.data },
    });
  const row = await updateSignatoryState(tx, me.uuid, {
    status: 'complete',
    date_signed: signedAt,
    sign_later: false,
    signed_in_presence: s.signed_in_presence,
  });
  await deleteSigningDrafts(tx, pack.key, me.uuid);
  await appendAuditRecord(tx, {
    document_key: pack.key,
    event: 'signed',
    actor,
    details: { signed_in_presence: s.signed_in_presence },
  });
  // Before advancePack, so that the team reads "signed" before "is complete".
  await notifySigned(tx, pack, row, step.auth.user.key);
  await mailPackActivity(ctx, tx, pack, {
    signer: row,
    activity: { kind: 'signed' },
    actingUserKey: step.auth.user.key,
  });
  await advancePack(ctx, tx, pack.key, actor);
  return respond(step, SIGNING_MESSAGES.signed, row);
};

/**
 * A signing submission in one transaction on the locked pack. The client retries (§7), so an
 * identical submission of the same signatory answers the first one's stored response and does
 * nothing else; refusals are not stored, so a corrected retry is judged afresh.
 */
export const submitSigning = async (
  ctx: AppContext,
  auth: Auth,
  found: VisibleDocument,
  s: SigningSubmission,
): Promise<Record<string, unknown>> => {
  if (found.pack.status === 'setup')
    throw refuse({ status: 409, message: SIGNING_MESSAGES.notAwaitingSignatures });
  const hash = hashSecret(`${s.signatory_uuid}\u0000${canonicalJson(s)}`);
  const outcome = await ctx.db.transaction(async (tx) => {
    const step = await lockSigningStep(
      ctx,
      tx,
      auth,
      found,
      s.signatory_uuid,
      s.signed_in_presence,
    );
    const stored = await findSubmissionResponse(tx, hash);
    if (stored) return { response: stored, refusal: null };
    if (step.pack.status === 'setup')
      throw refuse({ status: 409, message: SIGNING_MESSAGES.notAwaitingSignatures });
    if (s.update_status_to === 'complete') {
      const turn = canSignNow(signingPackOf(step.pack), step.people, step.me.uuid);
      if (turn) throw refuse(turn);
      // A wrong code is answered after the commit, so that the try counts.
      const codeRefusal = await checkSigningCode(tx, step.pack, step.me.uuid, s.verification_otp);
      if (codeRefusal) return { response: null, refusal: codeRefusal };
    }
    const response =
      s.update_status_to === 'rejected'
        ? await rejectWholePack(step, s.rejection_reason)
        : await fillAndSign(step, s);
    await storeSubmissionResponse(tx, {
      submission_hash: hash,
      document_key: step.pack.key,
      signatory_uuid: s.signatory_uuid,
      response,
    });
    // Answer what a retry will be answered: the stored copy.
    return { response: (await findSubmissionResponse(tx, hash)) ?? response, refusal: null };
  });
  if (outcome.refusal) throw refuse(outcome.refusal);
  return outcome.response!;
};

/**
 * POST /app/documents/{key}/add_update_signatory: a body with signing properties (fields, a
 * status to move to, a reason or a code) is a signer's submission; any other body is the setup
 * save of the signatories module (which answers 409 outside setup).
 */
export const addUpdateOrSign = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
  body: AddUpdateOrSignBody,
): Promise<Record<string, unknown>> => {
  if (!isSigningBody(body)) return addUpdateSignatory(ctx, auth, key, body);
  const found = await loadVisibleDocument(ctx.db, auth, key);
  return submitSigning(ctx, auth, found, signingSubmissionOf(body));
};
