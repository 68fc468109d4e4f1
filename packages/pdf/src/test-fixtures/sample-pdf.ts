import { PDFDocument, StandardFonts, degrees, rgb } from 'pdf-lib';

/**
 * Real PDFs for tests and benchmarks, made with pdf-lib. Each page says which page it is, so a
 * rendered image or a merged file can be checked by eye and by text extraction.
 */
export type SamplePage = {
  /** Page size in points; default US Letter. */
  size?: [number, number];
  /** The page's /Rotate. */
  rotate?: 0 | 90 | 180 | 270;
  /** A CropBox inside the MediaBox: [x, y, width, height]. */
  cropBox?: [number, number, number, number];
};

export type SamplePdfOptions = { title?: string; pages?: number | SamplePage[] };

export const makeSamplePdf = async (options: SamplePdfOptions = {}): Promise<Uint8Array> => {
  const pages: SamplePage[] =
    typeof options.pages === 'number' || options.pages === undefined
      ? Array.from({ length: options.pages ?? 1 }, () => ({}))
      : options.pages;
  const pdf = await PDFDocument.create();
  pdf.setTitle(options.title ?? 'Quire sample');
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pages.forEach((spec, i) => {
    const [w, h] = spec.size ?? [612, 792];
    const page = pdf.addPage([w, h]);
    page.drawRectangle({
      x: 20,
      y: 20,
      width: w - 40,
      height: h - 40,
      borderColor: rgb(0.1, 0.3, 0.6),
      borderWidth: 2,
    });
    page.drawText(`${options.title ?? 'Sample'} page ${i + 1} of ${pages.length}`, {
      x: 48,
      y: h - 72,
      size: 18,
      font,
    });
    if (spec.rotate) page.setRotation(degrees(spec.rotate));
    if (spec.cropBox) page.setCropBox(...spec.cropBox);
  });
  return pdf.save();
};
