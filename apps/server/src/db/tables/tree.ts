import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts, users } from './foundation.ts';

/**
 * A folder of a workspace's file-directory tree (issue 17, ADR 0056): the tree's id is the
 * workspace's account key, so a tree needs no row of its own. A folder at the root has no
 * parent_key. Packs point at their folder (documents.tree_folder_key).
 */
export const treeFolders = pgTable(
  'tree_folders',
  {
    key: text('key').primaryKey(),
    account_key: text('account_key')
      .notNull()
      .references(() => accounts.key, { onDelete: 'cascade' }),
    // Deleting a folder that still holds folders is refused by the service; the database agrees
    // ('no action' is checked at the statement's end, so a workspace's deletion cascades).
    parent_key: text('parent_key').references((): AnyPgColumn => treeFolders.key, {
      onDelete: 'no action',
    }),
    name: text('name').notNull(),
    created_by: text('created_by').references(() => users.key, { onDelete: 'set null' }),
    date_created: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    date_updated: timestamp('date_updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One level of the tree, in name order: what every GET of the tree reads.
    index('tree_folders_level_idx').on(t.account_key, t.parent_key, t.name),
    // Sibling names are unique regardless of case ('' stands for the root in the index only).
    uniqueIndex('tree_folders_sibling_name_unique').on(
      t.account_key,
      sql`coalesce(${t.parent_key}, '')`,
      sql`lower(${t.name})`,
    ),
  ],
);
