import { createCanvas, type Canvas } from '@napi-rs/canvas';
import type { ConversionError, PageMetadata } from '@quire/domain';
import {
  CONVERSION_MESSAGES,
  DEFAULT_CONVERSION_LIMITS,
  type ConversionLimits,
} from '@quire/domain/conversion-limits';
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { openPdf } from './open-pdf.ts';
import { pageMetadataFor, scaleFor } from './page-metadata.ts';
import { watchPdfjsWarnings } from './pdfjs-warnings.ts';

type RenderParameters = Parameters<PDFPageProxy['render']>[0];

export type RenderedPage = { index: number; png: Buffer; metadata: PageMetadata };

/** The limits rendering itself enforces; time and memory are the child process's (convert-in-child-process.ts). */
export type RenderLimits = Pick<ConversionLimits, 'maxPages' | 'maxPagePixels' | 'maxImagePixels'>;

export type RenderOptions = {
  /** Called once the page count is known, before the first page is rendered. */
  onStart?: (pageCount: number) => void | Promise<void>;
  /** Called with each page as soon as it is encoded, in order. */
  onPage: (page: RenderedPage) => void | Promise<void>;
  /** Render only this page (0-based); nothing when it is out of range. */
  pageIndex?: number;
  limits?: Partial<RenderLimits>;
};

/**
 * Renders every page to PNG: the visible box (CropBox) only, turned by /Rotate, at 1.5× unless
 * the page is huge (see MAX_PAGE_PIXELS). pdfjs's viewport does the crop offset and the rotation.
 * Pages are rendered one at a time and released, so memory stays at about one page's canvas.
 * A PDF over maxPages is refused before any page is drawn; a page with an image over
 * maxImagePixels ends the conversion before its PNG is handed on.
 */
export const renderPages = async (
  data: Uint8Array,
  options: RenderOptions,
): Promise<{ ok: true; page_count: number } | { ok: false; error: ConversionError }> => {
  const limits = { ...DEFAULT_CONVERSION_LIMITS, ...options.limits };
  const opened = await openPdf(data, { maxImagePixels: limits.maxImagePixels });
  if (!opened.ok) return opened;
  const { doc } = opened;
  const warnings = watchPdfjsWarnings();
  try {
    if (doc.numPages > limits.maxPages) {
      return {
        ok: false,
        error: {
          reason: 'conversion failed',
          message: CONVERSION_MESSAGES.tooManyPages(doc.numPages, limits.maxPages),
        },
      };
    }
    await options.onStart?.(doc.numPages);
    let canvas: Canvas | undefined;
    const only = options.pageIndex;
    const [first, last] =
      only === undefined ? [1, doc.numPages] : [only + 1, Math.min(only + 1, doc.numPages)];
    for (let i = first; i <= last; i++) {
      const page = await doc.getPage(i);
      const scale = scaleFor(page, limits.maxPagePixels);
      const metadata = pageMetadataFor(page, scale);
      const viewport = page.getViewport({ scale });
      // One canvas for the whole document: a new one per page leaves native pixel buffers to
      // the garbage collector, and the child's RSS climbs with the page count.
      if (!canvas) canvas = createCanvas(metadata.image_width, metadata.image_height);
      else {
        canvas.width = metadata.image_width;
        canvas.height = metadata.image_height;
      }
      const context = canvas.getContext('2d');
      // @napi-rs/canvas implements the part of the DOM canvas API pdfjs uses.
      await page.render({ canvas, canvasContext: context, viewport } as unknown as RenderParameters)
        .promise;
      if (warnings.oversizedImage()) {
        return {
          ok: false,
          error: {
            reason: 'conversion failed',
            message: CONVERSION_MESSAGES.imageTooLarge(limits.maxImagePixels),
          },
        };
      }
      const png = await canvas.encode('png');
      page.cleanup();
      await options.onPage({ index: i - 1, png, metadata });
    }
    return { ok: true, page_count: doc.numPages };
  } finally {
    warnings.stop();
    await doc.destroy();
  }
};
