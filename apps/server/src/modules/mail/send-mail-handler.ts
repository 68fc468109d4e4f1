import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { JobHandler } from '../../queue/job-definition.ts';
import { findBlob } from '../storage/blob-repository.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import { claimMail, findMail, markMailDone, markMailFailed } from './mail-repository.ts';
import type { MailTransport } from './mail-transport.ts';

type Deps = {
  db: Db;
  transport: MailTransport;
  /** Where attachments' bytes are read (a mail with attachments cannot be sent without it). */
  blobStore?: BlobStore;
  mailFrom: string;
  publicUrl: string;
  log: FastifyBaseLogger;
};

/**
 * Sends one mail. Safe to run twice: a mail already sent (or kept in the outbox) is left alone,
 * and the Message-ID is the mail's key, so a receiving server can drop a duplicate delivery.
 */
export const sendMailHandler =
  ({
    db,
    transport,
    blobStore,
    mailFrom,
    publicUrl,
    log,
  }: Deps): JobHandler<{ mail_key: string }> =>
  async ({ mail_key }, meta) => {
    if (!(await claimMail(db, mail_key))) return;
    const mail = await findMail(db, mail_key);
    if (!mail) return;

    if (transport.kind === 'outbox') {
      await markMailDone(db, mail_key, 'outbox');
      log.info(
        { mail: mail_key, to: mail.to_address, subject: mail.subject },
        `mail kept in the local outbox (no SMTP_URL): read it at ${publicUrl}/mailbox`,
      );
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
        messageId: `<${mail_key}@quire.mail>`,
        ...(attachments.length > 0 ? { attachments } : {}),
      });
      await markMailDone(db, mail_key, 'sent');
    } catch (error) {
      const final = meta.retryCount >= meta.retryLimit;
      await markMailFailed(
        db,
        mail_key,
        error instanceof Error ? error.message : String(error),
        final,
      );
      throw error;
    }
  };
