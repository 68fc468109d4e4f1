import { connect } from 'node:net';

/**
 * A small HTTP/1.1 load generator, run as its own process (like wrk): `connections` keep-alive
 * connections, each sending the next request when the previous answer has fully arrived (no
 * pipelining), for `seconds`. It only counts bytes, so it costs far less CPU than any server it
 * drives, and every server is driven the same way. Prints {requests, non_200, seconds} as JSON.
 */
export type LoadOptions = {
  port: number;
  path: string;
  headers: Record<string, string>;
  connections: number;
  seconds: number;
};

const HEADER_END = Buffer.from('\r\n\r\n');

const run = async (o: LoadOptions) => {
  const request = Buffer.from(
    `GET ${o.path} HTTP/1.1\r\nHost: 127.0.0.1:${o.port}\r\n` +
      Object.entries(o.headers)
        .map(([k, v]) => `${k}: ${v}\r\n`)
        .join('') +
      '\r\n',
  );
  let requests = 0;
  let non200 = 0;
  const start = performance.now();
  const end = start + o.seconds * 1000;
  await Promise.all(
    Array.from(
      { length: o.connections },
      () =>
        new Promise<void>((resolve, reject) => {
          const socket = connect(o.port, '127.0.0.1');
          socket.setNoDelay(true);
          let pending: Buffer = Buffer.alloc(0);
          let bodyLeft = -1; // -1: still reading the head of an answer
          socket.on('connect', () => socket.write(request));
          socket.on('error', reject);
          socket.on('close', () => resolve());
          socket.on('data', (chunk: Buffer) => {
            pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
            while (pending.length > 0 || bodyLeft === 0) {
              if (bodyLeft < 0) {
                const headEnd = pending.indexOf(HEADER_END);
                if (headEnd < 0) return;
                const head = pending.subarray(0, headEnd).toString('latin1');
                if (!head.startsWith('HTTP/1.1 200')) non200++;
                const length = /\r\ncontent-length: *(\d+)/i.exec(head);
                if (!length) return reject(new Error(`no content-length in: ${head}`));
                bodyLeft = Number(length[1]);
                pending = pending.subarray(headEnd + HEADER_END.length);
              }
              if (pending.length < bodyLeft) {
                bodyLeft -= pending.length;
                pending = Buffer.alloc(0);
                return;
              }
              pending = pending.subarray(bodyLeft);
              bodyLeft = -1;
              requests++;
              if (performance.now() < end) socket.write(request);
              else socket.end();
            }
          });
        }),
    ),
  );
  return { requests, non_200: non200, seconds: (performance.now() - start) / 1000 };
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const options = JSON.parse(process.argv[2]!) as LoadOptions;
  console.log(JSON.stringify(await run(options)));
}
