import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { blobs } from '../../db/schema.ts';
import { newKey } from '../../lib/ids.ts';

type GeneratedBlob = Pick<
  typeof blobs.$inferInsert,
  'filename' | 'purpose' | 'document_key' | 'account_key' | 'created_by'
>;

/**
 * Stores a file a job generated (a download, a status CSV) and records it as a blob, but only when
 * `claim` marks its request done in the same transaction (answering false when another run of the
 * job got there first: then the stored object is removed again). Safe to run twice.
 */
export const keepGeneratedFile = async (
  ctx: AppContext,
  file: {
    folder: string;
    extension: string;
    bytes: Buffer;
    contentType: string;
    blob: GeneratedBlob;
    claim: (tx: Db, blobKey: string) => Promise<boolean>;
  },
): Promise<void> => {
  const blobKey = newKey();
  const objectKey = `${file.folder}/${blobKey}.${file.extension}`;
  await ctx.blobStore.put(objectKey, file.bytes, file.contentType);
  const kept = await ctx.db.transaction(async (tx: Db) => {
    if (!(await file.claim(tx, blobKey))) return false;
    await tx.insert(blobs).values({
      ...file.blob,
      key: blobKey,
      storage: ctx.blobStore.kind,
      object_key: objectKey,
      content_type: file.contentType,
      size_bytes: file.bytes.length,
    });
    return true;
  });
  if (!kept) await ctx.blobStore.delete(objectKey);
};
