import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync, inflateRawSync, inflateSync } from 'node:zlib';

/**
 * Test support: a local stand-in for Sentry's ingestion that speaks the envelope protocol
 * (develop.sentry.dev, "Envelopes"): `POST /api/<project_id>/envelope/`, authenticated by the
 * DSN's public key in `X-Sentry-Auth` (Node SDK) or the `sentry_key` query parameter (browser
 * SDK), body a JSON envelope header line, then per item a JSON item header line and its payload
 * (`length` bytes when the header gives a length, else up to the next newline).
 * Used by the server's monitoring test and the browser journey (e2e/tests/monitoring.spec.ts).
 */

export type EnvelopeItem = {
  header: { type: string; length?: number; [key: string]: unknown };
  payload: Buffer;
};

export type Envelope = {
  /** event_id, sent_at, dsn, sdk and `trace`: the dynamic sampling context. */
  header: Record<string, unknown> & { trace?: Record<string, string> };
  items: EnvelopeItem[];
  /** The DSN public key the sender authenticated with. */
  publicKey: string;
  /** The page a browser sent it from (its Origin header); none from a server. */
  origin: string | undefined;
};

const NEWLINE = 0x0a;

const lineAt = (body: Buffer, start: number): { line: string; next: number } => {
  const end = body.indexOf(NEWLINE, start);
  const stop = end < 0 ? body.length : end;
  return { line: body.subarray(start, stop).toString('utf8'), next: stop + 1 };
};

/** Splits an envelope into its header and items; throws on anything malformed. */
export const parseEnvelope = (body: Buffer): Omit<Envelope, 'publicKey' | 'origin'> => {
  const first = lineAt(body, 0);
  const header = JSON.parse(first.line) as Envelope['header'];
  const items: EnvelopeItem[] = [];
  let at = first.next;
  while (at < body.length) {
    const headerLine = lineAt(body, at);
    if (headerLine.line.trim() === '') {
      at = headerLine.next;
      continue;
    }
    const itemHeader = JSON.parse(headerLine.line) as EnvelopeItem['header'];
    if (typeof itemHeader.type !== 'string') throw new Error('envelope item without a type');
    if (typeof itemHeader.length === 'number') {
      const end = headerLine.next + itemHeader.length;
      if (end > body.length) throw new Error('envelope item shorter than its length');
      items.push({ header: itemHeader, payload: body.subarray(headerLine.next, end) });
      at = end + 1;
    } else {
      const payload = lineAt(body, headerLine.next);
      items.push({ header: itemHeader, payload: Buffer.from(payload.line, 'utf8') });
      at = payload.next;
    }
  }
  return { header, items };
};

/** An item's payload as JSON (events, transactions, replay events). */
export const itemJson = <T = Record<string, unknown>>(item: EnvelopeItem): T =>
  JSON.parse(item.payload.toString('utf8')) as T;

/**
 * A replay_recording item: a JSON line with the segment id, then the rrweb events, which the
 * browser SDK deflates (zlib) when it can start its compression worker. Answers them as text.
 */
export const replayRecordingText = (item: EnvelopeItem): string => {
  const split = item.payload.indexOf(NEWLINE);
  const recording = item.payload.subarray(split + 1);
  for (const inflate of [inflateSync, inflateRawSync, gunzipSync]) {
    try {
      return inflate(recording).toString('utf8');
    } catch {
      // Not in this encoding: try the next, then take it as plain text.
    }
  }
  return recording.toString('utf8');
};

const decode = (body: Buffer, encoding: string | undefined): Buffer => {
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === 'deflate') return inflateSync(body);
  if (encoding === 'br') return brotliDecompressSync(body);
  return body;
};

const publicKeyOf = (url: URL, headers: IncomingHttpHeaders): string | undefined => {
  const auth = headers['x-sentry-auth'];
  const fromHeader = typeof auth === 'string' ? /sentry_key=([^,\s]+)/.exec(auth)?.[1] : undefined;
  return fromHeader ?? url.searchParams.get('sentry_key') ?? undefined;
};

export type EnvelopeReceiver = {
  /** The DSN to configure: `http://<key>@127.0.0.1:<port>/<project>`. */
  dsn: string;
  port: number;
  envelopes: Envelope[];
  /** Resolves with the first envelope (received or to come) that `match` accepts. */
  waitFor: (match: (envelope: Envelope) => boolean, timeoutMs?: number) => Promise<Envelope>;
  close: () => Promise<void>;
};

export const startEnvelopeReceiver = async (
  options: { publicKey?: string; projectId?: string; port?: number; host?: string } = {},
): Promise<EnvelopeReceiver> => {
  const publicKey = options.publicKey ?? 'quirepublickey';
  const projectId = options.projectId ?? '4242';
  const envelopes: Envelope[] = [];
  const waiters = new Set<() => void>();
  const server = createServer((req, res) => {
    // The browser SDK posts across origins from the app's page.
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-headers', '*');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    const url = new URL(req.url ?? '/', 'http://receiver');
    if (req.method !== 'POST' || url.pathname !== `/api/${projectId}/envelope/`) {
      return void res.writeHead(404).end();
    }
    const key = publicKeyOf(url, req.headers);
    if (key !== publicKey) return void res.writeHead(401).end('{"detail":"bad sentry key"}');
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      try {
        const body = decode(Buffer.concat(chunks), req.headers['content-encoding']);
        envelopes.push({ ...parseEnvelope(body), publicKey: key, origin: req.headers.origin });
        for (const wake of waiters) wake();
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      } catch (error) {
        res.writeHead(400).end(JSON.stringify({ detail: String(error) }));
      }
    });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const port = (server.address() as AddressInfo).port;
  const waitFor: EnvelopeReceiver['waitFor'] = (match, timeoutMs = 15_000) =>
    new Promise((resolve, reject) => {
      const check = () => {
        const found = envelopes.find(match);
        if (!found) return;
        clearTimeout(timer);
        waiters.delete(check);
        resolve(found);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no matching envelope in ${timeoutMs} ms (${envelopes.length} received)`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  return {
    dsn: `http://${publicKey}@${host}:${port}/${projectId}`,
    port,
    envelopes,
    waitFor,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

/** Items of a type across envelopes, with the envelope each came in. */
export const itemsOfType = (envelopes: Envelope[], type: string) =>
  envelopes.flatMap((envelope) =>
    envelope.items.filter((item) => item.header.type === type).map((item) => ({ envelope, item })),
  );
