import { createHash, X509Certificate } from 'node:crypto';
import { TAG, bitStringBytes, bytesOfTlv, childrenOf, context, readTlv } from './der-reader.ts';

/**
 * What validation needs to know about a certificate: who issued it, where its revocation status
 * is published (Authority Information Access for OCSP, CRL distribution points), and the parts
 * an OCSP CertID hashes. Read from the DER with node:crypto and a small DER reader.
 */
export type CertificateFacts = {
  der: Buffer;
  x509: X509Certificate;
  /** DER of the issuer Name and of the subject Name, exactly as encoded. */
  issuerName: Buffer;
  subjectName: Buffer;
  /** The serial number's content bytes (as the INTEGER carries them). */
  serial: Buffer;
  /** The subjectPublicKey BIT STRING's bits (what an OCSP issuerKeyHash covers). */
  publicKeyBits: Buffer;
  ocspUrls: string[];
  crlUrls: string[];
  /** Issued by itself (a root): nothing publishes its revocation; it is trusted or not. */
  selfIssued: boolean;
};

const CRL_DISTRIBUTION_POINTS = Buffer.from('0603551d1f', 'hex'); // OID 2.5.29.31

/** URIs ([6] IA5String GeneralNames) anywhere inside an extension value. */
const urisIn = (der: Buffer, at: number, end: number): string[] => {
  const out: string[] = [];
  for (let i = at; i < end;) {
    const tlv = readTlv(der, i);
    if (tlv.tag === context(6, false)) out.push(der.subarray(tlv.body, tlv.end).toString('latin1'));
    else if (tlv.tag & 0x20) out.push(...urisIn(der, tlv.body, tlv.end));
    i = tlv.end;
  }
  return out;
};

const crlUrlsOf = (der: Buffer): string[] => {
  const at = der.indexOf(CRL_DISTRIBUTION_POINTS);
  if (at < 0) return [];
  // Extension ::= SEQUENCE { extnID, critical BOOLEAN DEFAULT FALSE, extnValue OCTET STRING }
  let tlv = readTlv(der, readTlv(der, at).end);
  if (tlv.tag === 0x01) tlv = readTlv(der, tlv.end);
  if (tlv.tag !== TAG.octetString) return [];
  return urisIn(der, tlv.body, tlv.end).filter((u) => /^https?:\/\//i.test(u));
};

const ocspUrlsOf = (x509: X509Certificate): string[] =>
  [...(x509.infoAccess ?? '').matchAll(/^OCSP - URI:(\S+)$/gm)]
    .map((m) => m[1]!)
    .filter((u) => /^https?:\/\//i.test(u));

export const certificateFacts = (der: Uint8Array): CertificateFacts => {
  const bytes = Buffer.from(der);
  const x509 = new X509Certificate(bytes);
  const tbs = childrenOf(bytes, childrenOf(bytes, readTlv(bytes))[0]!);
  const at = tbs[0]!.tag === context(0) ? 1 : 0;
  const serial = tbs[at]!;
  const [issuer, , subject, spki] = tbs.slice(at + 2);
  const keyBits = childrenOf(bytes, spki!)[1]!;
  const issuerName = bytesOfTlv(bytes, issuer!);
  const subjectName = bytesOfTlv(bytes, subject!);
  return {
    der: bytes,
    x509,
    issuerName,
    subjectName,
    serial: Buffer.from(bytes.subarray(serial.body, serial.end)),
    publicKeyBits: bitStringBytes(bytes, keyBits),
    ocspUrls: ocspUrlsOf(x509),
    crlUrls: crlUrlsOf(bytes),
    // By name and signature only: X509_check_issued would also ask for keyCertSign, which a
    // self-signed seal or TSA certificate does not have.
    selfIssued: issuerName.equals(subjectName) && x509.verify(x509.publicKey),
  };
};

/** The certificate among `candidates` that issued `cert` (name and signature both checked). */
export const findIssuer = (
  cert: CertificateFacts,
  candidates: readonly CertificateFacts[],
): CertificateFacts | undefined =>
  candidates.find(
    (c) => c !== cert && cert.x509.checkIssued(c.x509) && cert.x509.verify(c.x509.publicKey),
  );

/** Hex SHA-256 of a certificate's DER: how a set of certificates is kept free of repeats. */
export const certificateId = (cert: CertificateFacts): string =>
  createHash('sha256').update(cert.der).digest('hex');
