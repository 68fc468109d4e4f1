import { dueOccurrence } from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { appendAuditRecord } from '../audit-trail/append-audit-record.ts';
import { mailThemeForPack } from '../branding/theme-resolver.ts';
import { lockPack, type DocumentRow } from '../documents/document-repository.ts';
import { findPackSignatory } from '../signatories/signatory-repository.ts';
import { signerName } from '../signing/signing-notifications.ts';
import { sendSignatureRequest } from '../signing-requests/signature-request-sender.ts';
import { userFullName } from '../signing-requests/signing-request-repository.ts';
import { recordRun, type RuleCandidate } from './notification-run-repository.ts';
import { noticeOwner } from './owner-notice.ts';

/**
 * Fires one due rule, in one transaction on the locked pack: the state is checked again under
 * the lock (a signer who signed a moment ago is not reminded), the run is recorded, and only the
 * worker whose record went in sends. Answers whether it sent anything.
 */
export const fireRule = async (
  ctx: AppContext,
  candidate: RuleCandidate,
  now: Date,
): Promise<boolean> => {
  const occurrence = dueOccurrence(
    candidate.action,
    candidate.countdown_seconds,
    candidate.since,
    now,
  );
  if (occurrence === null) return false;
  return ctx.db.transaction(async (tx: Db) => {
    const pack = await lockPack(tx, candidate.document_key);
    if (!pack || pack.is_deleted) return false;
    if (candidate.event === 'in_setup') {
      if (pack.status !== 'setup' || !(await record(tx, candidate, occurrence, now))) return false;
      await noticeOwner(ctx, tx, pack, {
        kind: 'rule_in_setup',
        event: 'in_setup',
      });
      return true;
    }
    return fireNotSigned(ctx, tx, pack, candidate, occurrence, now);
  });
};

const record = (tx: Db, c: RuleCandidate, occurrence: number, now: Date) =>
  recordRun(tx, {
    rule_key: c.rule_key,
    document_key: c.document_key,
    signatory_uuid: c.signatory_uuid,
    occurrence,
    fired_at: now,
  });

const fireNotSigned = async (
  ctx: AppContext,
  tx: Db,
  pack: DocumentRow,
  candidate: RuleCandidate,
  occurrence: number,
  now: Date,
): Promise<boolean> => {
  if (pack.status !== 'awaiting_signatures' || !candidate.signatory_uuid) return false;
  if (pack.signing_expires_at && pack.signing_expires_at <= now) return false;
  const signer = await findPackSignatory(tx, pack.key, candidate.signatory_uuid);
  if (!signer || signer.removed || signer.status !== 'awaiting_signatures') return false;
  if (!(await record(tx, candidate, occurrence, now))) return false;

  if (candidate.action === 'notify') {
    await noticeOwner(ctx, tx, pack, {
      kind: 'rule_not_signed',
      event: 'not_signed',
      signer: signerName(signer),
    });
    return true;
  }
  // A signer whose requests are off (§6 can_receive_signing_notifications) gets no reminder.
  if (!signer.can_receive_signing_notifications) return false;
  const sent = await sendSignatureRequest(ctx, tx, {
    pack,
    signatory: signer,
    channel: signer.primary_communication_channel,
    senderName: await userFullName(tx, pack.created_by),
    theme: await mailThemeForPack(tx, ctx.config.publicUrl, pack),
    reminder: true,
  });
  if (!sent.ok) return false;
  await appendAuditRecord(tx, {
    document_key: pack.key,
    event: 'reminder_sent',
    actor: { name: null },
    details: { signatory_uuid: signer.uuid, channel: sent.channel, occurrence },
  });
  return true;
};
