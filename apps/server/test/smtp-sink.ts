import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

/** `at`: when the sink accepted it (Date.now()). */
export type ReceivedMail = { from: string; to: string[]; raw: string; at: number };

/**
 * A real SMTP server on loopback that keeps what it receives. `failNext(n)` makes the next n
 * deliveries fail with a temporary 451, as a busy mail server would; `rejectNext(n)` with a
 * permanent 550, as for a mailbox that does not exist.
 */
export const startSmtpSink = async () => {
  const received: ReceivedMail[] = [];
  let failures = 0;
  let rejections = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (rejections > 0) {
          rejections--;
          const err = Object.assign(new Error('No such user here'), { responseCode: 550 });
          return callback(err);
        }
        if (failures > 0) {
          failures--;
          const err = Object.assign(new Error('Try again later'), { responseCode: 451 });
          return callback(err);
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          at: Date.now(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    failNext: (n: number) => {
      failures = n;
    },
    rejectNext: (n: number) => {
      rejections = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
