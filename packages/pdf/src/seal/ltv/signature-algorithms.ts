import { oid, toDer } from '../der.ts';

/** Signature algorithms a revocation answer may use, by the DER of their OID: the hash each uses. */
const ALGORITHMS: [string, string][] = [
  ['1.2.840.113549.1.1.5', 'sha1'],
  ['1.2.840.113549.1.1.11', 'sha256'],
  ['1.2.840.113549.1.1.12', 'sha384'],
  ['1.2.840.113549.1.1.13', 'sha512'],
  ['1.2.840.10045.4.3.2', 'sha256'],
  ['1.2.840.10045.4.3.3', 'sha384'],
  ['1.2.840.10045.4.3.4', 'sha512'],
];
const BY_DER = new Map(ALGORITHMS.map(([id, hash]) => [toDer(oid(id)).toString('hex'), hash]));

export const signatureHash = (oidDer: Uint8Array): string => {
  const hash = BY_DER.get(Buffer.from(oidDer).toString('hex'));
  if (!hash) throw new Error('The answer is signed with an algorithm Quire does not check');
  return hash;
};
