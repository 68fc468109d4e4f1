import { eq, sql } from 'drizzle-orm';
import { formViewSchema, type FormViewEntry } from '@quire/domain';
import type { Db } from '../../../db/database.ts';
import { formViews } from '../../../db/schema.ts';

/** The stored entries of a pack's form view, or null when none was set up. */
export const findFormView = async (db: Db, entityKey: string): Promise<FormViewEntry[] | null> => {
  const [row] = await db.select().from(formViews).where(eq(formViews.entity_key, entityKey));
  if (!row) return null;
  // Stored through the same schema, so a parse failure means a row written by something else.
  const parsed = formViewSchema.safeParse(row.entries);
  return parsed.success ? parsed.data : null;
};

export const upsertFormView = async (
  tx: Db,
  entityKey: string,
  entries: FormViewEntry[],
): Promise<void> => {
  await tx
    .insert(formViews)
    .values({ entity_key: entityKey, entries })
    .onConflictDoUpdate({
      target: formViews.entity_key,
      set: { entries, date_updated: sql`now()` },
    });
};
