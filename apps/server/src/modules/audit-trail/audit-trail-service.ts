import {
  auditTrailRefusal,
  isAuditTrailOpen,
  isOpenedEventDue,
  verifyAuditChain,
  type AuditRecord,
} from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { loadVisibleDocument } from '../documents/document-access-service.ts';
import { findSignatoryRows } from '../documents/document-repository.ts';
import { mailFirstView } from '../owner-mails/mail-pack-activity.ts';
import { callerActor } from '../signing/signer-identity.ts';
import { appendAuditRecord } from './append-audit-record.ts';
import {
  findAuditRecords,
  findLastOpened,
  lockAuditChain,
  toAuditRecord,
} from './audit-record-repository.ts';

export type AuditTrail = { audit_records: AuditRecord[]; chain_valid: boolean };

/**
 * GET /app/audit_trail/{key}?since: the pack's trail (a child's key names its pack's), for team
 * members once the pack has left setup (§6). The whole chain is read and verified on every call,
 * so chain_valid speaks for all of it; `since` only trims what is sent back.
 */
export const getAuditTrail = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
  since: string | undefined,
): Promise<AuditTrail> => {
  const { pack, facts, actor } = await loadVisibleDocument(ctx.db, auth, key);
  const refusal = auditTrailRefusal(facts, actor);
  if (refusal) throw new AppError(refusal.status, refusal.message);
  const records = (await findAuditRecords(ctx.db, pack.key)).map(toAuditRecord);
  const chainValid = (await verifyAuditChain(records)) === null;
  const from = since ? new Date(since).getTime() : null;
  return {
    audit_records:
      from === null ? records : records.filter((r) => Date.parse(r.date_created) >= from),
    chain_valid: chainValid,
  };
};

/**
 * POST /app/documents/{key}/audit_document_opened_event: records 'opened' for whoever may see the
 * document, once per person and document in a window (isOpenedEventDue) (the view polls). Nothing is
 * recorded while the pack is in setup: opening it then is editing it. Answers whether it recorded.
 */
export const recordDocumentOpened = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
): Promise<boolean> => {
  const { doc, pack } = await loadVisibleDocument(ctx.db, auth, key);
  if (!isAuditTrailOpen(pack.status)) return false;
  const childKey = doc.key === pack.key ? null : doc.key;
  return ctx.db.transaction(async (tx: Db) => {
    // The last 'opened' is read under the chain's lock, so two tabs opening at once record one.
    await lockAuditChain(tx, pack.key);
    const last = await findLastOpened(tx, pack.key, auth.user.key, childKey);
    if (!isOpenedEventDue(last, new Date())) return false;
    // Before the record: the owner hears of a signer's first opening only.
    await mailFirstView(ctx, tx, pack, auth.user);
    await appendAuditRecord(tx, {
      document_key: pack.key,
      event: 'opened',
      child_document_key: childKey,
      actor: callerActor(auth, await findSignatoryRows(tx, [pack.key])),
    });
    return true;
  });
};
