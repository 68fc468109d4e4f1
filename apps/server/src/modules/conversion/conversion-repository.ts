import { and, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { ConversionError, PageMetadata } from '@quire/domain';
import type { Db } from '../../db/database.ts';
import { blobs, documents } from '../../db/schema.ts';

export type ChildToConvert = {
  key: string;
  document_pack_key: string | null;
  account_key: string | null;
  created_by: string;
  pdf_file_key: string | null;
  conversion_state: string;
};

export const findChildToConvert = async (
  db: Db,
  key: string,
): Promise<ChildToConvert | undefined> =>
  (
    await db
      .select({
        key: documents.key,
        document_pack_key: documents.document_pack_key,
        account_key: documents.account_key,
        created_by: documents.created_by,
        pdf_file_key: documents.pdf_file_key,
        conversion_state: documents.conversion_state,
      })
      .from(documents)
      .where(eq(documents.key, key))
      .limit(1)
  )[0];

/**
 * Every write of a conversion names the PDF it converted: if the child's PDF was replaced
 * meanwhile, the stale run's writes match nothing and the new PDF's job does the work.
 */
const sameChildAndPdf = (key: string, pdfFileKey: string) =>
  and(eq(documents.key, key), eq(documents.pdf_file_key, pdfFileKey));

export const markConverting = async (db: Db, key: string, pdfFileKey: string): Promise<void> => {
  await db
    .update(documents)
    .set({ conversion_state: 'converting', upload_progress: 0, date_updated: sql`now()` })
    .where(sameChildAndPdf(key, pdfFileKey));
};

export const recordProgress = async (db: Db, key: string, pdfFileKey: string, progress: number) => {
  await db
    .update(documents)
    .set({ upload_progress: progress, date_updated: sql`now()` })
    .where(sameChildAndPdf(key, pdfFileKey));
};

export const recordConverted = async (
  tx: Db,
  child: { key: string; pdfFileKey: string; packKey: string },
  result: { pages: PageMetadata[]; imageKeys: string[] },
): Promise<boolean> => {
  const updated = await tx
    .update(documents)
    .set({
      page_count: result.pages.length,
      image_blob_metadata: result.pages,
      page_image_keys: result.imageKeys,
      conversion_state: 'done',
      conversion_error: null,
      upload_progress: 100,
      date_updated: sql`now()`,
    })
    .where(sameChildAndPdf(child.key, child.pdfFileKey))
    .returning({ key: documents.key });
  if (updated.length === 0) return false;
  await tx
    .update(documents)
    .set({ date_updated: sql`now()` })
    .where(eq(documents.key, child.packKey));
  return true;
};

/** Page images of a child's earlier PDF (replaced or decrypted): rows deleted, object keys answered. */
export const removeStalePageImages = async (
  tx: Db,
  childKey: string,
  currentKeys: readonly string[],
): Promise<string[]> => {
  const rows = await tx
    .delete(blobs)
    .where(
      and(
        eq(blobs.document_key, childKey),
        eq(blobs.purpose, 'page_image'),
        currentKeys.length > 0 ? notInArray(blobs.key, [...currentKeys]) : undefined,
      ),
    )
    .returning({ object_key: blobs.object_key });
  return rows.map((r) => r.object_key);
};

/**
 * Page images a failed conversion of one PDF stored before it stopped (a timeout at page 300, a
 * page tree that breaks at page 3). Images the child's page_image_keys name stay (a duplicate
 * run's finished conversion).
 */
export const findPageImagesOfFailedPdf = async (
  db: Db,
  childKey: string,
  keyPrefix: string,
): Promise<{ key: string; object_key: string }[]> =>
  db
    .select({ key: blobs.key, object_key: blobs.object_key })
    .from(blobs)
    .where(
      and(
        eq(blobs.document_key, childKey),
        eq(blobs.purpose, 'page_image'),
        sql`left(${blobs.key}, ${keyPrefix.length}) = ${keyPrefix}`,
        sql`not exists (select 1 from ${documents} where ${documents.key} = ${childKey} and ${blobs.key} = any(${documents.page_image_keys}))`,
      ),
    );

export const deleteBlobRows = async (tx: Db, keys: readonly string[]): Promise<void> => {
  if (keys.length > 0) await tx.delete(blobs).where(inArray(blobs.key, [...keys]));
};

/**
 * The child and its pack go to status conversion_error (from setup only: never over a later
 * status), unless this PDF's conversion is already done (a duplicate run that failed late).
 */
export const recordConversionError = async (
  tx: Db,
  child: { key: string; pdfFileKey: string; packKey: string },
  error: ConversionError,
): Promise<void> => {
  const updated = await tx
    .update(documents)
    .set({
      conversion_state: 'error',
      conversion_error: error,
      status: sql`case when ${documents.status} = 'setup' then 'conversion_error' else ${documents.status} end`,
      date_updated: sql`now()`,
    })
    .where(
      and(sameChildAndPdf(child.key, child.pdfFileKey), ne(documents.conversion_state, 'done')),
    )
    .returning({ key: documents.key });
  if (updated.length === 0) return;
  await tx
    .update(documents)
    .set({ status: 'conversion_error', date_updated: sql`now()` })
    .where(and(eq(documents.key, child.packKey), eq(documents.status, 'setup')));
};

/** Clears a child's error; the pack returns to setup once none of its children has one. */
export const clearConversionError = async (
  tx: Db,
  child: { key: string; packKey: string },
  changes: Partial<typeof documents.$inferInsert> = {},
): Promise<void> => {
  await tx
    .update(documents)
    .set({
      conversion_error: null,
      status: sql`case when ${documents.status} = 'conversion_error' then 'setup' else ${documents.status} end`,
      ...changes,
      date_updated: sql`now()`,
    })
    .where(eq(documents.key, child.key));
  const others = await tx
    .select({ key: documents.key })
    .from(documents)
    .where(
      and(
        eq(documents.document_pack_key, child.packKey),
        ne(documents.key, child.key),
        eq(documents.status, 'conversion_error'),
      ),
    );
  if (others.length > 0) return;
  await tx
    .update(documents)
    .set({ status: 'setup', date_updated: sql`now()` })
    .where(and(eq(documents.key, child.packKey), eq(documents.status, 'conversion_error')));
};
