// The SMTP thread (smtp-thread-transport.ts): nodemailer's pooled transport, run off the main
// thread. Plain JavaScript so that node, tsx and vitest all load it as it is.
import { parentPort, workerData } from 'node:worker_threads';
import nodemailer from 'nodemailer';

const transporter = nodemailer.createTransport(workerData.url);

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
    parentPort.postMessage({ id });
  } catch (error) {
    parentPort.postMessage({ id, error: describe(error) });
  }
});
