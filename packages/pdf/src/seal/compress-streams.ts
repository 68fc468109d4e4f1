import { deflateSync } from 'node:zlib';
import { PDFFlateStream, PDFName, PDFRawStream, type PDFDocument } from 'pdf-lib';

const FLATE = PDFName.of('FlateDecode');
const FILTER = PDFName.of('Filter');

/**
 * pdf-lib compresses the content streams it draws into with pako, in JavaScript, when it saves.
 * This compresses them beforehand with node:zlib (native) and swaps each for a raw stream
 * holding the compressed bytes, so they are written as they are (and an incremental update sees
 * plain bytes). Only streams pdf-lib made and marked FlateDecode are touched; streams read from
 * the source file are already raw. Fonts and images are embedded first (flush), since pdf-lib
 * makes their streams lazily.
 */
export const compressNewStreams = async (doc: PDFDocument): Promise<number> => {
  await doc.flush();
  let count = 0;
  for (const [ref, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFFlateStream) || object.dict.get(FILTER) !== FLATE) continue;
    const compressed = deflateSync(object.getUnencodedContents());
    doc.context.assign(ref, PDFRawStream.of(object.dict, compressed));
    count++;
  }
  return count;
};

/**
 * The streams pdf-lib compresses as it embeds (font files and their ToUnicode maps, PNGs it
 * decodes itself) go through node:zlib too, instead of pako: for this document only.
 */
export const deflateNatively = (doc: PDFDocument): void => {
  const { context } = doc;
  context.flateStream = (contents, dict = {}) =>
    context.stream(
      deflateSync(typeof contents === 'string' ? Buffer.from(contents, 'latin1') : contents),
      { ...dict, Filter: 'FlateDecode' },
    );
};
