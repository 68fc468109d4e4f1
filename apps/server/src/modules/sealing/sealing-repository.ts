import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { blobs, dataFields, documents, mails } from '../../db/schema.ts';

export type SealDocumentRow = typeof documents.$inferSelect;
export type SealBlob = typeof blobs.$inferInsert;
export type MailAttachment = { filename: string; file_key: string; content_type: string };

/** The pack the job was given (a pack row only: children are sealed through their pack). */
export const findPackToSeal = async (db: Db, key: string): Promise<SealDocumentRow | undefined> =>
  (
    await db
      .select()
      .from(documents)
      .where(and(eq(documents.key, key), isNull(documents.document_pack_key)))
      .limit(1)
  )[0];

export const findChildrenToSeal = (db: Db, packKey: string): Promise<SealDocumentRow[]> =>
  db
    .select()
    .from(documents)
    .where(eq(documents.document_pack_key, packKey))
    .orderBy(asc(documents.position));

/** A child's fields as placed, the removed ones left out. */
export const findFieldRowsToStamp = (db: Db, childKey: string) =>
  db
    .select()
    .from(dataFields)
    .where(and(eq(dataFields.document_key, childKey), eq(dataFields.removed, false)));

export const findBlobObjectKeys = async (db: Db, keys: string[]) =>
  keys.length === 0
    ? []
    : db
        .select({ key: blobs.key, object_key: blobs.object_key })
        .from(blobs)
        .where(inArray(blobs.key, keys));

/**
 * Records a document's final file: its blob row and final_file_key, only while it has none.
 * False (and no blob row) when another run got there first.
 */
export const recordFinalFile = async (tx: Db, documentKey: string, blob: SealBlob) => {
  const updated = await tx
    .update(documents)
    .set({ final_file_key: blob.key, date_updated: new Date() })
    .where(and(eq(documents.key, documentKey), isNull(documents.final_file_key)))
    .returning({ key: documents.key });
  if (updated.length === 0) return false;
  await tx.insert(blobs).values(blob);
  return true;
};

/** Points the pack at a child's final (a pack of one child), only while it has none. */
export const pointPackAtFinal = async (tx: Db, packKey: string, fileKey: string) =>
  (
    await tx
      .update(documents)
      .set({ final_file_key: fileKey, date_updated: new Date() })
      .where(and(eq(documents.key, packKey), isNull(documents.final_file_key)))
      .returning({ key: documents.key })
  ).length > 0;

/** Sets a queued mail's attachments (in the transaction that enqueued it). */
export const setMailAttachments = async (tx: Db, mailKey: string, list: MailAttachment[]) => {
  await tx.update(mails).set({ attachments: list }).where(eq(mails.key, mailKey));
};
