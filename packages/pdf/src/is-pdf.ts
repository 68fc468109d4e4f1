/**
 * A PDF is judged by its content, not its name: the `%PDF-` header must appear within the first
 * 1024 bytes (the limit readers such as Acrobat and pdfjs tolerate before the header).
 */
export const PDF_HEADER_WINDOW = 1024;

export const looksLikePdf = (head: Uint8Array): boolean =>
  Buffer.from(head.subarray(0, PDF_HEADER_WINDOW)).includes('%PDF-');
