import { createRequire } from 'node:module';
import path from 'node:path';
import type { ConversionError } from '@quire/domain';
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

export const CONVERSION_MESSAGES = {
  passwordRequired: 'This PDF is protected by a password. Enter the password to continue.',
  xfa: 'This PDF is an XFA form, which Quire cannot display. Save it as a regular PDF and upload it again.',
  invalid: 'This file is damaged or is not a PDF Quire can read.',
  failed: 'This PDF could not be converted.',
  tooSlow: 'Converting this PDF took too long.',
  tooBig: 'Converting this PDF needed too much memory.',
  noPages: 'This PDF has no pages.',
} as const;

/**
 * Opens a PDF with pdfjs (legacy build: the one that runs in Node) and classifies why it cannot
 * be shown: a password, an XFA form, or damage. Eval stays off: a PDF is untrusted input.
 */
export const openPdf = async (data: Uint8Array, password?: string): Promise<OpenedPdf> => {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({
    // pdfjs transfers the buffer to its worker (detaching it): hand it a copy.
    data: new Uint8Array(data),
    password,
    standardFontDataUrl: standardFontDataUrl(),
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    verbosity: 0,
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
