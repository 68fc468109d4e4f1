import type { DeliveryFailureEvent } from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { lockPack } from '../documents/document-repository.ts';
import { findPackSignatory } from '../signatories/signatory-repository.ts';
import { signerName } from '../signing/signing-notifications.ts';
import {
  countFailedDeliveries,
  findRulesOfPack,
  recordRun,
} from './notification-run-repository.ts';
import { noticeOwner } from './owner-notice.ts';

export type DeliveryFailure = {
  event: DeliveryFailureEvent;
  documentKey: string;
  signatoryUuid: string;
};

/**
 * A mail or text message to a signer failed for good (SMTP 5xx, the last retry, the SMS
 * provider's refusal or failure callback): each of the pack's rules for that event tells the
 * owner. The occurrence is the number of that signer's failed deliveries, so a retried job or a
 * repeated callback notifies once, and a later failure (after the owner fixed the address and it
 * failed again) notifies again.
 */
export const raiseDeliveryFailure = async (
  ctx: AppContext,
  failure: DeliveryFailure,
  now: Date = new Date(),
): Promise<number> => {
  const rules = await findRulesOfPack(ctx.db, failure.documentKey, failure.event);
  if (rules.length === 0) return 0;
  return ctx.db.transaction(async (tx: Db) => {
    const pack = await lockPack(tx, failure.documentKey);
    if (!pack || pack.is_deleted) return 0;
    const signer = await findPackSignatory(tx, pack.key, failure.signatoryUuid);
    if (!signer) return 0;
    const channel = failure.event === 'email_failed' ? 'email' : 'text';
    const occurrence = await countFailedDeliveries(tx, channel, pack.key, signer.uuid);
    if (occurrence === 0) return 0;
    let told = 0;
    for (const rule of rules) {
      const fresh = await recordRun(tx, {
        rule_key: rule.key,
        document_key: pack.key,
        signatory_uuid: signer.uuid,
        occurrence,
        fired_at: now,
      });
      if (!fresh) continue;
      await noticeOwner(ctx, tx, pack, {
        kind: `rule_${failure.event}`,
        event: failure.event,
        signer: signerName(signer),
      });
      told++;
    }
    return told;
  });
};
