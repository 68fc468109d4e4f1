import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Received = { path: string; headers: IncomingHttpHeaders; body: string };

export type Receiver = {
  url: string;
  port: number;
  received: Received[];
  /** What the next requests are answered (status per request; the last one repeats). */
  answer: (statuses: number[]) => void;
  close: () => Promise<void>;
};

/** A real HTTP receiver on a loopback port for the webhook tests: records every request. */
export const startReceiver = async (): Promise<Receiver> => {
  const received: Received[] = [];
  let statuses = [200];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const status = statuses.length > 1 ? statuses.shift()! : statuses[0]!;
      res.writeHead(status, status >= 300 && status < 400 ? { location: 'http://10.0.0.1/' } : {});
      res.end(status < 300 ? 'ok' : 'no');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    port,
    received,
    answer: (next) => {
      statuses = [...next];
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
};
