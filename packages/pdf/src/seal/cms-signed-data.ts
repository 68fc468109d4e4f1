import { createHash, sign as rsaSign, type KeyObject } from 'node:crypto';
import forge from 'node-forge';
import {
  OID,
  algorithm,
  attribute,
  children,
  explicit,
  implicit,
  isContext,
  octets,
  oid,
  seq,
  setOf,
  smallInteger,
  toDer,
  type Asn1,
} from './der.ts';

/** A signing key with its certificate (and the rest of its chain, when there is one). */
export type CmsSigningKey = {
  certificate: forge.pki.Certificate;
  chain: forge.pki.Certificate[];
  privateKey: KeyObject;
};

export type SignedDataInput = {
  key: CmsSigningKey;
  /** id-data for a detached PDF signature; id-ct-TSTInfo for a time-stamp token. */
  contentType: string;
  /** SHA-256 of the signed content (the PDF's byte ranges, or eContent). */
  digest: Buffer;
  /** Encapsulated content (a TSTInfo); absent for a detached signature. */
  eContent?: Buffer;
  /** Unsigned attributes made from the signature value (an RFC 3161 time-stamp token). */
  unsignedAttributes?: (signatureValue: Buffer) => Promise<Asn1[]>;
};

export const certificateDer = (cert: forge.pki.Certificate): Buffer =>
  toDer(forge.pki.certificateToAsn1(cert));

type CertificateParts = { asn1: Asn1; issuer: Asn1; serial: Asn1; signingCertificateV2: Asn1 };
const partsCache = new WeakMap<forge.pki.Certificate, CertificateParts>();

/**
 * What a signature takes from a certificate, worked out once per certificate (forge rebuilds
 * the ASN.1 on every call, and a worker signs with the same key all day). The issuer Name and
 * serialNumber are kept exactly as encoded in the certificate (not re-encoded from forge's
 * parsed form, whose string types may differ): verifiers compare them byte for byte.
 */
const certificateParts = (cert: forge.pki.Certificate): CertificateParts => {
  const cached = partsCache.get(cert);
  if (cached) return cached;
  const asn1 = forge.pki.certificateToAsn1(cert);
  const tbs = children(children(asn1)[0]);
  const at = isContext(tbs[0], 0) ? 1 : 0;
  const [serial, issuer] = [tbs[at]!, tbs[at + 2]!];
  const certHash = createHash('sha256').update(toDer(asn1)).digest();
  // ESS signing-certificate-v2 (RFC 5035) binds the certificate into the signature;
  // hashAlgorithm is omitted: its DEFAULT is sha256.
  const signingCertificateV2 = seq([
    seq([seq([octets(certHash), seq([seq([explicit(4, issuer)]), serial])])]),
  ]);
  const parts = { asn1, issuer, serial, signingCertificateV2 };
  partsCache.set(cert, parts);
  return parts;
};

/**
 * A CMS SignedData (RFC 5652) with one signer, RSA PKCS#1 v1.5 over SHA-256, as PAdES baseline
 * B-B (ETSI EN 319 142-1) asks: signed attributes content-type, message-digest and
 * signing-certificate-v2, and no signing-time attribute (the time is the signature
 * dictionary's /M). The signature is made with node:crypto; forge only shapes the ASN.1.
 */
export const buildSignedData = async (input: SignedDataInput): Promise<Buffer> => {
  const { key } = input;
  const signedAttributes = setOf([
    attribute(OID.contentType, oid(input.contentType)),
    attribute(OID.messageDigest, octets(input.digest)),
    attribute(OID.signingCertificateV2, certificateParts(key.certificate).signingCertificateV2),
  ]);
  // The signature covers the DER of the attributes as a SET (RFC 5652 §5.4).
  const signatureValue = rsaSign('sha256', toDer(signedAttributes), key.privateKey);
  const unsigned = input.unsignedAttributes ? await input.unsignedAttributes(signatureValue) : [];
  const { issuer, serial } = certificateParts(key.certificate);
  const signerInfo = seq([
    smallInteger(1),
    seq([issuer, serial]),
    algorithm(OID.sha256, false),
    implicit(0, signedAttributes),
    algorithm(OID.sha256WithRSA),
    octets(signatureValue),
    ...(unsigned.length > 0 ? [implicit(1, setOf(unsigned))] : []),
  ]);
  const certificates = [key.certificate, ...key.chain].map((c) => certificateParts(c).asn1);
  const signedData = seq([
    smallInteger(input.contentType === OID.data ? 1 : 3),
    setOf([algorithm(OID.sha256, false)]),
    seq([oid(input.contentType), ...(input.eContent ? [explicit(0, octets(input.eContent))] : [])]),
    implicit(0, setOf(certificates)),
    setOf([signerInfo]),
  ]);
  return toDer(seq([oid(OID.signedData), explicit(0, signedData)]));
};
