import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { userProductTours } from '../../db/schema.ts';

export type ProductTourRow = typeof userProductTours.$inferSelect;

export const findProductTours = async (db: Db, userKey: string): Promise<ProductTourRow[]> =>
  db.select().from(userProductTours).where(eq(userProductTours.user_key, userKey));

/** The latest outcome wins: a tour taken again from the menu and finished counts as completed. */
export const upsertProductTour = async (
  db: Db,
  row: Pick<ProductTourRow, 'user_key' | 'tour_id' | 'outcome'>,
): Promise<ProductTourRow> =>
  (
    await db
      .insert(userProductTours)
      .values(row)
      .onConflictDoUpdate({
        target: [userProductTours.user_key, userProductTours.tour_id],
        set: { outcome: row.outcome, date_updated: sql`now()` },
      })
      .returning()
  )[0]!;
