import { createHash, randomBytes, verify as verifySignature, X509Certificate } from 'node:crypto';
import {
  algorithm,
  explicit,
  fromDer,
  octets,
  oid,
  oidOf,
  seq,
  toDer,
  unsignedInteger,
} from '../der.ts';
import { digestName } from '../parse-signed-data.ts';
import { TAG, bitStringBytes, childrenOf, contentsOf, context, readTlv } from './der-reader.ts';
import type { CertificateFacts } from './certificate-facts.ts';
import { signatureHash } from './signature-algorithms.ts';

const OCSP_BASIC = '1.3.6.1.5.5.7.48.1.1';
const OCSP_NONCE = '1.3.6.1.5.5.7.48.1.2';
const OCSP_SIGNING = '1.3.6.1.5.5.7.3.9';
const SHA1 = '1.3.14.3.2.26';

export type OcspAnswer = {
  /** The whole OCSPResponse, as a DSS /OCSPs stream holds it. */
  der: Buffer;
  /** The certificate that signed it, when it is not the issuer itself (a delegated responder). */
  responder: Buffer | null;
};

const sha1 = (bytes: Uint8Array) => createHash('sha1').update(bytes).digest();

/**
 * An OCSPRequest (RFC 6960 §4.1) for one certificate: a CertID over SHA-1 (the hash every
 * responder answers for, RFC 5019 §2.1.1) and a nonce extension (RFC 8954) so a replayed answer
 * is refused.
 */
const ocspRequest = (cert: CertificateFacts, issuer: CertificateFacts, nonce: Buffer) =>
  toDer(
    seq([
      seq([
        seq([
          seq([
            seq([
              algorithm(SHA1),
              octets(sha1(cert.issuerName)),
              octets(sha1(issuer.publicKeyBits)),
              unsignedInteger(cert.serial),
            ]),
          ]),
        ]),
        explicit(2, seq([seq([oid(OCSP_NONCE), octets(toDer(octets(nonce)))])])),
      ]),
    ]),
  );

/**
 * Checks a BasicOCSPResponse: signed by the issuer or by a responder the issuer certified for
 * OCSP signing, about this certificate (issuer hashes and serial), echoing the nonce, and saying
 * "good". Revoked or unknown is an error: such a certificate must not be called long-term valid.
 */
const checkBasic = (
  der: Buffer,
  cert: CertificateFacts,
  issuer: CertificateFacts,
  nonce: Buffer,
): Omit<OcspAnswer, 'der'> => {
  const [tbs, sigAlg, sigBits, certsTagged] = childrenOf(der, readTlv(der));
  const tbsParts = childrenOf(der, tbs!);
  const at = tbsParts[0]!.tag === context(0) ? 1 : 0;
  const [, , responses, extensions] = tbsParts.slice(at);
  const signatureOid = childrenOf(der, sigAlg!)[0]!;
  const hash = signatureHash(der.subarray(signatureOid.start, signatureOid.end));
  const embedded = certsTagged
    ? childrenOf(der, childrenOf(der, certsTagged)[0]!).map(
        (c) => new X509Certificate(der.subarray(c.start, c.end)),
      )
    : [];
  const signed = der.subarray(tbs!.start, tbs!.end);
  const signature = bitStringBytes(der, sigBits!);
  const byIssuer = verifySignature(hash, signed, issuer.x509.publicKey, signature);
  const delegate = byIssuer
    ? undefined
    : embedded.find(
        (c) =>
          c.checkIssued(issuer.x509) &&
          c.verify(issuer.x509.publicKey) &&
          (c.keyUsage ?? []).includes(OCSP_SIGNING) &&
          verifySignature(hash, signed, c.publicKey, signature),
      );
  if (!byIssuer && !delegate)
    throw new Error('The OCSP response is not signed by the issuer or its responder');

  const single = childrenOf(der, responses!).find((r) => {
    const [hashAlgorithm, nameHash, keyHash, serial] = childrenOf(der, childrenOf(der, r)[0]!);
    const algorithmOid = childrenOf(der, hashAlgorithm!)[0]!;
    const name = digestName(oidOf(fromDer(der.subarray(algorithmOid.start, algorithmOid.end))));
    const hash = (bytes: Buffer) => createHash(name).update(bytes).digest();
    return (
      contentsOf(der, serial!).equals(cert.serial) &&
      contentsOf(der, nameHash!).equals(hash(cert.issuerName)) &&
      contentsOf(der, keyHash!).equals(hash(issuer.publicKeyBits))
    );
  });
  if (!single) throw new Error('The OCSP response does not answer for this certificate');
  const [, status] = childrenOf(der, single);
  if (status!.tag === context(1)) throw new Error('The certificate is revoked');
  if (status!.tag !== context(0, false)) throw new Error('The OCSP responder does not know it');

  const list = extensions?.tag === context(1) ? childrenOf(der, extensions)[0] : undefined;
  const nonceOid = toDer(oid(OCSP_NONCE));
  const nonceExtension = (list ? childrenOf(der, list) : [])
    .map((e) => childrenOf(der, e))
    .find(([id]) => der.subarray(id!.start, id!.end).equals(nonceOid));
  // A responder may leave the nonce out (RFC 5019 caches); one it echoes must be ours.
  if (nonceExtension) {
    const value = nonceExtension.at(-1)!;
    const inner = readTlv(der, value.body);
    const echoed = inner.tag === TAG.octetString ? contentsOf(der, inner) : contentsOf(der, value);
    if (!echoed.equals(nonce)) throw new Error('The OCSP response does not echo the nonce');
  }
  return { responder: delegate ? delegate.raw : null };
};

/** Asks the certificate's OCSP responder (RFC 6960 over HTTP POST, Appendix A) and checks the answer. */
export const fetchOcsp = async (
  url: string,
  cert: CertificateFacts,
  issuer: CertificateFacts,
  timeoutMs: number,
): Promise<OcspAnswer> => {
  const nonce = randomBytes(16);
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/ocsp-request' },
    body: new Uint8Array(ocspRequest(cert, issuer, nonce)),
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`The OCSP responder answered ${response.status}`);
  const der = Buffer.from(await response.arrayBuffer());
  const [status, bytes] = childrenOf(der, readTlv(der));
  const code = der[status!.body];
  if (status!.tag !== TAG.enumerated || code !== 0 || !bytes)
    throw new Error(`The OCSP responder refused the request (status ${code})`);
  const [type, inner] = childrenOf(der, childrenOf(der, bytes)[0]!);
  if (!der.subarray(type!.start, type!.end).equals(toDer(oid(OCSP_BASIC))))
    throw new Error('The OCSP response is not a basic response');
  const basic = contentsOf(der, inner!);
  return { der, ...checkBasic(basic, cert, issuer, nonce) };
};
