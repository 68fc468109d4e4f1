/**
 * Reads DER by its bytes, not by re-encoding: a signature over a structure (an OCSP response's
 * tbsResponseData, a CRL's tbsCertList) is checked against the bytes exactly as they were sent.
 */
export type Tlv = {
  /** The identifier octet (class, constructed bit, tag number below 31). */
  tag: number;
  /** Where the element starts (its identifier) and ends (after its contents). */
  start: number;
  end: number;
  /** Where its contents start. */
  body: number;
};

export const readTlv = (der: Uint8Array, at = 0): Tlv => {
  if (at + 2 > der.length) throw new Error('DER ends early');
  const tag = der[at]!;
  if ((tag & 0x1f) === 0x1f) throw new Error('DER high tag numbers are not supported');
  const first = der[at + 1]!;
  let length = first;
  let body = at + 2;
  if (first & 0x80) {
    const count = first & 0x7f;
    if (count === 0 || count > 4) throw new Error('DER length is indefinite or too long');
    length = 0;
    for (let i = 0; i < count; i++) length = length * 256 + der[body + i]!;
    body += count;
  }
  const end = body + length;
  if (end > der.length) throw new Error('DER element runs past the end');
  return { tag, start: at, end, body };
};

/** The elements inside a constructed element. */
export const childrenOf = (der: Uint8Array, parent: Tlv): Tlv[] => {
  const out: Tlv[] = [];
  for (let at = parent.body; at < parent.end;) {
    const child = readTlv(der, at);
    out.push(child);
    at = child.end;
  }
  return out;
};

export const bytesOfTlv = (der: Uint8Array, tlv: Tlv): Buffer =>
  Buffer.from(der.subarray(tlv.start, tlv.end));

export const contentsOf = (der: Uint8Array, tlv: Tlv): Buffer =>
  Buffer.from(der.subarray(tlv.body, tlv.end));

/** A BIT STRING's bits (its first content byte counts unused bits, always 0 for keys and signatures). */
export const bitStringBytes = (der: Uint8Array, tlv: Tlv): Buffer =>
  Buffer.from(der.subarray(tlv.body + 1, tlv.end));

export const TAG = {
  integer: 0x02,
  bitString: 0x03,
  octetString: 0x04,
  oid: 0x06,
  enumerated: 0x0a,
  sequence: 0x30,
  set: 0x31,
  generalizedTime: 0x18,
  utcTime: 0x17,
} as const;

/** A context-specific tag [n], constructed or primitive. */
export const context = (n: number, constructed = true) => (constructed ? 0xa0 : 0x80) | n;
