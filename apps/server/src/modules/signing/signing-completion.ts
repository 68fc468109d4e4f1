import { nextPackStatus } from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { sealDocumentJob } from '../../jobs/seal-document.job.ts';
import { appendAuditRecord, type AuditActor } from '../audit-trail/append-audit-record.ts';
import { notifyNextSigners } from '../signing-requests/notify-next-signers.ts';
import { packSignatories } from '../signing-requests/signing-request-repository.ts';
import { revokeSigningTokens } from '../signing-requests/signing-token-repository.ts';
import { deleteSigningDrafts } from '../signing-drafts/signing-draft-repository.ts';
import { notifyCompleted } from './signing-notifications.ts';
import { completePack } from './signing-repository.ts';

/**
 * After a signer finished (signed or was excluded), on the locked pack: when no signatory remains
 * in setup or awaiting_signatures the pack and its children complete, the completion is audited,
 * the links stop working, the seal job is queued and the team is notified, all in the caller's
 * transaction; otherwise the signers whose turn it now is are asked. Answers whether the pack
 * completed.
 */
export const advancePack = async (
  ctx: AppContext,
  tx: Db,
  packKey: string,
  actor: AuditActor,
): Promise<boolean> => {
  const people = await packSignatories(tx, packKey);
  if (nextPackStatus(people) !== 'complete') {
    await notifyNextSigners(tx, ctx.queue, packKey);
    return false;
  }
  await completePack(tx, packKey);
  await deleteSigningDrafts(tx, packKey);
  await appendAuditRecord(tx, { document_key: packKey, event: 'completed', actor });
  await revokeSigningTokens(tx, packKey);
  await ctx.queue.enqueue(tx, sealDocumentJob, { document_key: packKey });
  await notifyCompleted(tx, packKey);
  return true;
};
