import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { DocumentAppendix } from '@quire/domain';
import type { Db } from '../../../db/database.ts';
import { blobs, documentAppendices } from '../../../db/schema.ts';

export type AppendixRow = typeof documentAppendices.$inferSelect;
export type NewAppendix = typeof documentAppendices.$inferInsert;

/** Where an appendix's file is served (team members of the pack; see appendix-upload-service). */
export const appendixFileUrl = (packKey: string, fileKey: string): string =>
  `/app/documents/${encodeURIComponent(packKey)}/appendix_file/${encodeURIComponent(fileKey)}`;

export const toAppendix = (row: AppendixRow): DocumentAppendix => ({
  key: row.key,
  _id: row.key,
  document_key: row.document_key,
  file_key: row.file_key,
  filename: row.filename,
  custom_id: row.custom_id,
  description: row.description,
  required: row.required,
  audience: row.audience,
  position: row.position,
  date_created: row.date_created.toISOString(),
  blob_serving_url: row.file_key ? appendixFileUrl(row.document_key, row.file_key) : null,
});

export const findAppendixRows = async (db: Db, packKey: string): Promise<AppendixRow[]> =>
  db
    .select()
    .from(documentAppendices)
    .where(eq(documentAppendices.document_key, packKey))
    .orderBy(asc(documentAppendices.position), asc(documentAppendices.date_created));

export const findAppendixRow = async (
  db: Db,
  packKey: string,
  key: string,
): Promise<AppendixRow | undefined> =>
  (
    await db
      .select()
      .from(documentAppendices)
      .where(and(eq(documentAppendices.key, key), eq(documentAppendices.document_key, packKey)))
      .limit(1)
  )[0];

export const nextAppendixPosition = async (db: Db, packKey: string): Promise<number> => {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${documentAppendices.position}) + 1, 0)::int` })
    .from(documentAppendices)
    .where(eq(documentAppendices.document_key, packKey));
  return row?.next ?? 0;
};

export const insertAppendix = async (tx: Db, row: NewAppendix): Promise<AppendixRow> =>
  (await tx.insert(documentAppendices).values(row).returning())[0]!;

export const updateAppendix = async (
  tx: Db,
  key: string,
  changes: Partial<NewAppendix>,
): Promise<AppendixRow> =>
  (
    await tx
      .update(documentAppendices)
      .set({ ...changes, date_updated: sql`now()` })
      .where(eq(documentAppendices.key, key))
      .returning()
  )[0]!;

export const deleteAppendix = async (tx: Db, key: string): Promise<void> => {
  await tx.delete(documentAppendices).where(eq(documentAppendices.key, key));
};

/** Does another appendix of the pack still use this file? */
export const fileStillUsed = async (
  db: Db,
  packKey: string,
  fileKey: string,
  exceptKey: string,
): Promise<boolean> =>
  (
    await db
      .select({ key: documentAppendices.key })
      .from(documentAppendices)
      .where(
        and(
          eq(documentAppendices.document_key, packKey),
          eq(documentAppendices.file_key, fileKey),
          ne(documentAppendices.key, exceptKey),
        ),
      )
      .limit(1)
  ).length > 0;

export const APPENDIX_BLOB_PURPOSE = 'document_appendix';

/** An uploaded appendix file of this pack (blobs of other packs or purposes are not found). */
export const findAppendixBlob = async (db: Db, packKey: string, fileKey: string) =>
  (
    await db
      .select()
      .from(blobs)
      .where(
        and(
          eq(blobs.key, fileKey),
          eq(blobs.document_key, packKey),
          eq(blobs.purpose, APPENDIX_BLOB_PURPOSE),
        ),
      )
      .limit(1)
  )[0];

export const deleteBlobRow = async (tx: Db, key: string): Promise<void> => {
  await tx.delete(blobs).where(eq(blobs.key, key));
};
