import { PDFDocument } from 'pdf-lib';

/**
 * Concatenates PDFs page by page, in the order given: a pack's download and the merge of several
 * packs. Pages are copied whole (content, rotation, boxes, annotations); interactive form fields
 * of the inputs are not carried over, because two inputs may name fields alike.
 */
export const mergePdfs = async (
  inputs: readonly Uint8Array[],
  options: { title?: string } = {},
): Promise<Uint8Array> => {
  if (inputs.length === 0) throw new Error('mergePdfs needs at least one PDF');
  const out = await PDFDocument.create();
  for (const bytes of inputs) {
    const source = await PDFDocument.load(bytes, { updateMetadata: false });
    const pages = await out.copyPages(source, source.getPageIndices());
    for (const page of pages) out.addPage(page);
  }
  if (options.title) out.setTitle(options.title);
  return out.save();
};

/** How many pages a PDF has (tests and checks). */
export const pdfPageCount = async (bytes: Uint8Array): Promise<number> =>
  (await PDFDocument.load(bytes, { updateMetadata: false })).getPageCount();
