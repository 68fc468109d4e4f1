import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildSignedData } from '../cms-signed-data.ts';
import {
  OID,
  bytesOf,
  children,
  fromDer,
  generalizedTime,
  octets,
  oid,
  seq,
  smallInteger,
  toDer,
  unsignedInteger,
  type Asn1,
} from '../der.ts';
import { createSelfSignedCertificate } from '../self-signed-certificate.ts';

export type TsaBehaviour = 'grant' | 'refuse' | 'wrong-nonce' | 'wrong-imprint';

/**
 * A small RFC 3161 time-stamping authority on loopback, for tests: it answers a real
 * TimeStampResp whose token is a SignedData over a TSTInfo, signed by its own certificate (with
 * the critical timeStamping extended key usage). `behaviour` makes it refuse or answer wrongly.
 */
export const startTsaServer = async (behaviour: { current: TsaBehaviour }) => {
  const tsa = await createSelfSignedCertificate({
    commonName: 'Quire test TSA',
    timeStamping: true,
  });
  const key = { certificate: tsa.certificate, chain: [], privateKey: tsa.privateKey };
  const requests: Buffer[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const body = Buffer.concat(chunks);
        requests.push(body);
        if (
          req.method !== 'POST' ||
          req.headers['content-type'] !== 'application/timestamp-query'
        ) {
          res.writeHead(415).end();
          return;
        }
        res.writeHead(200, { 'content-type': 'application/timestamp-reply' });
        res.end(await answer(body));
      })();
    });
  });

  const answer = async (query: Buffer): Promise<Buffer> => {
    if (behaviour.current === 'refuse') {
      const text = seq([utf8('Request refused by policy')]);
      return toDer(seq([seq([smallInteger(2), text])]));
    }
    const [, imprint, ...rest] = children(fromDer(query));
    const nonce = rest.find((n) => n.type === 2);
    const hashed = bytesOf(children(imprint)[1]);
    const tstImprint =
      behaviour.current === 'wrong-imprint'
        ? seq([children(imprint)[0]!, octets(createHash('sha256').update(hashed).digest())])
        : imprint!;
    const tstInfo = toDer(
      seq([
        smallInteger(1),
        oid('1.3.6.1.4.1.99999.1'),
        tstImprint,
        unsignedInteger(randomBytes(16)),
        generalizedTime(new Date()),
        ...(nonce
          ? [behaviour.current === 'wrong-nonce' ? unsignedInteger(randomBytes(8)) : nonce]
          : []),
      ]),
    );
    const token = await buildSignedData({
      key,
      contentType: OID.tstInfo,
      digest: createHash('sha256').update(tstInfo).digest(),
      eContent: tstInfo,
    });
    return toDer(seq([seq([smallInteger(0)]), fromDer(token)]));
  };

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/tsa`,
    requests,
    certificate: tsa.certificate,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/** A short UTF8String (PKIFreeText). */
const utf8 = (text: string): Asn1 =>
  fromDer(Buffer.concat([Buffer.from([0x0c, Buffer.byteLength(text)]), Buffer.from(text)]));
