import { inArray } from 'drizzle-orm';
import { copiedFieldContent } from '@quire/domain';
import type { Db } from '../../db/database.ts';
import { blobs } from '../../db/schema.ts';
import { loadPackEntities } from './document-copy-entities.ts';
import {
  findChildRows,
  findDataFieldRows,
  findSignatoryRows,
  type DocumentRow,
} from './document-repository.ts';

/**
 * What a copy reads of its sources. Read once, it makes any number of packs (a bulk send's run
 * makes a batch from one read of its template). File bytes are not read: stores copy objects.
 */
export type PackSources = Awaited<ReturnType<typeof loadPackSources>>;

export const loadPackSources = async (db: Db, sources: readonly DocumentRow[]) => {
  const sourceKeys = sources.map((s) => s.key);
  const children = (await findChildRows(db, sourceKeys)).sort(
    (a, b) =>
      sourceKeys.indexOf(a.document_pack_key!) - sourceKeys.indexOf(b.document_pack_key!) ||
      a.position - b.position,
  );
  // In the order the packs were given: merging by role keeps the first template's signer.
  const people = (await findSignatoryRows(db, sourceKeys)).sort(
    (a, b) =>
      sourceKeys.indexOf(a.document_key) - sourceKeys.indexOf(b.document_key) ||
      a.position - b.position,
  );
  const fields = await findDataFieldRows(
    db,
    children.map((c) => c.key),
  );
  const entities = await loadPackEntities(db, sourceKeys);
  // What each field starts with: the owner's content, never a signer's (nor its file).
  const content = new Map(fields.map((f) => [f.uuid, copiedFieldContent(f)]));
  const blobKeys = [
    ...children.flatMap((c) => [c.pdf_file_key, ...c.page_image_keys]),
    ...[...content.values()].map((c) => c.file_key),
    ...entities.appendices.map((a) => a.file_key),
  ].filter((k): k is string => !!k);
  const sourceBlobs =
    blobKeys.length === 0
      ? []
      : await db
          .select()
          .from(blobs)
          .where(inArray(blobs.key, [...new Set(blobKeys)]));
  return {
    sources,
    sourceKeys,
    children,
    people,
    fields,
    entities,
    content,
    sourceBlobs,
  };
};
