import { deflateSync } from 'node:zlib';

/**
 * Hand-written PDF bytes for inputs no PDF library would produce (a cyclic page tree, a
 * 100,000-deep dictionary, a stream that inflates to gigabytes). Objects are numbered from 1 in
 * the order given; object 1 is the catalog.
 */
export type RawObject = string | { dict: string; data: Uint8Array };

const encoder = new TextEncoder();

const concat = (parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

const streamBytes = (dict: string, data: Uint8Array): Uint8Array =>
  concat([
    encoder.encode(`<<${dict}/Length ${data.length}>>\nstream\n`),
    data,
    encoder.encode('\nendstream'),
  ]);

/** A classic PDF: every object at top level, a cross-reference table, a trailer. */
export const rawPdf = (objects: RawObject[]): Uint8Array => {
  const parts: Uint8Array[] = [encoder.encode('%PDF-1.7\n%\u00e2\u00e3\n')];
  let at = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    const body =
      typeof object === 'string' ? encoder.encode(object) : streamBytes(object.dict, object.data);
    const bytes = concat([encoder.encode(`${i + 1} 0 obj\n`), body, encoder.encode('\nendobj\n')]);
    offsets.push(at);
    parts.push(bytes);
    at += bytes.length;
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`),
    `trailer\n<</Size ${objects.length + 1}/Root 1 0 R>>\nstartxref\n${at}\n%%EOF\n`,
  ].join('');
  return concat([...parts, encoder.encode(xref)]);
};

/**
 * A PDF 1.5 file whose objects from `firstPacked` on sit deflated in one object stream, indexed
 * by a deflated cross-reference stream: how a 100,000-page PDF stays a small file.
 */
export const packedPdf = (objects: string[], firstPacked: number): Uint8Array => {
  const loose = objects.slice(0, firstPacked);
  const packed = objects.slice(firstPacked);
  const header: string[] = [];
  let body = '';
  packed.forEach((object, i) => {
    header.push(`${firstPacked + 1 + i} ${body.length}`);
    body += `${object}\n`;
  });
  const head = `${header.join(' ')}\n`;
  const objStmNumber = objects.length + 1;
  const xrefNumber = objects.length + 2;
  const parts: Uint8Array[] = [encoder.encode('%PDF-1.7\n%\u00e2\u00e3\n')];
  let at = parts[0]!.length;
  const offsets: number[] = [];
  const push = (number: number, bytes: Uint8Array) => {
    const framed = concat([
      encoder.encode(`${number} 0 obj\n`),
      bytes,
      encoder.encode('\nendobj\n'),
    ]);
    offsets[number] = at;
    parts.push(framed);
    at += framed.length;
  };
  loose.forEach((object, i) => push(i + 1, encoder.encode(object)));
  push(
    objStmNumber,
    streamBytes(
      `/Type/ObjStm/N ${packed.length}/First ${head.length}/Filter/FlateDecode`,
      deflateSync(encoder.encode(head + body)),
    ),
  );
  // Entries of 1 + 4 + 4 bytes: type, then offset or object stream number, then generation or index.
  const entries = new Uint8Array(9 * (xrefNumber + 1));
  const view = new DataView(entries.buffer);
  const entry = (n: number, type: number, a: number, b: number) => {
    entries[9 * n] = type;
    view.setUint32(9 * n + 1, a);
    view.setUint32(9 * n + 5, b);
  };
  entry(0, 0, 0, 65535);
  for (let n = 1; n <= loose.length; n++) entry(n, 1, offsets[n]!, 0);
  packed.forEach((_, i) => entry(firstPacked + 1 + i, 2, objStmNumber, i));
  entry(objStmNumber, 1, offsets[objStmNumber]!, 0);
  entry(xrefNumber, 1, at, 0);
  const xrefAt = at;
  push(
    xrefNumber,
    streamBytes(
      `/Type/XRef/Size ${xrefNumber + 1}/W[1 4 4]/Root 1 0 R/Filter/FlateDecode`,
      deflateSync(entries),
    ),
  );
  return concat([...parts, encoder.encode(`startxref\n${xrefAt}\n%%EOF\n`)]);
};

/**
 * zlib data that inflates to `size` copies of `byte`, written directly: one literal, then
 * matches of length 258 at distance 1 in a fixed-Huffman block (13 bits per 258 bytes). Making
 * it costs a pass over size/258 matches, not over the gigabytes it stands for; deflating it once
 * more (the output repeats every 13 bytes) shrinks it to kilobytes.
 */
export const zlibOfRepeatedByte = (byte: number, size: number): Uint8Array => {
  const matches = Math.floor((size - 1) / 258);
  const rest = size - 1 - matches * 258;
  const out = new Uint8Array(2 + Math.ceil((3 + 8 + (matches + rest) * 13 + 8 + 7) / 8) + 4);
  out[0] = 0x78;
  out[1] = 0x01;
  let bit = 16;
  const bits = (value: number, count: number) => {
    for (let i = 0; i < count; i++, bit++) if ((value >> i) & 1) out[bit >> 3]! |= 1 << (bit & 7);
  };
  // Huffman codes go most significant bit first; the other fields least significant first.
  const code = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i--, bit++)
      if ((value >> i) & 1) out[bit >> 3]! |= 1 << (bit & 7);
  };
  const literal = (b: number) => (b <= 143 ? code(0x30 + b, 8) : code(0x190 + b - 144, 9));
  bits(1, 1); // last block
  bits(1, 2); // fixed Huffman codes
  literal(byte);
  for (let i = 0; i < matches; i++) {
    code(0b11000101, 8); // length code 285: 258 bytes
    code(0, 5); // distance code 0: 1 byte back
  }
  for (let i = 0; i < rest; i++) literal(byte);
  code(0, 7); // end of block
  let end = (bit + 7) >> 3;
  const n = BigInt(size);
  const c = BigInt(byte);
  const a = (1n + n * c) % 65521n;
  const b = (n + (c * n * (n + 1n)) / 2n) % 65521n;
  new DataView(out.buffer).setUint32(end, Number((b << 16n) | a));
  end += 4;
  return out.subarray(0, end);
};
