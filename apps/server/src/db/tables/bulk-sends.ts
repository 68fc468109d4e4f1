import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { documents } from './documents.ts';
import { accounts, users } from './foundation.ts';
import { integrationConfigurations } from './xplan.ts';

/**
 * A recipient data source (§3, "client list"): rows imported from a CSV, owned by a workspace.
 * field_names are the CSV's headers (made unique), field_types what the import inferred for each
 * ('text' | 'number' | 'date').
 */
export const recipientDatas = pgTable(
  'recipient_datas',
  {
    key: text('key').primaryKey(),
    account_key: text('account_key')
      .notNull()
      .references(() => accounts.key, { onDelete: 'cascade' }),
    created_by: text('created_by').references(() => users.key, { onDelete: 'set null' }),
    description: text('description').notNull(),
    field_names: jsonb('field_names').$type<string[]>().notNull().default([]),
    field_types: jsonb('field_types').$type<string[]>().notNull().default([]),
    number_of_rows: integer('number_of_rows').notNull().default(0),
    archived: boolean('archived').notNull().default(false),
    date_created: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    date_updated: timestamp('date_updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('recipient_datas_account_idx').on(t.account_key, t.archived, t.date_updated)],
);

/**
 * One imported row: its cells in the source's field order, kept as text (data, never executed).
 * `position` is the row's place in the CSV (1-based), the cursor order and the bulk send's row id.
 */
export const recipientDataRows = pgTable(
  'recipient_data_rows',
  {
    recipient_data_key: text('recipient_data_key')
      .notNull()
      .references(() => recipientDatas.key, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    cells: jsonb('cells').$type<string[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.recipient_data_key, t.position] })],
);

/**
 * A CSV upload in flight (§3 temporary CSV): the file is PUT to storage, then csv_upload_success
 * imports it into its source in one transaction (the source's rows are replaced whole, or nothing
 * changes). state: 'pending' | 'importing' | 'imported' | 'failed'.
 */
export const recipientDataCsvs = pgTable(
  'recipient_data_csvs',
  {
    key: text('key').primaryKey(),
    recipient_data_key: text('recipient_data_key')
      .notNull()
      .references(() => recipientDatas.key, { onDelete: 'cascade' }),
    file_key: text('file_key'),
    filename: text('filename').notNull(),
    state: text('state').notNull().default('pending'),
    error: text('error'),
    rows_imported: integer('rows_imported').notNull().default(0),
    created_by: text('created_by').references(() => users.key, { onDelete: 'set null' }),
    date_created: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    date_finished: timestamp('date_finished', { withTimezone: true }),
  },
  (t) => [index('recipient_data_csvs_source_idx').on(t.recipient_data_key, t.date_created)],
);

/**
 * A template's document mapping (§3, /app/mappings/*): which data source columns fill which fields
 * (by custom_id), signatories and copy recipients (by role) and document properties. One per
 * template; a bulk send reads the mapping of its template.
 */
export const documentMappings = pgTable('document_mappings', {
  template_key: text('template_key')
    .primaryKey()
    .references(() => documents.key, { onDelete: 'cascade' }),
  /** The sources the mapping may draw from: [{recipient_data_key, field_names}] (§3 sources). */
  sources: jsonb('sources').$type<unknown[]>().notNull().default([]),
  /** {data_fields: {custom_id: column}, signatories: {role: {name, email, mobile_number}}, ...}. */
  mapping: jsonb('mapping').$type<Record<string, unknown>>().notNull().default({}),
  updated_by: text('updated_by').references(() => users.key, { onDelete: 'set null' }),
  date_updated: timestamp('date_updated', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A bulk send (§3, §4): one pack per selected row of a recipient data source, made from a template
 * with its mapping. status: 'setup' | 'active' | 'paused'; bulk_send_type: 'create_and_send' |
 * 'create'. number_of_documents is fixed at activation (the selected rows).
 */
export const bulkSends = pgTable(
  'bulk_sends',
  {
    key: text('key').primaryKey(),
    account_key: text('account_key')
      .notNull()
      .references(() => accounts.key, { onDelete: 'cascade' }),
    created_by: text('created_by')
      .notNull()
      .references(() => users.key, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    bulk_send_type: text('bulk_send_type').notNull().default('create_and_send'),
    status: text('status').notNull().default('setup'),
    when_to_run: timestamp('when_to_run', { withTimezone: true }),
    template_key: text('template_key').references(() => documents.key, { onDelete: 'set null' }),
    recipient_data_key: text('recipient_data_key').references(() => recipientDatas.key, {
      onDelete: 'set null',
    }),
    /**
     * XPLAN clients as the recipients instead of a client list (ADR 0060): the workspace's
     * connection they are read through and the chosen clients [{entity_id, name}].
     */
    integration_configuration_id: text('integration_configuration_id').references(
      () => integrationConfigurations.key,
      { onDelete: 'set null' },
    ),
    xplan_clients: jsonb('xplan_clients')
      .$type<{ entity_id: number; name: string }[]>()
      .notNull()
      .default([]),
    filter_rules: jsonb('filter_rules').$type<unknown[]>().notNull().default([]),
    number_of_documents: integer('number_of_documents').notNull().default(0),
    archived: boolean('archived').notNull().default(false),
    most_recent_run_date: timestamp('most_recent_run_date', { withTimezone: true }),
    /** The last time reminder mails were enqueued (§4: the button waits 2 days after a run). */
    reminders_enqueued_at: timestamp('reminders_enqueued_at', { withTimezone: true }),
    date_created: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    date_updated: timestamp('date_updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bulk_sends_account_idx').on(t.account_key, t.archived, t.date_updated)],
);

/**
 * The rows a bulk send will make packs from, fixed at activation (a snapshot: later CSV uploads
 * do not change a running send). The run is exactly-once: a row's pack is created and the row
 * marked in one transaction, and a restart resumes from the rows still 'pending'.
 * state: 'pending' | 'created' | 'failed'.
 */
export const bulkSendRows = pgTable(
  'bulk_send_rows',
  {
    bulk_send_key: text('bulk_send_key')
      .notNull()
      .references(() => bulkSends.key, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    cells: jsonb('cells').$type<string[]>().notNull(),
    state: text('state').notNull().default('pending'),
    document_key: text('document_key').references(() => documents.key, { onDelete: 'set null' }),
    error: text('error'),
    date_processed: timestamp('date_processed', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.bulk_send_key, t.position] }),
    index('bulk_send_rows_pending_idx')
      .on(t.bulk_send_key, t.position)
      .where(sql`${t.state} = 'pending'`),
    uniqueIndex('bulk_send_rows_document_idx').on(t.document_key),
  ],
);

/**
 * A bulk send's own mapping for one template (§3 bulk send document mapping, GET/POST
 * /app/bulk_sends/{key}/document_mapping/{template_key}): starts as a copy of the template's
 * document mapping and may be changed for this send only. `mapping` has the DocumentMapping
 * 'mapping' shape (packages/domain bulk-send-contracts.ts).
 */
export const bulkSendDocumentMappings = pgTable(
  'bulk_send_document_mappings',
  {
    bulk_send_key: text('bulk_send_key')
      .notNull()
      .references(() => bulkSends.key, { onDelete: 'cascade' }),
    template_key: text('template_key')
      .notNull()
      .references(() => documents.key, { onDelete: 'cascade' }),
    mapping: jsonb('mapping').$type<Record<string, unknown>>().notNull().default({}),
    date_updated: timestamp('date_updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.bulk_send_key, t.template_key] })],
);

/** The bulk send's log (§7 bulk_send_logs?since=): what happened, newest last. */
export const bulkSendLogs = pgTable(
  'bulk_send_logs',
  {
    key: text('key').primaryKey(),
    bulk_send_key: text('bulk_send_key')
      .notNull()
      .references(() => bulkSends.key, { onDelete: 'cascade' }),
    /** 'info' | 'warning' | 'error' */
    level: text('level').notNull().default('info'),
    message: text('message').notNull(),
    /** The row a line is about, when it is about one. */
    position: integer('position'),
    date_created: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bulk_send_logs_send_idx').on(t.bulk_send_key, t.date_created)],
);

/** A status CSV being generated (§7 generate_temp_csv / serve_temp_csv): file_key once ready. */
export const bulkSendTempCsvs = pgTable(
  'bulk_send_temp_csvs',
  {
    key: text('key').primaryKey(),
    bulk_send_key: text('bulk_send_key')
      .notNull()
      .references(() => bulkSends.key, { onDelete: 'cascade' }),
    requested_by: text('requested_by').references(() => users.key, { onDelete: 'set null' }),
    file_key: text('file_key'),
    error: text('error'),
    date_created: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bulk_send_temp_csvs_send_idx').on(t.bulk_send_key)],
);
