import {
  MESSAGES,
  SIGNING_EXPIRY_MESSAGES,
  STATUS_MESSAGES,
  blockingChecks,
  checkTransition,
  isSigningExpired,
  transitionMessage,
  type UpdateStatusTarget,
} from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { appendAuditRecord, auditActorOf } from '../audit-trail/append-audit-record.ts';
import { factsOf, loadVisibleDocument } from '../documents/document-access-service.ts';
import { markComplete } from '../signing/mark-complete.ts';
import { notifyNextSigners } from '../signing-requests/notify-next-signers.ts';
import { revokeSigningTokens } from '../signing-requests/signing-token-repository.ts';
import { blockingSnapshot } from './blocking-snapshot.ts';
import {
  loadPackContents,
  markAwaitingSignatures,
  revertToSetup,
} from './request-signatures-repository.ts';
import { lockPack } from '../documents/document-repository.ts';
import { deleteSigningDrafts } from '../signing-drafts/signing-draft-repository.ts';
import { deleteRunsOfPack } from '../notification-runs/notification-run-repository.ts';

export type StatusChange = {
  message: string;
  status: UpdateStatusTarget;
  date_updated: string;
};

/**
 * `update_document` with `update_status_to` (docs/api-editor.md "Requesting signatures and
 * reverting"): the §4 transition of the key's pack, refused by `checkTransition`, and for a
 * request by the first §5 blocking check (400; `blocking_checks` lists them all, each with the
 * uuids of the fields and signatories it is about). One
 * transaction on the locked pack, so the checks see exactly what is sent.
 */
export const changeDocumentStatus = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
  to: UpdateStatusTarget,
): Promise<StatusChange> => {
  // The owner's "mark as complete" (docs/api-signing.md "Owner actions") is the signing module's.
  if (to === 'complete') return markComplete(ctx, auth, key);
  const { pack: seen, actor } = await loadVisibleDocument(ctx.db, auth, key);
  const dateUpdated = await ctx.db.transaction(async (tx: Db) => {
    const pack = await lockPack(tx, seen.key);
    if (!pack) throw notFound(MESSAGES.documentNotFound);
    const refusal = checkTransition(factsOf(pack), actor, to);
    if (refusal) throw new AppError(refusal.status, refusal.message);
    const audit = { document_key: pack.key, actor: auditActorOf(auth.user) };
    if (to === 'setup') {
      await appendAuditRecord(tx, { ...audit, event: 'reverted', details: { from: pack.status } });
      await revokeSigningTokens(tx, pack.key);
      await deleteSigningDrafts(tx, pack.key);
      // Sent again, the pack's reminders and notices start over (issue 16).
      await deleteRunsOfPack(tx, pack.key);
      return revertToSetup(tx, pack.key);
    }

    if (isSigningExpired(pack.signing_expires_at, new Date()))
      throw new AppError(400, SIGNING_EXPIRY_MESSAGES.passedBeforeSending);
    const contents = await loadPackContents(tx, pack.key);
    if (contents.children.some((c) => c.conversion_state !== 'done'))
      throw new AppError(409, STATUS_MESSAGES.stillConverting);
    const failures = blockingChecks(
      blockingSnapshot(pack, contents, auth.user.dialing_code ?? ctx.config.defaultDialingCode),
    );
    if (failures.length > 0)
      throw new AppError(400, failures[0]!.message, { blocking_checks: failures });
    await appendAuditRecord(tx, { ...audit, event: 'sent' });
    await notifyNextSigners(tx, ctx.queue, pack.key);
    return markAwaitingSignatures(tx, pack.key);
  });
  return { message: transitionMessage(to), status: to, date_updated: dateUpdated.toISOString() };
};
