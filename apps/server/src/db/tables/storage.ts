import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts, users } from './foundation.ts';

/**
 * Every stored file (a PDF, a page image, a temp download): its bytes live in the blob store
 * (a folder under DATA_DIR, or S3) under `object_key`; this row says what and whose they are.
 */
export const blobs = pgTable(
  'blobs',
  {
    key: text('key').primaryKey(),
    storage: text('storage', { enum: ['local', 's3'] }).notNull(),
    object_key: text('object_key').notNull(),
    content_type: text('content_type').notNull(),
    size_bytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256'),
    filename: text('filename'),
    purpose: text('purpose').notNull(),
    /** The document a PDF or page image belongs to: access to the blob follows access to it. */
    document_key: text('document_key'),
    account_key: text('account_key').references(() => accounts.key, { onDelete: 'set null' }),
    created_by: text('created_by').references(() => users.key, { onDelete: 'set null' }),
    date_created: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('blobs_account_key_idx').on(t.account_key),
    index('blobs_document_key_idx').on(t.document_key),
    // /verify: a final by its SHA-256, and finals of a size (a changed copy of one).
    index('blobs_final_sha256_idx')
      .on(t.sha256)
      .where(sql`${t.purpose} = 'final_pdf'`),
    index('blobs_final_size_idx')
      .on(t.size_bytes)
      .where(sql`${t.purpose} = 'final_pdf'`),
  ],
);

/**
 * An upload the server has agreed to (GET /app/get_document_upload_url): who may PUT what, where
 * it goes, until when. The PUT URL is presigned for exactly this `file_key`.
 */
export const uploadIntents = pgTable(
  'upload_intents',
  {
    file_key: text('file_key').primaryKey(),
    purpose: text('purpose').notNull(),
    user_key: text('user_key')
      .notNull()
      .references(() => users.key, { onDelete: 'cascade' }),
    account_key: text('account_key').references(() => accounts.key, { onDelete: 'cascade' }),
    document_pack_key: text('document_pack_key'),
    document_key_to_upload_to: text('document_key_to_upload_to'),
    filename: text('filename').notNull(),
    max_size_bytes: bigint('max_size_bytes', { mode: 'number' }).notNull(),
    object_key: text('object_key').notNull(),
    received_size_bytes: bigint('received_size_bytes', { mode: 'number' }),
    date_created: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('upload_intents_user_key_idx').on(t.user_key)],
);

/** Secrets this installation makes for itself on first start (the key that signs local upload URLs). */
export const instanceSecrets = pgTable('instance_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  date_created: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
});
