/**
 * Bounds on converting an uploaded PDF to page images (issue 19 item 7, ADR 0008): a hostile
 * file ends in one of these messages within the time and memory allowed, never in a stuck
 * worker. The server reads each from its environment (README, configuration); these are the
 * defaults.
 */
export type ConversionLimits = {
  /** Wall-clock time of one conversion before its child process is killed. */
  timeoutSeconds: number;
  /** Resident memory of the child process before it is killed (its JS heap gets half). */
  maxMemoryMb: number;
  /** PDFs with more pages are refused before any page is rendered. */
  maxPages: number;
  /** A page image is scaled down to at most this many pixels (a 200-inch page stays viewable). */
  maxPagePixels: number;
  /**
   * An image inside the PDF with more pixels is refused before it is decoded. Decoding costs
   * ~13 bytes a pixel at peak (ADR 0037), so the default fits the default memory.
   */
  maxImagePixels: number;
};

export const DEFAULT_CONVERSION_LIMITS: ConversionLimits = {
  timeoutSeconds: 120,
  maxMemoryMb: 1024,
  maxPages: 1000,
  maxPagePixels: 24_000_000,
  maxImagePixels: 50_000_000,
};

const count = (n: number) => n.toLocaleString('en-US');

/** The conversion_error.message of each way a conversion can fail, as the editor shows it. */
export const CONVERSION_MESSAGES = {
  passwordRequired: 'This PDF is protected by a password. Enter the password to continue.',
  xfa: 'This PDF is an XFA form, which Quire cannot display. Save it as a regular PDF and upload it again.',
  invalid: 'This file is damaged or is not a PDF Quire can read.',
  failed: 'This PDF could not be converted.',
  noPages: 'This PDF has no pages.',
  tooSlow: (seconds: number) =>
    `Converting this PDF took too long (more than ${count(seconds)} seconds). It may be damaged or unusually complex: save it again as a new PDF, or split it, and upload it again.`,
  tooBig: (megabytes: number) =>
    `Converting this PDF needed too much memory (more than ${count(megabytes)} MB). It may be damaged or unusually complex: save it again as a new PDF, or split it, and upload it again.`,
  tooManyPages: (pages: number, max: number) =>
    `This PDF has ${count(pages)} pages; Quire accepts at most ${count(max)} pages in one document. Split it into smaller PDFs and upload them separately.`,
  imageTooLarge: (maxPixels: number) =>
    `This PDF contains an image too large to display (more than ${count(maxPixels)} pixels). Reduce the image's resolution and upload the PDF again.`,
} as const;
