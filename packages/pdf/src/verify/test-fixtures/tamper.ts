import { PDFDocument } from 'pdf-lib';
import { beginRevision } from '../../seal/incremental-save.ts';
import { writeRevision } from '../../seal/write-revision.ts';

/**
 * Ways a sealed final gets changed after the seal, for tests and for anyone who wants to see
 * what the verify page says about them: an incremental update that edits the document's title
 * (what a PDF editor's "save" does to a signed file), and one byte flipped inside the signed range.
 */
export const appendRevision = async (pdf: Uint8Array, title = 'Edited after sealing') => {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const revision = beginRevision(pdf, doc);
  if (!revision) throw new Error('The PDF has no cross-reference chain to append to');
  doc.setTitle(title);
  return new Uint8Array(writeRevision(revision, doc));
};

/** A copy with one byte changed: by default half-way into the first signature's first range. */
export const flipByte = (pdf: Uint8Array, offset?: number): Uint8Array => {
  const range = /\/ByteRange \[0 (\d+) /.exec(Buffer.from(pdf).toString('latin1'));
  const at = offset ?? Math.floor(Number(range?.[1] ?? pdf.length / 2) / 2);
  const copy = new Uint8Array(pdf);
  copy[at] = copy[at]! ^ 0x01;
  return copy;
};
