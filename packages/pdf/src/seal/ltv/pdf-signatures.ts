import { readTlv } from './der-reader.ts';

export type PdfSignature = {
  byteRange: [number, number, number, number];
  /** The /Contents string's bytes, zero padding included (what a DSS VRI key is the hash of). */
  contents: Buffer;
  /** The CMS inside /Contents, cut to the length its DER header gives. */
  cms: Buffer;
};

/**
 * The filled signatures of a PDF written the way the seal writes them (signature dictionaries
 * outside object streams), in file order: each /ByteRange and the /Contents in its gap.
 */
const BYTE_RANGE = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g;

export const pdfSignatures = (pdf: Uint8Array): PdfSignature[] => {
  const file = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.length);
  return [...file.toString('latin1').matchAll(BYTE_RANGE)].flatMap((m) => {
    const [a, b, c, d] = m.slice(1).map(Number) as [number, number, number, number];
    if (a !== 0 || c + d > file.length || file[b] !== 0x3c || file[c - 1] !== 0x3e) return [];
    const contents = Buffer.from(file.subarray(b + 1, c - 1).toString('latin1'), 'hex');
    return [
      { byteRange: [a, b, c, d], contents, cms: contents.subarray(0, readTlv(contents).end) },
    ];
  });
};
