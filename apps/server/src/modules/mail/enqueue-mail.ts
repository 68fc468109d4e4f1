import type { ReactElement } from 'react';
import type { Db } from '../../db/database.ts';
import { sendMailJob } from '../../jobs/send-mail.job.ts';
import type { Queue } from '../../queue/queue.ts';
import { insertMail } from './mail-repository.ts';
import { renderMail } from './render-mail.ts';

/** The pack and signer a mail is about: its final failure raises the pack's email failed event. */
export type MailAbout = { documentKey: string; signatoryUuid: string | null };

export type MailToSend = {
  to: string;
  kind: string;
  subject: string;
  body: ReactElement;
  about?: MailAbout;
};

/**
 * Records a mail and its send job in the caller's transaction: the mail exists exactly when the
 * change that caused it was committed, and the worker sends it afterwards.
 */
export const enqueueMail = async (tx: Db, queue: Queue, mail: MailToSend): Promise<string> => {
  const rendered = await renderMail(mail.subject, mail.body);
  const key = await insertMail(tx, {
    ...rendered,
    to: mail.to,
    kind: mail.kind,
    about: mail.about,
  });
  await queue.enqueue(tx, sendMailJob, { mail_key: key });
  return key;
};
