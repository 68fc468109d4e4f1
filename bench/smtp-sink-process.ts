import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A local SMTP server in a process of its own (forked by mail.bench.ts), so that receiving does
 * not share the bench's thread: it reads every mail to its end and counts it, keeping nothing.
 * Sends `{ port }` once listening and `{ received, peakConnections }` whenever asked. `BENCH_SMTP_DELAY_MS` makes
 * it answer each mail that much later, as a provider's server does (tens of ms, not loopback's
 * fraction of one).
 */
const delayMs = Number(process.env.BENCH_SMTP_DELAY_MS ?? 0);
let received = 0;
let open = 0;
let peakConnections = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  // Up to the bench's pool of connections and the baseline's; nothing else connects.
  maxClients: 100,
  onConnect(_session, callback) {
    peakConnections = Math.max(peakConnections, ++open);
    callback();
  },
  onClose() {
    open--;
  },
  onData(stream, _session, callback) {
    stream.on('data', () => undefined);
    stream.on('end', () => {
      received++;
      if (delayMs > 0) setTimeout(callback, delayMs);
      else callback();
    });
  },
});
server.listen(0, '127.0.0.1', () => {
  process.send!({ port: (server.server.address() as AddressInfo).port });
});
process.on('message', () => process.send!({ received, peakConnections }));
process.on('disconnect', () => server.close(() => process.exit(0)));
