import { createCanvas, type Canvas } from '@napi-rs/canvas';
import type { ConversionError, PageMetadata } from '@quire/domain';
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { openPdf } from './open-pdf.ts';

type RenderParameters = Parameters<PDFPageProxy['render']>[0];
import { pageMetadataFor, scaleFor } from './page-metadata.ts';

export type RenderedPage = { index: number; png: Buffer; metadata: PageMetadata };

export type RenderOptions = {
  /** Called once the page count is known, before the first page is rendered. */
  onStart?: (pageCount: number) => void | Promise<void>;
  /** Called with each page as soon as it is encoded, in order. */
  onPage: (page: RenderedPage) => void | Promise<void>;
  /** Render only this page (0-based); nothing when it is out of range. */
  pageIndex?: number;
};

/**
 * Renders every page to PNG: the visible box (CropBox) only, turned by /Rotate, at 1.5× unless
 * the page is huge (see MAX_PAGE_PIXELS). pdfjs's viewport does the crop offset and the rotation.
 * Pages are rendered one at a time and released, so memory stays at about one page's canvas.
 */
export const renderPages = async (
  data: Uint8Array,
  options: RenderOptions,
): Promise<{ ok: true; page_count: number } | { ok: false; error: ConversionError }> => {
  const opened = await openPdf(data);
  if (!opened.ok) return opened;
  const { doc } = opened;
  try {
    await options.onStart?.(doc.numPages);
    let canvas: Canvas | undefined;
    const only = options.pageIndex;
    const [first, last] =
      only === undefined ? [1, doc.numPages] : [only + 1, Math.min(only + 1, doc.numPages)];
    for (let i = first; i <= last; i++) {
      const page = await doc.getPage(i);
      const scale = scaleFor(page);
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
      const png = await canvas.encode('png');
      page.cleanup();
      await options.onPage({ index: i - 1, png, metadata });
    }
    return { ok: true, page_count: doc.numPages };
  } finally {
    await doc.destroy();
  }
};
