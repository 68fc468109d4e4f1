import { createHash, randomBytes } from 'node:crypto';
import {
  OID,
  algorithm,
  bool,
  bytesOf,
  children,
  fromDer,
  octets,
  seq,
  smallInteger,
  toDer,
  unsignedInteger,
} from './der.ts';
import forge from 'node-forge';
import { digestMatches, parseSignedData } from './parse-signed-data.ts';

export type TimestampOptions = {
  /** Give up after this long (default 15 s). */
  timeoutMs?: number;
};

export type Timestamp = { token: Buffer; genTime: Date };

/** PKIStatus granted (0) and grantedWithMods (1): anything else is a refusal (RFC 3161 §2.4.2). */
const GRANTED = new Set([0, 1]);

const integerValue = (node: forge.asn1.Asn1 | undefined): Buffer =>
  bytesOf(node).subarray(bytesOf(node)[0] === 0 && bytesOf(node).length > 1 ? 1 : 0);

/**
 * Asks a time-stamping authority for a token over `digest` (SHA-256 of the signature value), per
 * RFC 3161 over HTTP (§3.4: POST application/timestamp-query). The answer is checked before it
 * is used: status granted, a SignedData over a TSTInfo whose message imprint and nonce are ours,
 * whose message digest matches and whose signature verifies with the certificate it carries
 * (asked for with certReq). Whether that certificate is trusted is for the verifier.
 */
export const requestTimestamp = async (
  tsaUrl: string,
  digest: Buffer,
  options: TimestampOptions = {},
): Promise<Timestamp> => {
  const nonce = randomBytes(8);
  // A positive nonce with a non-zero first byte encodes as exactly these 8 bytes.
  nonce[0] = (nonce[0]! & 0x3f) | 0x40;
  const request = toDer(
    seq([
      smallInteger(1),
      seq([algorithm(OID.sha256), octets(digest)]),
      unsignedInteger(nonce),
      bool(true),
    ]),
  );
  const response = await fetch(tsaUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/timestamp-query' },
    body: new Uint8Array(request),
    signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
  });
  if (!response.ok) throw new Error(`The time-stamping authority answered ${response.status}`);
  const [status, tokenNode] = children(fromDer(new Uint8Array(await response.arrayBuffer())));
  const [statusCode, statusText] = children(status);
  const code = bytesOf(statusCode).readUIntBE(0, Math.max(1, bytesOf(statusCode).length));
  if (!GRANTED.has(code) || !tokenNode) {
    const text = children(statusText)
      .map((t) => bytesOf(t).toString('utf8'))
      .join(' ');
    throw new Error(`The time-stamping authority refused the request (${code}) ${text}`.trim());
  }
  const token = toDer(tokenNode);
  return { token, genTime: checkToken(token, digest, nonce) };
};

/** Validates a TimeStampToken against the imprint and nonce sent; returns its genTime. */
export const checkToken = (token: Buffer, digest: Buffer, nonce?: Buffer): Date => {
  const signed = parseSignedData(token);
  if (signed.contentType !== OID.tstInfo || !signed.eContent)
    throw new Error('The time-stamp token holds no TSTInfo');
  if (!digestMatches(signed, signed.eContent) || !signed.verify())
    throw new Error('The time-stamp token signature does not verify');
  const [, , imprint, , genTime, ...rest] = children(fromDer(signed.eContent));
  const hashed = bytesOf(children(imprint)[1]);
  if (!hashed.equals(digest)) throw new Error('The time-stamp token is for another digest');
  if (nonce) {
    const echoed = rest.find((n) => n.type === forge.asn1.Type.INTEGER);
    if (!echoed || !integerValue(echoed).equals(nonce))
      throw new Error('The time-stamp token does not echo the nonce');
  }
  return forge.asn1.generalizedTimeToDate(bytesOf(genTime).toString('latin1'));
};

/** The imprint a signature's time-stamp covers: SHA-256 of its signature value (RFC 3161 App. A). */
export const signatureImprint = (signatureValue: Buffer): Buffer =>
  createHash('sha256').update(signatureValue).digest();
