// The SMTP thread (smtp-thread-transport.ts): nodemailer's pooled transport, run off the main
// thread. Plain JavaScript so that node, tsx and vitest all load it as it is.
import { appendFileSync, mkdirSync, renameSync, statSync } from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import nodemailer from 'nodemailer';

const transporter = nodemailer.createTransport(workerData.url);
/** mail-acceptance-journal.ts: where an accepted mail's Message-ID is written at once. */
const { journal, rotateBytes } = workerData;
let appends = 0;

/**
 * Never fails the send: the server has the mail. A journal that cannot be written (a full disk)
 * only leaves the window it closes open.
 */
const recordAccepted = (messageId) => {
  if (!journal) return;
  try {
    if (appends++ % 256 === 0 && statSync(journal, { throwIfNoEntry: false })?.size > rotateBytes)
      renameSync(journal, `${journal}.1`);
  } catch {
    // Another process moved it first.
  }
  try {
    appendFileSync(journal, `${messageId}\n`);
  } catch {
    try {
      // DATA_DIR may not exist yet where the database and the files are elsewhere.
      mkdirSync(path.dirname(journal), { recursive: true });
      appendFileSync(journal, `${messageId}\n`);
    } catch {
      // See above.
    }
  }
};

/** What crosses back to the main thread of a failure: the fields callers read (code, responseCode). */
const describe = (error) => ({
  message: error instanceof Error ? error.message : String(error),
  code: error?.code,
  responseCode: error?.responseCode,
  response: error?.response,
  command: error?.command,
});

parentPort.on('message', async ({ id, mail }) => {
  try {
    const attachments = mail.attachments?.map((a) => ({ ...a, content: Buffer.from(a.content) }));
    await transporter.sendMail(attachments ? { ...mail, attachments } : mail);
    recordAccepted(mail.messageId);
    parentPort.postMessage({ id });
  } catch (error) {
    parentPort.postMessage({ id, error: describe(error) });
  }
});
