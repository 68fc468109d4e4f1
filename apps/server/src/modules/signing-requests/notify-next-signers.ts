import { signatoriesToNotify } from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { sendSignatureRequestsJob } from '../../jobs/send-signature-requests.job.ts';
import type { JobHandler } from '../../queue/job-definition.ts';
import type { Queue } from '../../queue/queue.ts';
import { mailThemeForPack } from '../branding/theme-resolver.ts';
import { packFlag } from '../signatories/signatory-access.ts';
import { sendSignatureRequest } from './signature-request-sender.ts';
import { packSignatories, userFullName } from './signing-request-repository.ts';
import { hasLiveRequestToken } from './signing-token-repository.ts';
import { lockPack } from '../documents/document-repository.ts';

/**
 * Queues the requests a pack owes now, in the caller's transaction: when it is sent, and (issue
 * 5's signing flow) whenever a signer finishes, so that with sequential signing the next one is
 * asked. Safe to call more than once: the job asks no signer twice in one round.
 */
export const notifyNextSigners = async (tx: Db, queue: Queue, packKey: string): Promise<void> => {
  await queue.enqueue(tx, sendSignatureRequestsJob, { document_key: packKey });
};

/**
 * The send-signature-requests job: on the locked pack, asks each signer whose turn it is and who
 * may be asked (can_receive_signing_notifications) unless this round's request already went out.
 */
export const sendSignatureRequestsHandler =
  (ctx: AppContext): JobHandler<{ document_key: string }> =>
  async ({ document_key }) => {
    await ctx.db.transaction(async (tx: Db) => {
      const pack = await lockPack(tx, document_key);
      if (!pack || pack.status !== 'awaiting_signatures' || pack.is_deleted) return;
      const people = await packSignatories(tx, pack.key);
      const due = signatoriesToNotify(
        { sequential_signing: packFlag(pack, 'sequential_signing') },
        people,
      );
      const senderName = await userFullName(tx, pack.created_by);
      const theme = await mailThemeForPack(tx, ctx.config.publicUrl, pack);
      for (const signatory of due) {
        if (!signatory.can_receive_signing_notifications) continue;
        if (await hasLiveRequestToken(tx, pack.key, signatory.uuid)) continue;
        const sent = await sendSignatureRequest(ctx, tx, {
          pack,
          signatory,
          channel: signatory.primary_communication_channel,
          senderName,
          theme,
        });
        if (!sent.ok)
          ctx.log.warn(
            { document: pack.key, signatory: signatory.uuid, reason: sent.message },
            'signature request not sent',
          );
      }
    });
  };
