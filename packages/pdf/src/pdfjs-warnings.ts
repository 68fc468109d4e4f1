const OVERSIZED_IMAGE = 'Image exceeded maximum allowed size';

export type PdfjsWarnings = { oversizedImage: () => boolean; stop: () => void };

/**
 * pdfjs drops an image over `maxImageSize` and carries on: the page would render without it,
 * and a signer would see a page missing what the PDF shows. pdfjs says so only by a warning on
 * console.warn, so this watches that until stop() and swallows pdfjs's other warnings (noise
 * about fonts and damaged objects it recovers from). Global: one document at a time, as the
 * conversion child renders.
 */
export const watchPdfjsWarnings = (): PdfjsWarnings => {
  let oversizedImage = false;
  const original = console.warn;
  console.warn = (...args: unknown[]) => {
    const text = args.map(String).join(' ');
    if (text.includes(OVERSIZED_IMAGE)) oversizedImage = true;
    if (!text.startsWith('Warning: ')) original(...args);
  };
  return {
    oversizedImage: () => oversizedImage,
    stop: () => {
      console.warn = original;
    },
  };
};
