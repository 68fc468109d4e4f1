import type { PackChild } from '../documents-api.ts';
import type { PageImage } from './page-images.tsx';

/**
 * A converted child's page images. When the answer didn't carry the serving URLs, each page is
 * asked for by index (get_blob_as_image renders it on demand).
 */
export const pagesOfChild = (child: PackChild): PageImage[] => {
  const urls = child.image_blob_serving_urls ?? [];
  const meta = child.image_blob_metadata ?? [];
  if (urls.length > 0) return urls.map((url, index) => ({ url, meta: meta[index] }));
  if (child.conversion_state !== 'done') return [];
  return Array.from({ length: child.page_count }, (_, index) => ({
    url: `/app/documents/${encodeURIComponent(child.key)}/get_blob_as_image?index_of_page=${index}`,
    meta: meta[index],
  }));
};
