import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type TwilioRequest = { path: string; form: Record<string, string>; auth: string | null };

/**
 * A loopback HTTP server that speaks the part of Twilio's REST API Quire uses (tests only):
 * form-encoded POSTs to Messages.json and Calls.json under /2010-04-01/Accounts/{sid}, with basic
 * auth, answered 201 with a sid, 401 for wrong credentials, and `failNext(status)` for errors.
 */
export const startFakeTwilio = async (accountSid: string, authToken: string) => {
  const received: TwilioRequest[] = [];
  const failures: number[] = [];
  const expectedAuth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  const readBody = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };
  const server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const answer = (status: number, json: object) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      const match = /^\/2010-04-01\/Accounts\/([^/]+)\/(Messages|Calls)\.json$/.exec(req.url ?? '');
      if (req.method !== 'POST' || !match)
        return answer(404, { code: 20404, message: 'Not found' });
      if (req.headers.authorization !== expectedAuth || match[1] !== accountSid)
        return answer(401, { code: 20003, message: 'Authenticate', status: 401 });
      if (!req.headers['content-type']?.startsWith('application/x-www-form-urlencoded'))
        return answer(415, { message: 'Unsupported media type' });
      const form = Object.fromEntries(new URLSearchParams(body));
      received.push({ path: req.url!, form, auth: req.headers.authorization ?? null });
      const failure = failures.shift();
      if (failure)
        return answer(failure, { code: 21211, message: `failure ${failure}`, status: failure });
      if (!form.To || !form.From || !(form.Body || form.Twiml))
        return answer(400, { code: 21604, message: "A 'To' phone number is required." });
      const sid = `${match[2] === 'Calls' ? 'CA' : 'SM'}${String(received.length).padStart(32, '0')}`;
      return answer(201, { sid, status: 'queued', to: form.To, from: form.From, body: form.Body });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    failNext: (status: number) => failures.push(status),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
