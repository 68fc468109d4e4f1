import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts, userAccounts, users } from './foundation.ts';

/**
 * Branding themes of spec §3: a workspace's colours and heading images for mails and signer
 * pages. Images are blobs uploaded through /app/get_image_upload_url (never fetched from an
 * address a user typed). At most one live default per workspace.
 */
export const brandingThemes = pgTable(
  'branding_themes',
  {
    key: text('key').primaryKey(),
    account_key: text('account_key')
      .notNull()
      .references(() => accounts.key, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    default_theme: boolean('default_theme').notNull().default(false),
    email_button_colour: text('email_button_colour'),
    email_button_text_colour: text('email_button_text_colour'),
    email_background_colour: text('email_background_colour'),
    email_text_colour: text('email_text_colour'),
    email_heading_image_file_key: text('email_heading_image_file_key'),
    page_heading_image_file_key: text('page_heading_image_file_key'),
    created_by: text('created_by').references(() => users.key, { onDelete: 'set null' }),
    is_deleted: boolean('is_deleted').notNull().default(false),
    date_created: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    date_updated: timestamp('date_updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('branding_themes_account_key_idx').on(t.account_key),
    uniqueIndex('branding_themes_one_default')
      .on(t.account_key)
      .where(sql`${t.default_theme} and not ${t.is_deleted}`),
  ],
);

/**
 * Every permission change made on #management (issue 11): who changed which flag of whose
 * membership, from what to what, when. Append-only.
 */
export const permissionChanges = pgTable(
  'permission_changes',
  {
    key: text('key').primaryKey(),
    operator_user_key: text('operator_user_key').references(() => users.key, {
      onDelete: 'set null',
    }),
    operator_email: text('operator_email').notNull(),
    user_account_key: text('user_account_key').references(() => userAccounts.key, {
      onDelete: 'set null',
    }),
    user_email: text('user_email').notNull(),
    account_name: text('account_name').notNull(),
    /** The flag's path: 'can_move_documents', 'document_permissions.can_use_otp', … */
    flag: text('flag').notNull(),
    old_value: boolean('old_value').notNull(),
    new_value: boolean('new_value').notNull(),
    date_created: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('permission_changes_user_account_idx').on(t.user_account_key, t.date_created),
    index('permission_changes_date_idx').on(t.date_created),
  ],
);
