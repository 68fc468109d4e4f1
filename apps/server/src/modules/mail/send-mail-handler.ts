import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { JobHandler } from '../../queue/job-definition.ts';
import { claimMail, findMail, markMailDone, markMailFailed } from './mail-repository.ts';
import type { MailTransport } from './mail-transport.ts';

type Deps = {
  db: Db;
  transport: MailTransport;
  mailFrom: string;
  publicUrl: string;
  log: FastifyBaseLogger;
};

/**
 * Sends one mail. Safe to run twice: a mail already sent (or kept in the outbox) is left alone,
 * and the Message-ID is the mail's key, so a receiving server can drop a duplicate delivery.
 */
export const sendMailHandler =
  ({ db, transport, mailFrom, publicUrl, log }: Deps): JobHandler<{ mail_key: string }> =>
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
      await transport.send({
        from: mailFrom,
        to: mail.to_address,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        messageId: `<${mail_key}@quire.mail>`,
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
