import { createHash, X509Certificate } from 'node:crypto';
import { OID, toDer } from '../seal/der.ts';
import { digestMatches, parseSignedData } from '../seal/parse-signed-data.ts';
import { checkToken, signatureImprint } from '../seal/timestamp-client.ts';

export type SignatureTimestamp = { valid: boolean; time: Date | null };

/** One signature (or document time-stamp) of a PDF, checked against the bytes it claims to sign. */
export type PdfSignatureCheck = {
  kind: 'signature' | 'document_timestamp';
  byteRange: readonly [number, number, number, number];
  /** Where the revision this signature closes ends: bytes after it were added later. */
  revisionEnd: number;
  /** The digest matches the signed ranges and the CMS signature verifies with its certificate. */
  valid: boolean;
  /** SHA-256 of the CMS: the same seal in two copies of a file has the same value. */
  cmsSha256: string;
  signerSubject: string | null;
  signerFingerprint256: string | null;
  /** The RFC 3161 token over the signature value (or, for a document time-stamp, itself). */
  timestamp: SignatureTimestamp | null;
};

const BYTE_RANGE = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g;

/** The DER inside a zero-padded /Contents hex string, cut to the length its header gives. */
const cmsOf = (hex: string): Buffer => {
  const padded = Buffer.from(hex.replace(/[^0-9a-fA-F]/g, ''), 'hex');
  if (padded.length < 2 || padded[0] !== 0x30) throw new Error('No DER in /Contents');
  const lengthByte = padded[1]!;
  if (lengthByte < 0x80) return padded.subarray(0, 2 + lengthByte);
  const size = lengthByte & 0x7f;
  return padded.subarray(0, 2 + size + padded.readUIntBE(2, size));
};

const signerOf = (
  certificates: Buffer[],
): Pick<PdfSignatureCheck, 'signerSubject' | 'signerFingerprint256'> => {
  const first = certificates[0];
  if (!first) return { signerSubject: null, signerFingerprint256: null };
  const cert = new X509Certificate(first);
  return { signerSubject: cert.subject, signerFingerprint256: cert.fingerprint256 };
};

const timestampOf = (token: Buffer, imprint: Buffer): SignatureTimestamp => {
  try {
    return { valid: true, time: checkToken(token, imprint) };
  } catch {
    return { valid: false, time: null };
  }
};

const checkOne = (
  file: Buffer,
  range: [number, number, number, number],
): PdfSignatureCheck | null => {
  const [a, b, c, d] = range;
  // A /ByteRange that does not describe a hole inside this file is not a signature we can read.
  if (a !== 0 || b <= 0 || c <= b || c + d > file.length) return null;
  const hole = file.subarray(b, c).toString('latin1');
  if (!hole.startsWith('<') || !hole.endsWith('>')) return null;
  let cms: Buffer;
  try {
    cms = cmsOf(hole.slice(1, -1));
  } catch {
    return null;
  }
  const signed = Buffer.concat([file.subarray(a, a + b), file.subarray(c, c + d)]);
  const base = {
    byteRange: range,
    revisionEnd: c + d,
    cmsSha256: createHash('sha256').update(cms).digest('hex'),
  } as const;
  try {
    const parsed = parseSignedData(cms);
    if (parsed.contentType === OID.tstInfo) {
      const timestamp = timestampOf(cms, createHash('sha256').update(signed).digest());
      return {
        ...base,
        kind: 'document_timestamp',
        valid: timestamp.valid,
        timestamp,
        ...signerOf(parsed.certificates),
      };
    }
    const token = parsed.unsignedAttributes.get(OID.signatureTimeStampToken);
    return {
      ...base,
      kind: 'signature',
      valid: digestMatches(parsed, signed) && parsed.verify(),
      timestamp: token ? timestampOf(toDer(token), signatureImprint(parsed.signatureValue)) : null,
      ...signerOf(parsed.certificates),
    };
  } catch {
    return {
      ...base,
      kind: 'signature',
      valid: false,
      timestamp: null,
      signerSubject: null,
      signerFingerprint256: null,
    };
  }
};

/**
 * Every signature dictionary of a PDF, found by its /ByteRange in the raw bytes (a signature's
 * dictionary is never compressed: its /Contents must be patched in place), each checked against
 * the bytes it covers. Reads the file as it is: nothing is repaired or rewritten.
 */
export const readPdfSignatures = (pdf: Uint8Array): PdfSignatureCheck[] => {
  const file = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  const text = file.toString('latin1');
  const found: PdfSignatureCheck[] = [];
  for (const match of text.matchAll(BYTE_RANGE)) {
    const range = match.slice(1, 5).map(Number) as [number, number, number, number];
    const check = checkOne(file, range);
    if (check && !found.some((f) => f.byteRange.join() === check.byteRange.join()))
      found.push(check);
  }
  return found.sort((x, y) => x.revisionEnd - y.revisionEnd);
};
