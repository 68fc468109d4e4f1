import { deflateSync } from 'node:zlib';
import { PDFFlateStream, PDFName, PDFRawStream, type PDFDocument } from 'pdf-lib';

const FLATE = PDFName.of('FlateDecode');
const FILTER = PDFName.of('Filter');

/**
 * pdf-lib compresses the content streams it draws into with pako, in JavaScript, when it saves:
 * most of the seal's save time on a 200-page pack. This compresses them beforehand with
 * node:zlib (native) and swaps each for a raw stream holding the compressed bytes, so pdf-lib
 * writes them as they are. Only streams pdf-lib made and marked FlateDecode are touched; streams
 * read from the source file are already raw. Images and fonts are embedded first (flush), since
 * pdf-lib makes their streams lazily.
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
