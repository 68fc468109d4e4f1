import forge from 'node-forge';

/**
 * Small DER helpers over node-forge's ASN.1 model, for the CMS structures of the seal (signed
 * data, RFC 3161 time-stamp requests and tokens). Bytes cross between forge's binary strings and
 * Buffers only here.
 */
export type Asn1 = forge.asn1.Asn1;
const { asn1 } = forge;
const { Class, Type } = asn1;

export const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  sha256: '2.16.840.1.101.3.4.2.1',
  sha256WithRSA: '1.2.840.113549.1.1.11',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  signatureTimeStampToken: '1.2.840.113549.1.9.16.2.14',
  tstInfo: '1.2.840.113549.1.9.16.1.4',
} as const;

export const toDer = (node: Asn1): Buffer => Buffer.from(asn1.toDer(node).getBytes(), 'binary');

export const fromDer = (der: Uint8Array): Asn1 =>
  asn1.fromDer(forge.util.createBuffer(Buffer.from(der).toString('binary')), false);

export const seq = (items: Asn1[]): Asn1 =>
  asn1.create(Class.UNIVERSAL, Type.SEQUENCE, true, items);

/** A DER SET OF: its elements sorted by their encodings (X.690 11.6). */
export const setOf = (items: Asn1[]): Asn1 =>
  asn1.create(
    Class.UNIVERSAL,
    Type.SET,
    true,
    items
      .map((item) => ({ item, der: toDer(item) }))
      .sort((a, b) => Buffer.compare(a.der, b.der))
      .map(({ item }) => item),
  );

export const oid = (value: string): Asn1 =>
  asn1.create(Class.UNIVERSAL, Type.OID, false, asn1.oidToDer(value).getBytes());

export const octets = (bytes: Uint8Array): Asn1 =>
  asn1.create(Class.UNIVERSAL, Type.OCTETSTRING, false, Buffer.from(bytes).toString('binary'));

export const nullValue = (): Asn1 => asn1.create(Class.UNIVERSAL, Type.NULL, false, '');

export const bool = (value: boolean): Asn1 =>
  asn1.create(Class.UNIVERSAL, Type.BOOLEAN, false, value ? '\xff' : '\x00');

/** A non-negative INTEGER from its big-endian magnitude (a sign byte added when needed). */
export const unsignedInteger = (magnitude: Uint8Array): Asn1 => {
  let bytes = Buffer.from(magnitude);
  while (bytes.length > 1 && bytes[0] === 0 && bytes[1]! < 0x80) bytes = bytes.subarray(1);
  if (bytes[0]! >= 0x80) bytes = Buffer.concat([Buffer.from([0]), bytes]);
  return asn1.create(Class.UNIVERSAL, Type.INTEGER, false, bytes.toString('binary'));
};

export const smallInteger = (value: number): Asn1 =>
  asn1.create(Class.UNIVERSAL, Type.INTEGER, false, asn1.integerToDer(value).getBytes());

export const generalizedTime = (date: Date): Asn1 =>
  asn1.create(Class.UNIVERSAL, Type.GENERALIZEDTIME, false, asn1.dateToGeneralizedTime(date));

/** [n] EXPLICIT wrapping of one value. */
export const explicit = (tag: number, value: Asn1): Asn1 =>
  asn1.create(Class.CONTEXT_SPECIFIC, tag, true, [value]);

/** [n] IMPLICIT of a constructed value: the same contents under a context tag. */
export const implicit = (tag: number, value: Asn1): Asn1 =>
  asn1.create(Class.CONTEXT_SPECIFIC, tag, true, value.value as Asn1[]);

export const algorithm = (id: string, withNullParams = true): Asn1 =>
  seq(withNullParams ? [oid(id), nullValue()] : [oid(id)]);

/** A CMS Attribute: SEQUENCE { type, SET OF value }. */
export const attribute = (type: string, value: Asn1): Asn1 => seq([oid(type), setOf([value])]);

export const children = (node: Asn1 | undefined): Asn1[] =>
  node && Array.isArray(node.value) ? (node.value as Asn1[]) : [];

export const bytesOf = (node: Asn1 | undefined): Buffer =>
  Buffer.from(node && typeof node.value === 'string' ? node.value : '', 'binary');

export const oidOf = (node: Asn1 | undefined): string =>
  node && node.type === Type.OID && typeof node.value === 'string' ? asn1.derToOid(node.value) : '';

export const isContext = (node: Asn1 | undefined, tag: number): boolean =>
  node?.tagClass === Class.CONTEXT_SPECIFIC && node.type === tag;
