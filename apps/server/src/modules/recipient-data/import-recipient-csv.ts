import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { recipientDataRows, recipientDatas } from '../../db/schema.ts';
import { parseRecipientCsv } from './parse-recipient-csv.ts';

/**
 * Replaces a client list's rows with a stored CSV's, in one transaction: the list is locked, its
 * rows deleted and the new ones inserted batch by batch as the file streams in. Any refusal
 * (ragged row, bad bytes) rolls it all back, so the previous rows stay exactly as they were.
 * Answers the number of rows imported.
 */
export const importRecipientCsv = async (
  ctx: AppContext,
  recipientDataKey: string,
  objectKey: string,
): Promise<number> => {
  const body = await ctx.blobStore.getStream(objectKey);
  try {
    return await ctx.db.transaction(async (tx) => {
      await tx
        .select({ key: recipientDatas.key })
        .from(recipientDatas)
        .where(eq(recipientDatas.key, recipientDataKey))
        .for('update');
      await tx
        .delete(recipientDataRows)
        .where(eq(recipientDataRows.recipient_data_key, recipientDataKey));
      const parsed = await parseRecipientCsv(body, async (rows) => {
        await tx
          .insert(recipientDataRows)
          .values(rows.map((r) => ({ recipient_data_key: recipientDataKey, ...r })));
      });
      await tx
        .update(recipientDatas)
        .set({
          field_names: parsed.field_names,
          field_types: parsed.field_types,
          number_of_rows: parsed.rows,
          date_updated: new Date(),
        })
        .where(eq(recipientDatas.key, recipientDataKey));
      return parsed.rows;
    });
  } finally {
    body.destroy();
  }
};
