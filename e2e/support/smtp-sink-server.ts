import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server for the signing journey (the server under test delivers to it over SMTP,
 * as to any mail relay), with what it received readable over HTTP: GET /mails → [{ to, raw }].
 * Ports: E2E_SMTP_PORT (SMTP) and E2E_SMTP_HTTP_PORT (HTTP).
 */
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 3291);
const httpPort = Number(process.env.E2E_SMTP_HTTP_PORT ?? 3292);
const received: { to: string[]; raw: string }[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({
        to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});
smtp.listen(smtpPort, '127.0.0.1');

createServer((request, response) => {
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(request.url === '/mails' ? received : { ok: true }));
}).listen(httpPort, '127.0.0.1');
