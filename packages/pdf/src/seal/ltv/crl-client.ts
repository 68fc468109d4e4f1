import { verify as verifySignature } from 'node:crypto';
import type { CertificateFacts } from './certificate-facts.ts';
import { TAG, bitStringBytes, childrenOf, contentsOf, readTlv, type Tlv } from './der-reader.ts';
import { signatureHash } from './signature-algorithms.ts';

const TIME_TAGS = new Set<number>([TAG.utcTime, TAG.generalizedTime]);

const timeOf = (der: Buffer, tlv: Tlv): Date => {
  const text = contentsOf(der, tlv).toString('latin1');
  const full =
    tlv.tag === TAG.utcTime ? `${Number(text.slice(0, 2)) < 50 ? '20' : '19'}${text}` : text;
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})/.exec(full);
  if (!m) throw new Error('The CRL has a malformed time');
  const [, y, mo, d, h, mi, s] = m.map(Number) as number[];
  return new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!, s!));
};

/**
 * Fetches a certificate's CRL (RFC 5280 §5) from a distribution point and checks it: issued and
 * signed by the certificate's issuer, not past its nextUpdate, and not listing the certificate.
 * Returns the CRL's DER, as a DSS /CRLs stream holds it.
 */
export const fetchCrl = async (
  url: string,
  cert: CertificateFacts,
  issuer: CertificateFacts,
  timeoutMs: number,
  now = new Date(),
): Promise<Buffer> => {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`The CRL distribution point answered ${response.status}`);
  const der = Buffer.from(await response.arrayBuffer());
  const [tbs, sigAlg, sigBits] = childrenOf(der, readTlv(der));
  const algorithmOid = childrenOf(der, sigAlg!)[0]!;
  const hash = signatureHash(der.subarray(algorithmOid.start, algorithmOid.end));
  const signed = der.subarray(tbs!.start, tbs!.end);
  if (!verifySignature(hash, signed, issuer.x509.publicKey, bitStringBytes(der, sigBits!)))
    throw new Error('The CRL is not signed by the certificate’s issuer');
  const parts = childrenOf(der, tbs!);
  const rest = parts[0]!.tag === TAG.integer ? parts.slice(1) : parts;
  const [, issuerName, , ...after] = rest;
  if (!der.subarray(issuerName!.start, issuerName!.end).equals(cert.issuerName))
    throw new Error('The CRL is for another issuer');
  const nextUpdate = after[0] && TIME_TAGS.has(after[0].tag) ? after.shift() : undefined;
  if (nextUpdate && timeOf(der, nextUpdate) < now) throw new Error('The CRL is out of date');
  const revoked = after[0]?.tag === TAG.sequence ? childrenOf(der, after[0]) : [];
  const serialHex = cert.serial.toString('hex');
  if (
    revoked.some(
      (entry) => contentsOf(der, childrenOf(der, entry)[0]!).toString('hex') === serialHex,
    )
  )
    throw new Error('The certificate is revoked');
  return der;
};
