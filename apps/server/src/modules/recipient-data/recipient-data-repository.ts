import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { recipientDataCsvs, recipientDataRows, recipientDatas } from '../../db/schema.ts';

export type RecipientDataRecord = typeof recipientDatas.$inferSelect;
export type RecipientDataCsvRecord = typeof recipientDataCsvs.$inferSelect;

export const listRecipientDatas = (db: Db, accountKey: string) =>
  db
    .select()
    .from(recipientDatas)
    .where(eq(recipientDatas.account_key, accountKey))
    .orderBy(desc(recipientDatas.date_updated));

export const findRecipientData = async (
  db: Db,
  key: string,
): Promise<RecipientDataRecord | undefined> =>
  (await db.select().from(recipientDatas).where(eq(recipientDatas.key, key)).limit(1))[0];

export const insertRecipientData = async (
  db: Db,
  row: typeof recipientDatas.$inferInsert,
): Promise<void> => {
  await db.insert(recipientDatas).values(row);
};

export const updateRecipientData = async (
  db: Db,
  key: string,
  set: Partial<Pick<RecipientDataRecord, 'description' | 'archived'>>,
): Promise<void> => {
  await db
    .update(recipientDatas)
    .set({ ...set, date_updated: new Date() })
    .where(eq(recipientDatas.key, key));
};

/** One page of rows after `afterPosition`, in position order. */
export const pageOfRows = (db: Db, key: string, afterPosition: number, limit: number) =>
  db
    .select({ position: recipientDataRows.position, cells: recipientDataRows.cells })
    .from(recipientDataRows)
    .where(
      and(
        eq(recipientDataRows.recipient_data_key, key),
        gt(recipientDataRows.position, afterPosition),
      ),
    )
    .orderBy(asc(recipientDataRows.position))
    .limit(limit);

export const insertCsvUpload = async (
  db: Db,
  row: typeof recipientDataCsvs.$inferInsert,
): Promise<void> => {
  await db.insert(recipientDataCsvs).values(row);
};

export const findCsvUpload = async (
  db: Db,
  key: string,
): Promise<RecipientDataCsvRecord | undefined> =>
  (await db.select().from(recipientDataCsvs).where(eq(recipientDataCsvs.key, key)).limit(1))[0];

export const finishCsvUpload = async (
  db: Db,
  key: string,
  set: Pick<RecipientDataCsvRecord, 'state' | 'error' | 'rows_imported'> & {
    file_key?: string;
  },
): Promise<void> => {
  await db
    .update(recipientDataCsvs)
    .set({ ...set, date_finished: set.state === 'importing' ? null : new Date() })
    .where(eq(recipientDataCsvs.key, key));
};
