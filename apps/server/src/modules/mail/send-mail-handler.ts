import type { FastifyBaseLogger } from 'fastify';
import { isPermanentSmtpFailure, type MailDomainRates } from '@quire/domain';
import type { Db } from '../../db/database.ts';
import { sendMailJob } from '../../jobs/send-mail.job.ts';
import type { JobHandler } from '../../queue/job-definition.ts';
import type { Queue } from '../../queue/queue.ts';
import { findBlob } from '../storage/blob-repository.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import { coalesce } from '../../lib/coalesce.ts';
import {
  claimMails,
  markMailFailed,
  markMailsDone,
  reclaimMail,
  releaseMail,
  type MailRow,
} from './mail-repository.ts';
import { paceMail } from './mail-pacing.ts';
import type { MailTransport } from './mail-transport.ts';

type Deps = {
  db: Db;
  transport: MailTransport;
  /** Where attachments' bytes are read (a mail with attachments cannot be sent without it). */
  blobStore?: BlobStore;
  mailFrom: string;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Per-domain limits (MAIL_DOMAIN_RATE) and the queue a mail over its budget waits in. */
  pacing?: { rates: MailDomainRates; queue: Queue };
  /** Called once a mail has failed for good (the pack's email failed event, issue 16). */
  onFailed?: (mail: MailRow) => Promise<void>;
};

/** The Message-ID a mail is sent with: its key, so a receiving server can drop a copy. */
export const messageIdOf = (mailKey: string) => `<${mailKey}@quire.mail>`;

/**
 * Sends one mail. A batch of send-mail jobs runs at once (MAIL_WORKER_CONCURRENCY): their claims,
 * and their marks as sent, are each one statement for the mails of the same moment. Safe to run twice: a mail already sent (or kept in the outbox) is left alone,
 * and the Message-ID is the mail's key, so a receiving server can drop a duplicate delivery.
 */
export const sendMailHandler = ({
  db,
  transport,
  blobStore,
  mailFrom,
  publicUrl,
  log,
  pacing,
  onFailed,
}: Deps): JobHandler<{ mail_key: string }> => {
  const claim = coalesce((keys: readonly string[]) => claimMails(db, keys));
  // A mail is marked sent the moment its server accepts it: a kill -9 between the two resends it
  // after the stale-claim time (the Message-ID lets the receiver drop the copy), so that window is
  // kept to one statement. Marks that come while one runs go together in the next (ADR 0049).
  const sent = coalesce((keys: readonly string[]) => markMailsDone(db, keys, 'sent'), {
    serial: true,
    max: 256,
  });
  const kept = coalesce((keys: readonly string[]) => markMailsDone(db, keys, 'outbox'));
  return async ({ mail_key }, meta) => {
    const mail =
      (await claim(mail_key)) ??
      (meta.retryCount > 0 ? await reclaimMail(db, mail_key) : undefined);
    if (!mail) return;
    // Tried before: a process killed after the server accepted it, before its mark, leaves it
    // 'sending' for this retry. The SMTP threads' journal says whether the server has it already.
    if (
      mail.attempts > 1 &&
      transport.kind === 'smtp' &&
      (await transport.acceptedBefore(messageIdOf(mail_key)))
    ) {
      await sent(mail_key);
      log.info({ mail: mail_key }, 'mail accepted before its process stopped: not sent again');
      return;
    }

    if (transport.kind === 'outbox') {
      await kept(mail_key);
      log.info(
        { mail: mail_key, to: mail.to_address, subject: mail.subject },
        `mail kept in the local outbox (no SMTP_URL): read it at ${publicUrl}/mailbox`,
      );
      return;
    }
    const later = pacing && (await paceMail(db, pacing.rates, mail.to_address));
    if (pacing && later) {
      // Over its domain's budget: not a failure, so no retry is spent. This job ends and a new
      // one waits for the slot; the worker goes on with other domains' mails meanwhile.
      await releaseMail(db, mail_key);
      await pacing.queue.enqueue(db, sendMailJob, { mail_key }, { startAfter: later });
      log.debug({ mail: mail_key, at: later }, 'mail paced: its domain is over its budget');
      return;
    }
    try {
      const attachments = [];
      for (const a of mail.attachments) {
        const blob = await findBlob(db, a.file_key);
        if (!blob || !blobStore) throw new Error(`attachment ${a.file_key} cannot be read`);
        const content = await blobStore.get(blob.object_key);
        attachments.push({ filename: a.filename, content, contentType: a.content_type });
      }
      await transport.send({
        from: mailFrom,
        to: mail.to_address,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        messageId: messageIdOf(mail_key),
        ...(attachments.length > 0 ? { attachments } : {}),
      });
      await sent(mail_key);
    } catch (error) {
      // A 5xx reply (no such mailbox, say) is permanent: retrying cannot deliver it.
      const permanent = isPermanentSmtpFailure((error as { responseCode?: unknown }).responseCode);
      const final = permanent || meta.retryCount >= meta.retryLimit;
      const reason = error instanceof Error ? error.message : String(error);
      await markMailFailed(db, mail_key, reason, final);
      if (final && onFailed)
        await onFailed(mail).catch((e: unknown) =>
          log.error({ err: e, mail: mail_key }, 'the failed mail could not raise its event'),
        );
      if (!permanent) throw error;
      log.warn({ mail: mail_key, reason }, 'mail refused for good by the SMTP server');
    }
  };
};
