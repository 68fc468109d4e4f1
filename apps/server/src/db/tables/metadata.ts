import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts, users } from './foundation.ts';

/** A workspace's metadata set (issue 17 item 4): typed, linked values custom controls offer. */
export const metaDataSets = pgTable(
  'meta_data_sets',
  {
    key: text('key').primaryKey(),
    account_key: text('account_key')
      .notNull()
      .references(() => accounts.key, { onDelete: 'cascade' }),
    created_by: text('created_by').references(() => users.key, { onDelete: 'set null' }),
    name: text('name').notNull(),
    archived: boolean('archived').notNull().default(false),
    date_created: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    date_updated: timestamp('date_updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('meta_data_sets_account_idx').on(t.account_key, t.archived, t.name)],
);

/** A level of a set (§7 meta_data_type_id), ordered parent to child by position. */
export const metaDataTypes = pgTable(
  'meta_data_types',
  {
    key: text('key').primaryKey(),
    set_key: text('set_key')
      .notNull()
      .references(() => metaDataSets.key, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('meta_data_types_set_position_idx').on(t.set_key, t.position)],
);

/** §7 meta_data_link_type_ids: how entries of one level link to those of another. */
export const metaDataLinkTypes = pgTable(
  'meta_data_link_types',
  {
    key: text('key').primaryKey(),
    set_key: text('set_key')
      .notNull()
      .references(() => metaDataSets.key, { onDelete: 'cascade' }),
    parent_type_key: text('parent_type_key')
      .notNull()
      .references(() => metaDataTypes.key, { onDelete: 'cascade' }),
    child_type_key: text('child_type_key')
      .notNull()
      .references(() => metaDataTypes.key, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('meta_data_link_types_pair_idx').on(t.parent_type_key, t.child_type_key)],
);

/**
 * One value of a level. primary_id and secondary_id are the external codes a CSV may carry
 * (§7 meta_data_primary_ids, meta_data_secondary_ids); identity is the primary id, else the name.
 */
export const metaDataEntries = pgTable(
  'meta_data_entries',
  {
    key: text('key').primaryKey(),
    set_key: text('set_key')
      .notNull()
      .references(() => metaDataSets.key, { onDelete: 'cascade' }),
    type_key: text('type_key')
      .notNull()
      .references(() => metaDataTypes.key, { onDelete: 'cascade' }),
    identity: text('identity').notNull(),
    name: text('name').notNull(),
    primary_id: text('primary_id'),
    secondary_id: text('secondary_id'),
    archived: boolean('archived').notNull().default(false),
  },
  (t) => [
    uniqueIndex('meta_data_entries_identity_idx').on(t.type_key, t.identity),
    index('meta_data_entries_type_name_idx').on(t.type_key, t.archived, t.name),
  ],
);

/** A parent entry → child entry link of a link type (many to many: a child may have parents). */
export const metaDataLinks = pgTable(
  'meta_data_links',
  {
    link_type_key: text('link_type_key')
      .notNull()
      .references(() => metaDataLinkTypes.key, { onDelete: 'cascade' }),
    parent_entry_key: text('parent_entry_key')
      .notNull()
      .references(() => metaDataEntries.key, { onDelete: 'cascade' }),
    child_entry_key: text('child_entry_key')
      .notNull()
      .references(() => metaDataEntries.key, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.parent_entry_key, t.child_entry_key, t.link_type_key] }),
    index('meta_data_links_child_idx').on(t.child_entry_key, t.link_type_key),
  ],
);
