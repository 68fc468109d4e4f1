import { PDFArray, PDFDocument, PDFName, PDFRawStream, decodePDFRawStream } from 'pdf-lib';

/**
 * The lines of text on a page's content streams drawn with a literal string (`(…) Tj`), with
 * the size of their `Tf`: what size text is drawn at, read from the PDF itself rather than from
 * what the stamping code meant to do.
 */
export const textSizes = async (
  pdf: Uint8Array,
  pageIndex: number,
): Promise<{ size: number; text: string }[]> => {
  const doc = await PDFDocument.load(pdf);
  const page = doc.getPage(pageIndex);
  const contents = doc.context.lookup(page.node.get(PDFName.of('Contents')));
  const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
  const text = refs
    .map((ref) => doc.context.lookup(ref as never))
    .filter((s): s is PDFRawStream => s instanceof PDFRawStream)
    .map((s) => Buffer.from(decodePDFRawStream(s).decode()).toString('latin1'))
    .join('\n');
  return [...text.matchAll(/([\d.]+) Tf [^\n(]*\((.*?)\) Tj/g)].map((m) => ({
    size: Number(m[1]),
    text: m[2]!,
  }));
};
