import { createRequire } from 'node:module';
import path from 'node:path';
import type { ConversionError } from '@quire/domain';
import { CONVERSION_MESSAGES } from '@quire/domain/conversion-limits';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * pdfjs reads the 14 standard fonts from here when a PDF uses them without embedding. The
 * conversion child's bundle has it defined at build time (child-bundle.ts): from a temporary
 * folder, pdfjs-dist cannot be resolved.
 */
export const standardFontDataUrl = (): string =>
  process.env.QUIRE_PDFJS_STANDARD_FONTS ??
  path.join(
    path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
    'standard_fonts',
  ) + path.sep;

export type OpenedPdf = { ok: true; doc: PDFDocumentProxy } | { ok: false; error: ConversionError };

export type OpenPdfOptions = {
  password?: string;
  /**
   * Images with more pixels are dropped before they are decoded, with a pdfjs warning that
   * watchPdfjsWarnings (pdfjs-warnings.ts) catches. Without it, no limit.
   */
  maxImagePixels?: number;
};

/**
 * Opens a PDF with pdfjs (legacy build: the one that runs in Node) and classifies why it cannot
 * be shown: a password, an XFA form, or damage. Eval stays off: a PDF is untrusted input.
 */
export const openPdf = async (
  data: Uint8Array,
  options: OpenPdfOptions = {},
): Promise<OpenedPdf> => {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({
    // pdfjs transfers the buffer to its worker (detaching it): hand it a copy.
    data: new Uint8Array(data),
    password: options.password,
    maxImageSize: options.maxImagePixels ?? -1,
    standardFontDataUrl: standardFontDataUrl(),
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    // Warnings (level 1) carry the one signal of a dropped image; pdfjs-warnings.ts reads them.
    verbosity: options.maxImagePixels === undefined ? 0 : 1,
  });
  let doc: PDFDocumentProxy;
  try {
    doc = await task.promise;
  } catch (error) {
    await task.destroy();
    if ((error as { name?: string }).name === 'PasswordException') {
      return {
        ok: false,
        error: { reason: 'pdf password required', message: CONVERSION_MESSAGES.passwordRequired },
      };
    }
    return { ok: false, error: { reason: 'invalid pdf', message: CONVERSION_MESSAGES.invalid } };
  }
  const { info } = (await doc.getMetadata()) as { info: { IsXFAPresent?: boolean } };
  if (info.IsXFAPresent) {
    await doc.destroy();
    return {
      ok: false,
      error: { reason: 'xfa form not supported', message: CONVERSION_MESSAGES.xfa },
    };
  }
  if (doc.numPages < 1) {
    await doc.destroy();
    return { ok: false, error: { reason: 'invalid pdf', message: CONVERSION_MESSAGES.noPages } };
  }
  return { ok: true, doc };
};
