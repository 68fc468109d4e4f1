import { and, eq, gt, inArray } from 'drizzle-orm';
import {
  BULK_SEND_ENGINE_MESSAGES as E,
  bulkSendReminderRefusal,
  signatoriesToNotify,
  type BulkSendType,
} from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { bulkSendRows, bulkSends, documents, signingTokens } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { bulkSendRemindersJob } from '../../jobs/bulk-send-reminders.job.ts';
import type { JobHandler } from '../../queue/job-definition.ts';
import type { Auth } from '../../plugins/request-context.ts';
import { mailThemeForPack } from '../branding/theme-resolver.ts';
import { lockPack } from '../documents/document-repository.ts';
import { packFlag } from '../signatories/signatory-access.ts';
import { sendSignatureRequest } from '../signing-requests/signature-request-sender.ts';
import { packSignatories, userFullName } from '../signing-requests/signing-request-repository.ts';
import { loadBulkSend } from './bulk-send-access.ts';
import { appendBulkSendLog } from './bulk-send-repository.ts';

/**
 * §7 enqueue_bulk_send_reminder_mails, by the §4/§9 rule (create_and_send, the last run over 2
 * days ago, 60 s after the previous enqueue). The lockout is taken on the locked send, so two
 * clicks enqueue once.
 */
export const enqueueBulkSendReminders = async (
  ctx: AppContext,
  auth: Auth,
  key: string,
  now: Date = new Date(),
): Promise<string> =>
  ctx.db.transaction(async (tx: Db) => {
    const send = await loadBulkSend(tx, auth, key, { lock: true });
    const refusal = bulkSendReminderRefusal(
      { ...send, bulk_send_type: send.bulk_send_type as BulkSendType },
      now,
    );
    if (refusal) throw new AppError(409, refusal);
    const awaiting = await tx
      .select({ key: documents.key })
      .from(bulkSendRows)
      .innerJoin(documents, eq(documents.key, bulkSendRows.document_key))
      .where(
        and(
          eq(bulkSendRows.bulk_send_key, send.key),
          eq(documents.status, 'awaiting_signatures'),
          eq(documents.is_deleted, false),
        ),
      );
    await tx
      .update(bulkSends)
      .set({ reminders_enqueued_at: now })
      .where(eq(bulkSends.key, send.key));
    await ctx.queue.enqueue(tx, bulkSendRemindersJob, {
      bulk_send_key: send.key,
      asked_at: now.toISOString(),
    });
    return E.remindersEnqueued(awaiting.length);
  });

/**
 * The reminders job: for each pack of the send still awaiting, the signers whose turn it is are
 * asked again through the signature request path (a fresh link, the request mail or text). A pack
 * already reminded since the click (a retry of this job) is skipped.
 */
export const bulkSendRemindersHandler =
  (ctx: AppContext): JobHandler<{ bulk_send_key: string; asked_at: string }> =>
  async ({ bulk_send_key, asked_at }) => {
    const since = new Date(asked_at);
    const packs = await ctx.db
      .select({ key: bulkSendRows.document_key })
      .from(bulkSendRows)
      .innerJoin(documents, eq(documents.key, bulkSendRows.document_key))
      .where(
        and(
          eq(bulkSendRows.bulk_send_key, bulk_send_key),
          eq(documents.status, 'awaiting_signatures'),
        ),
      );
    let reminded = 0;
    for (const { key } of packs) {
      const sent = await ctx.db.transaction(async (tx: Db) => {
        const pack = await lockPack(tx, key!);
        if (!pack || pack.status !== 'awaiting_signatures' || pack.is_deleted) return false;
        const due = signatoriesToNotify(
          { sequential_signing: packFlag(pack, 'sequential_signing') },
          await packSignatories(tx, pack.key),
        ).filter((s) => s.can_receive_signing_notifications);
        if (due.length === 0) return false;
        const already = await tx
          .select({ uuid: signingTokens.signatory_uuid })
          .from(signingTokens)
          .where(
            and(
              eq(signingTokens.document_key, pack.key),
              inArray(
                signingTokens.signatory_uuid,
                due.map((s) => s.uuid),
              ),
              gt(signingTokens.date_created, since),
            ),
          );
        const senderName = await userFullName(tx, pack.created_by);
        const theme = await mailThemeForPack(tx, ctx.config.publicUrl, pack);
        let any = false;
        for (const signatory of due) {
          if (already.some((a) => a.uuid === signatory.uuid)) continue;
          const route = await sendSignatureRequest(ctx, tx, {
            pack,
            signatory,
            channel: signatory.primary_communication_channel,
            senderName,
            theme,
          });
          any ||= route.ok;
        }
        return any;
      });
      if (sent) reminded++;
    }
    await appendBulkSendLog(ctx.db, bulk_send_key, 'info', E.remindersSent(reminded));
  };
