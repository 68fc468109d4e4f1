import type { PageGeometry } from '@quire/domain';
import type { PackDto } from '../documents/documents-api.ts';
import { geometryOf } from './geometry.ts';

/** Each child's page geometry (for clamping, pasting and repeating onto documents not shown). */
export const packPages = (pack: PackDto): Map<string, PageGeometry[]> =>
  new Map(
    pack.child_documents.map((child) => {
      const meta = child.image_blob_metadata ?? [];
      const count = Math.max(child.page_count, meta.length);
      return [child.key, Array.from({ length: count }, (_, i) => geometryOf(meta[i]))];
    }),
  );
