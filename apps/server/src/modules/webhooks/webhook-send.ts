import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import {
  WEBHOOK_SIGNATURE_HEADER,
  webhookSignatureHeader,
  webhookSignedPayload,
} from '@quire/domain';
import type { WebhookTarget } from './webhook-target.ts';

/**
 * Kept-alive connections per judged address (and TLS name): a receiver taking a burst of events
 * is not made to accept a new connection for each. Keyed by the address, so a connection is only
 * ever reused for the address it was opened to.
 */
const agents = new Map<string, http.Agent>();
const agentFor = (target: WebhookTarget): http.Agent => {
  const id = `${target.url.protocol}//${target.address}:${target.url.port}/${target.url.hostname}`;
  let agent = agents.get(id);
  if (!agent) {
    const options = { keepAlive: true, maxSockets: 16, maxFreeSockets: 4, timeout: 30_000 };
    agent = target.url.protocol === 'https:' ? new https.Agent(options) : new http.Agent(options);
    agents.set(id, agent);
  }
  return agent;
};

/** How long one attempt may take, connection to last byte of the answer's head. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

export type AttemptOutcome = {
  ok: boolean;
  status_code: number | null;
  error: string | null;
  latency_ms: number;
};

export type SignedRequest = {
  body: string;
  secret: string;
  event_id: string;
  event_type: string;
  attempt: number;
  /** Unix seconds; signed with the body. */
  timestamp: number;
};

export const signWebhookBody = (secret: string, timestamp: number, body: string): string =>
  createHmac('sha256', secret).update(webhookSignedPayload(timestamp, body)).digest('hex');

/**
 * One POST of a delivery to the address checkWebhookTarget judged: the socket goes to that
 * address (TLS still verifies the certificate against the URL's host name), the Host header
 * names the URL's host, and a redirect is a failure, never followed. Any 2xx is delivered.
 */
export const postWebhook = (
  target: WebhookTarget,
  request: SignedRequest,
): Promise<AttemptOutcome> => {
  const started = performance.now();
  const { url } = target;
  const client = url.protocol === 'https:' ? https : http;
  const signature = signWebhookBody(request.secret, request.timestamp, request.body);
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: Omit<AttemptOutcome, 'latency_ms'>) => {
      if (settled) return;
      settled = true;
      resolve({ ...outcome, latency_ms: Math.round(performance.now() - started) });
    };
    const req = client.request(
      {
        host: target.address,
        family: target.family,
        port: url.port || (url.protocol === 'https:' ? 443 : 80),
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        servername: url.hostname.startsWith('[') ? undefined : url.hostname,
        agent: agentFor(target),
        timeout: WEBHOOK_TIMEOUT_MS,
        headers: {
          host: url.host,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(request.body),
          'user-agent': 'Quire-Webhooks/1',
          'quire-event-id': request.event_id,
          'quire-event-type': request.event_type,
          'quire-delivery-attempt': String(request.attempt),
          [WEBHOOK_SIGNATURE_HEADER.toLowerCase()]: webhookSignatureHeader(
            request.timestamp,
            signature,
          ),
        },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        // The answer's body is not needed; reading it lets the socket close cleanly.
        res.resume();
        res.on('end', () => {
          if (status >= 200 && status < 300) finish({ ok: true, status_code: status, error: null });
          else
            finish({
              ok: false,
              status_code: status,
              error:
                status >= 300 && status < 400
                  ? `Redirects are not followed (HTTP ${status}).`
                  : `The receiver answered HTTP ${status}.`,
            });
        });
        res.on('error', (error) =>
          finish({ ok: false, status_code: status, error: error.message }),
        );
      },
    );
    req.on('timeout', () => {
      req.destroy(new Error(`No answer within ${WEBHOOK_TIMEOUT_MS / 1000} seconds.`));
    });
    req.on('error', (error) => finish({ ok: false, status_code: null, error: error.message }));
    req.end(request.body);
  });
};
