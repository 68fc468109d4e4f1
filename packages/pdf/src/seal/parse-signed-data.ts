import { createHash, verify as verifySignature, X509Certificate } from 'node:crypto';
import forge from 'node-forge';
import { OID, bytesOf, children, fromDer, isContext, oidOf, toDer, type Asn1 } from './der.ts';

export type ParsedSignedData = {
  contentType: string;
  eContent: Buffer | null;
  certificates: Buffer[];
  /** The signer's attributes by OID: each the DER of its first value. */
  signedAttributes: Map<string, Asn1>;
  unsignedAttributes: Map<string, Asn1>;
  signatureValue: Buffer;
  digestAlgorithm: string;
  /** Checks the signature over the signed attributes with the certificate that issued it. */
  verify: () => boolean;
};

const DIGEST_NAMES: Record<string, string> = {
  '1.3.14.3.2.26': 'sha1',
  [OID.sha256]: 'sha256',
  '2.16.840.1.101.3.4.2.2': 'sha384',
  '2.16.840.1.101.3.4.2.3': 'sha512',
};

export const digestName = (algorithmOid: string): string => {
  const name = DIGEST_NAMES[algorithmOid];
  if (!name) throw new Error(`Unsupported digest algorithm ${algorithmOid}`);
  return name;
};

const attributeMap = (node: Asn1 | undefined): Map<string, Asn1> =>
  new Map(
    children(node).map((attr) => {
      const [type, values] = children(attr);
      return [oidOf(type), children(values)[0]!];
    }),
  );

/** Reads a CMS ContentInfo holding SignedData with one signer (a PAdES signature, a time-stamp token). */
export const parseSignedData = (der: Uint8Array): ParsedSignedData => {
  const [type, wrapped] = children(fromDer(der));
  if (oidOf(type) !== OID.signedData) throw new Error('Not a CMS SignedData');
  const parts = children(children(wrapped)[0]);
  const [encap] = parts.slice(2);
  const [eType, eWrapped] = children(encap);
  const certificateSet = parts.find((p) => isContext(p, 0));
  const signerInfos = parts[parts.length - 1];
  const info = children(children(signerInfos)[0]);
  const signed = info.find((p) => isContext(p, 0));
  const unsigned = info.find((p) => isContext(p, 1));
  const [, sid, digestAlgorithm] = info;
  const signatureValue = bytesOf(
    info.find((p, i) => i > 3 && p.type === forge.asn1.Type.OCTETSTRING),
  );
  const certificates = children(certificateSet).map((c) => toDer(c));
  const eContent = eWrapped ? bytesOf(children(eWrapped)[0]) : null;
  const signedDer = signed
    ? toDer(
        forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, children(signed)),
      )
    : Buffer.alloc(0);
  const serialHex = bytesOf(children(sid)[1])
    .toString('hex')
    .replace(/^(00)+/, '')
    .toUpperCase();
  return {
    contentType: oidOf(eType),
    eContent,
    certificates,
    signedAttributes: attributeMap(signed),
    unsignedAttributes: attributeMap(unsigned),
    signatureValue,
    digestAlgorithm: oidOf(children(digestAlgorithm)[0]),
    verify: () => {
      const issuer = certificates
        .map((c) => new X509Certificate(c))
        .find((c) => c.serialNumber.replace(/^(00)+/, '').toUpperCase() === serialHex);
      if (!issuer || !signed) return false;
      const hash = digestName(oidOf(children(digestAlgorithm)[0]));
      return verifySignature(hash, signedDer, issuer.publicKey, signatureValue);
    },
  };
};

/** Whether the message-digest attribute matches the content (encapsulated or given). */
export const digestMatches = (parsed: ParsedSignedData, content: Buffer): boolean => {
  const expected = bytesOf(parsed.signedAttributes.get(OID.messageDigest));
  const actual = createHash(digestName(parsed.digestAlgorithm)).update(content).digest();
  return expected.length > 0 && expected.equals(actual);
};
