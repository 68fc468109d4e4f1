import type { ConversionError, PageMetadata } from '@quire/domain';
import { openPdf } from './open-pdf.ts';
import { pageMetadataFor, scaleFor } from './page-metadata.ts';

export type PdfInspection =
  | { ok: true; page_count: number; pages: PageMetadata[]; encrypted: boolean }
  | { ok: false; error: ConversionError };

/**
 * Page count, per-page boxes and rotation, encryption and XFA, without rendering anything.
 * `encrypted` is true for a PDF with only an owner password (it opens without one).
 */
export const inspectPdf = async (data: Uint8Array): Promise<PdfInspection> => {
  const opened = await openPdf(data);
  if (!opened.ok) return opened;
  const { doc } = opened;
  try {
    const { info } = (await doc.getMetadata()) as { info: { EncryptFilterName?: string | null } };
    const pages: PageMetadata[] = [];
    for (let i = 1; i <= doc.numPages; i++) {
      const page = await doc.getPage(i);
      pages.push(pageMetadataFor(page, scaleFor(page)));
      page.cleanup();
    }
    return {
      ok: true,
      page_count: doc.numPages,
      pages,
      encrypted: Boolean(info.EncryptFilterName),
    };
  } finally {
    await doc.destroy();
  }
};
