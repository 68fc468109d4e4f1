import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './foundation.ts';

/**
 * How each user's guided product tours ended (issue 18): a row per user and tour once they
 * completed or skipped it, so a first-run tour starts on its own only once, on any device.
 */
export const userProductTours = pgTable(
  'user_product_tours',
  {
    user_key: text('user_key')
      .notNull()
      .references(() => users.key, { onDelete: 'cascade' }),
    /** A PRODUCT_TOUR_IDS value ('documents', 'editor'). */
    tour_id: text('tour_id').notNull(),
    /** 'completed' or 'skipped' (PRODUCT_TOUR_OUTCOMES). */
    outcome: text('outcome').notNull(),
    date_updated: timestamp('date_updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_key, t.tour_id] })],
);
