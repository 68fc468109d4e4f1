import { dueOccurrence } from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { appendAuditRecord } from '../audit-trail/append-audit-record.ts';
import { lockPack } from '../documents/document-repository.ts';
import { fireRule } from './fire-rule.ts';
import {
  findInSetupCandidates,
  findNewlyExpiredPacks,
  findNotSignedCandidates,
  firedOccurrences,
  markExpiryNotified,
  runId,
} from './notification-run-repository.ts';
import { noticeOwner } from './owner-notice.ts';

export type SweepResult = { fired: number; expired: number };

/**
 * The notification-rules job (every minute, NOTIFICATION_SWEEP_CRON): fires the time-sensitive
 * rules that are due at `now` and tells owners of deadlines that passed. `now` is given, not read,
 * so tests drive the clock. Safe to run in several processes at once: each firing is one row of
 * notification_rule_runs and each deadline notice one guarded update.
 */
export const runNotificationSweep = async (ctx: AppContext, now: Date): Promise<SweepResult> => {
  const candidates = [
    ...(await findNotSignedCandidates(ctx.db, now)),
    ...(await findInSetupCandidates(ctx.db, now)),
  ];
  const fired = await firedOccurrences(ctx.db, [...new Set(candidates.map((c) => c.rule_key))]);
  let count = 0;
  for (const c of candidates) {
    const occurrence = dueOccurrence(c.action, c.countdown_seconds, c.since, now);
    // Already fired: skip without locking the pack. The unique index still decides in fireRule.
    if (occurrence === null || fired.has(runId(c.rule_key, c.signatory_uuid, occurrence))) continue;
    try {
      if (await fireRule(ctx, c, now)) count++;
    } catch (error) {
      // One pack's failure (its mail could not be rendered, say) must not stop the others.
      ctx.log.error({ err: error, rule: c.rule_key, document: c.document_key }, 'rule not fired');
    }
  }
  return { fired: count, expired: await noticeExpiredPacks(ctx, now) };
};

/** Tells each owner once that their pack's signing deadline passed, and records it. */
const noticeExpiredPacks = async (ctx: AppContext, now: Date): Promise<number> => {
  let count = 0;
  for (const { key } of await findNewlyExpiredPacks(ctx.db, now)) {
    const told = await ctx.db.transaction(async (tx: Db) => {
      const pack = await lockPack(tx, key);
      if (!pack || !(await markExpiryNotified(tx, key, now))) return false;
      await appendAuditRecord(tx, {
        document_key: key,
        event: 'signing_expired',
        actor: { name: null },
        details: { signing_expires_at: pack.signing_expires_at?.toISOString() ?? null },
      });
      await noticeOwner(ctx, tx, pack, {
        kind: 'signing_expired',
        event: 'expired',
      });
      return true;
    });
    if (told) count++;
  }
  return count;
};
