import {
  DOCUMENT_FLAG_DEFAULTS,
  SIGNING_MESSAGES,
  canExclude,
  canReject,
  isTeamMember,
  rejectionReasonOf,
} from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { appendAuditRecord } from '../audit-trail/append-audit-record.ts';
import { loadVisibleDocument } from '../documents/document-access-service.ts';
import { packSignatories as packPeople } from '../signing-requests/signing-request-repository.ts';
import { revokeSigningTokens } from '../signing-requests/signing-token-repository.ts';
import { actorOfUser, signerActor } from './signer-identity.ts';
import { advancePack } from './signing-completion.ts';
import { notifyRejected } from './signing-notifications.ts';
import { mailPackActivity } from '../owner-mails/mail-pack-activity.ts';
import { rejectChildDocument, updateSignatoryState } from './signing-repository.ts';
import { lockSigningStep, refuse } from './signing-service.ts';
import { lockPack as lockSigningPack } from '../documents/document-repository.ts';
import { deleteSigningDrafts } from '../signing-drafts/signing-draft-repository.ts';

/** POST reject_child_document/{uuid}: §4 rejection of one child, when the pack allows it. */
export const rejectChild = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
  signatoryUuid: string,
  reason: string | null | undefined,
) => {
  const found = await loadVisibleDocument(ctx.db, auth, key);
  if (found.doc.document_pack_key === null)
    throw refuse({ status: 400, message: SIGNING_MESSAGES.childRejectionFailed });
  const flags = { ...DOCUMENT_FLAG_DEFAULTS, ...found.pack.flags };
  if (!flags.can_reject_individual_documents)
    throw forbidden(SIGNING_MESSAGES.individualRejectionDisabled);
  return ctx.db.transaction(async (tx) => {
    const step = await lockSigningStep(ctx, tx, auth, found, signatoryUuid);
    const refusal = canReject(step.pack.status, step.me.status);
    if (refusal) throw refuse(refusal);
    if (found.doc.status === 'rejected') return { message: SIGNING_MESSAGES.rejected };
    const rejection_reason = rejectionReasonOf(reason);
    await rejectChildDocument(tx, found.doc.key);
    await appendAuditRecord(tx, {
      document_key: step.pack.key,
      child_document_key: found.doc.key,
      event: 'rejected',
      actor: signerActor(auth, step.me),
      details: { rejection_reason },
    });
    await notifyRejected(tx, step.pack, {
      signer: step.me,
      documentName: found.doc.document_name,
      reason: rejection_reason,
      actingUserKey: auth.user.key,
    });
    await mailPackActivity(ctx, tx, step.pack, {
      signer: step.me,
      activity: {
        kind: 'declined',
        reason: rejection_reason,
        documentName: found.doc.document_name,
      },
      actingUserKey: auth.user.key,
    });
    return { message: SIGNING_MESSAGES.rejected };
  });
};

/** GET sign_later/{uuid}: §4 marks the signatory; the route answers json or the redirect. */
export const signLater = async (ctx: AppContext, auth: Auth, key: string, uuid: string) => {
  const found = await loadVisibleDocument(ctx.db, auth, key);
  return ctx.db.transaction(async (tx) => {
    const step = await lockSigningStep(ctx, tx, auth, found, uuid);
    if (step.pack.status !== 'awaiting_signatures' || step.me.status !== 'awaiting_signatures')
      throw refuse({ status: 409, message: SIGNING_MESSAGES.notAwaitingSignatures });
    await updateSignatoryState(tx, uuid, { sign_later: true });
    await appendAuditRecord(tx, {
      document_key: step.pack.key,
      event: 'sign_later',
      actor: signerActor(auth, step.me),
      details: { signatory_uuid: uuid },
    });
    return {
      message: SIGNING_MESSAGES.signLater,
      post_sign_url: `/post_sign_logout?${new URLSearchParams({
        document_key: step.pack.key,
        signatory_key: uuid,
        sign_later: 'true',
      }).toString()}`,
    };
  });
};

/**
 * POST exclude_signatory: §4 only on a pack awaiting signatures, by a team member who may mark a
 * document complete; the pack completes if no one remains.
 */
export const excludeSignatory = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
  input: { uuid: string; viewingNotifications: boolean | undefined },
) => {
  const found = await loadVisibleDocument(ctx.db, auth, key);
  const mayMark =
    isTeamMember(found.facts, found.actor) &&
    found.actor.permissions.document_permissions.can_mark_document_as_complete;
  return ctx.db.transaction(async (tx) => {
    const pack = (await lockSigningPack(tx, found.pack.key))!;
    const people = await packPeople(tx, pack.key);
    const target = people.find((s) => s.uuid === input.uuid);
    if (!target) throw notFound(SIGNING_MESSAGES.signatoryNotFound);
    const refusal = canExclude(pack.status, mayMark, target.status);
    if (refusal) throw refuse(refusal);
    await updateSignatoryState(tx, target.uuid, {
      status: 'excluded',
      ...(input.viewingNotifications !== undefined
        ? { can_receive_viewing_notifications: input.viewingNotifications }
        : {}),
    });
    const actor = actorOfUser(auth);
    await appendAuditRecord(tx, {
      document_key: pack.key,
      event: 'excluded',
      actor,
      details: { signatory_uuid: target.uuid, name: target.name },
    });
    await revokeSigningTokens(tx, pack.key, target.uuid);
    await deleteSigningDrafts(tx, pack.key, target.uuid);
    const completed = await advancePack(ctx, tx, pack.key, actor);
    return { message: SIGNING_MESSAGES.excluded, document_completed: completed };
  });
};

/**
 * POST user_accepted_terms/{uuid}: the signer's consent, asked once and recorded once
 * (signatories.terms_accepted_at and one 'terms_accepted' record). Calling it again (another tab,
 * another device, a retry) records nothing and answers when consent was given.
 */
export const acceptTerms = async (ctx: AppContext, auth: Auth, key: string, uuid: string) => {
  const found = await loadVisibleDocument(ctx.db, auth, key);
  return ctx.db.transaction(async (tx) => {
    const step = await lockSigningStep(ctx, tx, auth, found, uuid);
    let acceptedAt = step.me.terms_accepted_at;
    if (!acceptedAt) {
      acceptedAt = new Date();
      await updateSignatoryState(tx, uuid, { terms_accepted_at: acceptedAt });
      await appendAuditRecord(tx, {
        document_key: step.pack.key,
        event: 'terms_accepted',
        actor: signerActor(auth, step.me),
        details: { signatory_uuid: uuid, accepted_at: acceptedAt.toISOString() },
      });
    }
    return { message: SIGNING_MESSAGES.termsAccepted, terms_accepted_at: acceptedAt.toISOString() };
  });
};
