import {
  MARKED_COMPLETE_REASON,
  MESSAGES,
  checkTransition,
  transitionMessage,
} from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { appendAuditRecord, auditActorOf } from '../audit-trail/append-audit-record.ts';
import { factsOf, loadVisibleDocument } from '../documents/document-access-service.ts';
import { findDocumentRow, lockPack } from '../documents/document-repository.ts';
import { packSignatories } from '../signing-requests/signing-request-repository.ts';
import { revokeSigningTokens } from '../signing-requests/signing-token-repository.ts';
import { advancePack } from './signing-completion.ts';
import { updateSignatoryState } from './signing-repository.ts';

export type MarkedComplete = { message: string; status: 'complete'; date_updated: string };

/** Signers that a completion would otherwise still wait for (§4). */
const stillToSign = (status: string) => status === 'setup' || status === 'awaiting_signatures';

/**
 * `update_document` with `update_status_to: 'complete'` (docs/api-signing.md "Owner actions"):
 * on the locked pack, every signatory still to sign is excluded (each audited with the reason),
 * then the pack completes exactly as when the last signer signs (`advancePack`: children, audit,
 * links revoked, seal job, team notified). One transaction; 403/409 from `checkTransition`.
 */
export const markComplete = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
): Promise<MarkedComplete> => {
  const { pack: seen, actor } = await loadVisibleDocument(ctx.db, auth, key);
  const dateUpdated = await ctx.db.transaction(async (tx: Db) => {
    const pack = await lockPack(tx, seen.key);
    if (!pack) throw notFound(MESSAGES.documentNotFound);
    const refusal = checkTransition(factsOf(pack), actor, 'complete');
    if (refusal) throw new AppError(refusal.status, refusal.message);
    const by = auditActorOf(auth.user);
    for (const signer of await packSignatories(tx, pack.key)) {
      if (!stillToSign(signer.status)) continue;
      await updateSignatoryState(tx, signer.uuid, { status: 'excluded' });
      await appendAuditRecord(tx, {
        document_key: pack.key,
        event: 'excluded',
        actor: by,
        details: { signatory_uuid: signer.uuid, name: signer.name, reason: MARKED_COMPLETE_REASON },
      });
      await revokeSigningTokens(tx, pack.key, signer.uuid);
    }
    // Nobody is left to sign, so this completes the pack and queues the seal.
    await advancePack(ctx, tx, pack.key, by);
    return (await findDocumentRow(tx, pack.key))!.date_updated;
  });
  return {
    message: transitionMessage('complete'),
    status: 'complete',
    date_updated: dateUpdated.toISOString(),
  };
};
