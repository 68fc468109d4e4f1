import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  Locale,
  ConversionError,
  ConversionState,
  DocumentFlag,
  DocumentStatus,
  DocumentType,
  PageMetadata,
  SignatoryStatus,
  CommunicationChannel,
  TempDownloadType,
} from '@quire/domain';
import { accounts, users } from './foundation.ts';
import { treeFolders } from './tree.ts';

/**
 * Packs and their children in one table (spec §3 "Document or pack"). A pack has no
 * document_pack_key; a child has its pack's key and a position. Only children carry a PDF.
 */
export const documents = pgTable(
  'documents',
  {
    key: text('key').primaryKey(),
    document_pack_key: text('document_pack_key').references((): AnyPgColumn => documents.key, {
      onDelete: 'cascade',
    }),
    position: integer('position').notNull().default(0),
    document_type: text('document_type').$type<DocumentType>().notNull().default('document'),
    status: text('status').$type<DocumentStatus>().notNull().default('setup'),
    status_detail: text('status_detail'),
    document_name: text('document_name').notNull(),
    subject: text('subject'),
    message: text('message'),
    account_key: text('account_key').references(() => accounts.key, { onDelete: 'cascade' }),
    branding_key: text('branding_key'),
    created_by: text('created_by')
      .notNull()
      .references(() => users.key),
    created_by_external_user_code: text('created_by_external_user_code'),
    visible_to_organisation: boolean('visible_to_organisation').notNull().default(true),
    visible_to_organisation_via_api: boolean('visible_to_organisation_via_api')
      .notNull()
      .default(false),
    viewers: text('viewers')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    from_template_key: text('from_template_key'),
    /**
     * A pack's public verification id (issue 15): random, set when the final is sealed, printed
     * as the certificate's QR code and link (/verify/{id}). Reveals nothing by itself.
     */
    verification_id: text('verification_id'),
    /**
     * Optional signing deadline of a pack (issue 16): after it, signing links stop and the owner
     * is told once (expiry_notified_at).
     */
    signing_expires_at: timestamp('signing_expires_at', { withTimezone: true }),
    expiry_notified_at: timestamp('expiry_notified_at', { withTimezone: true }),
    /** Stored overrides of the §3 flags; defaults live in packages/domain. */
    flags: jsonb('flags').$type<Partial<Record<DocumentFlag, boolean>>>().notNull().default({}),
    post_signing_url: text('post_signing_url'),
    in_app_signing_page_url: text('in_app_signing_page_url'),
    contact_list_id: text('contact_list_id'),
    only_contacts_from_contact_list_may_me_used: boolean(
      'only_contacts_from_contact_list_may_me_used',
    )
      .notNull()
      .default(false),
    selected_document: text('selected_document'),
    /** How dates are written on screen and in the final PDF (a DATE_FORMATS value of the domain). */
    date_format: text('date_format').notNull().default('yyyy-mm-dd'),
    /**
     * The folder of the workspace's tree the pack is filed in (issue 17); null at the root. A
     * folder is deleted only when empty of live packs: trashed packs fall back to the root.
     */
    tree_folder_key: text('tree_folder_key').references((): AnyPgColumn => treeFolders.key, {
      onDelete: 'set null',
    }),

    // The PDF (children only) and what conversion made of it.
    pdf_file_key: text('pdf_file_key'),
    has_pdf_password: boolean('has_pdf_password').notNull().default(false),
    page_count: integer('page_count').notNull().default(0),
    image_blob_metadata: jsonb('image_blob_metadata').$type<PageMetadata[]>().notNull().default([]),
    page_image_keys: text('page_image_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    conversion_state: text('conversion_state')
      .$type<ConversionState>()
      .notNull()
      .default('pending'),
    conversion_error: jsonb('conversion_error').$type<ConversionError | null>(),
    upload_progress: integer('upload_progress').notNull().default(0),
    final_file_key: text('final_file_key'),

    /** Names, signatory names and emails, lower-cased: what the list's search matches (trigram index). */
    search_text: text('search_text').notNull().default(''),

    is_deleted: boolean('is_deleted').notNull().default(false),
    date_deleted: timestamp('date_deleted', { withTimezone: true }),
    date_completed: timestamp('date_completed', { withTimezone: true }),
    date_created: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    date_updated: timestamp('date_updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('documents_pack_position_idx').on(t.document_pack_key, t.position),
    // The list: packs of one account, by type and trash state, newest change first (keyset).
    index('documents_list_idx')
      .on(t.account_key, t.document_type, t.is_deleted, t.date_updated.desc(), t.key.desc())
      .where(sql`${t.document_pack_key} is null`),
    index('documents_list_status_idx')
      .on(
        t.account_key,
        t.document_type,
        t.is_deleted,
        t.status,
        t.date_updated.desc(),
        t.key.desc(),
      )
      .where(sql`${t.document_pack_key} is null`),
    // The list filtered by folder (issue 17): the folder's packs by type and trash state, newest
    // first, so the folder filter reads one index range in order like the unfiltered list does.
    index('documents_folder_list_idx')
      .on(t.tree_folder_key, t.document_type, t.is_deleted, t.date_updated.desc(), t.key.desc())
      .where(sql`${t.document_pack_key} is null and ${t.tree_folder_key} is not null`),
    index('documents_created_by_idx').on(t.created_by, t.date_updated.desc(), t.key.desc()),
    // The list's "own packs outside any workspace" branch: without it, that branch walked every
    // pack the user ever created (documents_created_by_idx) to find the few with no account.
    index('documents_own_without_account_idx')
      .on(t.created_by, t.date_updated.desc(), t.key.desc())
      .where(sql`${t.account_key} is null and ${t.document_pack_key} is null`),
    uniqueIndex('documents_verification_id_unique')
      .on(t.verification_id)
      .where(sql`${t.verification_id} is not null`),
    // The expiry sweep looks only at packs that have a deadline and were not yet told.
    index('documents_signing_expiry_idx')
      .on(t.signing_expires_at)
      .where(sql`${t.signing_expires_at} is not null and ${t.expiry_notified_at} is null`),
    index('documents_search_trgm_idx').using('gin', sql`${t.search_text} gin_trgm_ops`),
    // "Shared with me" (viewers) must not scan the table on every list request.
    index('documents_viewers_idx')
      .using('gin', t.viewers)
      .where(sql`${t.document_pack_key} is null`),
  ],
);

/** Signatory of §3; belongs to a pack. The editor issue fills in channels, groups and the rest. */
export const signatories = pgTable(
  'signatories',
  {
    uuid: text('uuid').primaryKey(),
    document_key: text('document_key')
      .notNull()
      .references(() => documents.key, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    name: text('name').notNull().default(''),
    email: text('email'),
    mobile_number: text('mobile_number'),
    dialing_code: text('dialing_code'),
    position: integer('position').notNull().default(0),
    user_key: text('user_key').references(() => users.key, { onDelete: 'set null' }),
    status: text('status').$type<SignatoryStatus>().notNull().default('setup'),
    removed: boolean('removed').notNull().default(false),
    // Channels (§3): how requests reach this signer.
    email_is_optional: boolean('email_is_optional').notNull().default(false),
    primary_communication_channel: text('primary_communication_channel')
      .$type<CommunicationChannel>()
      .notNull()
      .default('email'),
    can_receive_signing_notifications: boolean('can_receive_signing_notifications')
      .notNull()
      .default(true),
    can_receive_viewing_notifications: boolean('can_receive_viewing_notifications')
      .notNull()
      .default(true),
    email_send_count: integer('email_send_count').notNull().default(0),
    sms_send_count: integer('sms_send_count').notNull().default(0),
    // State and links (§3).
    is_optional: boolean('is_optional').notNull().default(false),
    signer_group_uuid: text('signer_group_uuid'),
    /** Children this signer signs; empty means every child of the pack. */
    associated_document_keys: text('associated_document_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    rejection_reason: text('rejection_reason'),
    sign_later: boolean('sign_later').notNull().default(false),
    signed_in_presence: boolean('signed_in_presence').notNull().default(false),
    date_signed: timestamp('date_signed', { withTimezone: true }),
    /** When this signer accepted the terms: consent is asked once and recorded once. */
    terms_accepted_at: timestamp('terms_accepted_at', { withTimezone: true }),
    /** i18n (issue 18): the signer's language, from their browser or their choice on the signing page; their later mails use it. */
    locale: text('locale').$type<Locale>(),
    date_created: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    date_updated: timestamp('date_updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('signatories_document_key_idx').on(t.document_key, t.position),
    index('signatories_user_status_idx').on(t.user_key, t.status),
    index('signatories_email_status_idx').on(sql`lower(${t.email})`, t.status),
  ],
);

/** Data field of §3; belongs to a child. Geometry in PDF points on its page (origin top-left of the CropBox, unrotated). */
export const dataFields = pgTable(
  'data_fields',
  {
    uuid: text('uuid').primaryKey(),
    document_key: text('document_key')
      .notNull()
      .references(() => documents.key, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    page_index: integer('page_index').notNull(),
    x: doublePrecision('x').notNull(),
    y: doublePrecision('y').notNull(),
    width: doublePrecision('width').notNull(),
    height: doublePrecision('height').notNull(),
    data: text('data'),
    file_key: text('file_key'),
    filename: text('filename'),
    signatory_uuid: text('signatory_uuid'),
    required: boolean('required').notNull().default(true),
    custom_id: text('custom_id'),
    description: text('description'),
    /** The §3 properties the editor issue adds (options, groups, behaviours), kept together. */
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull().default({}),
    removed: boolean('removed').notNull().default(false),
    updated_by_user_name: text('updated_by_user_name'),
    /** Set when a signer added this field while signing (a note, §5 "Notes during signing"). */
    added_by_signatory_uuid: text('added_by_signatory_uuid'),
    /**
     * What the field held before a signer first wrote to it ({data, file_key, filename}); null
     * while no signer has. Copies and templates start from this, never from a signer's answer.
     */
    setup_value: jsonb('setup_value').$type<{
      data: string | null;
      file_key: string | null;
      filename: string | null;
    } | null>(),
    date_created: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    date_updated: timestamp('date_updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('data_fields_document_key_idx').on(t.document_key, t.page_index),
    uniqueIndex('data_fields_custom_id_unique')
      .on(t.document_key, t.custom_id)
      .where(sql`${t.removed} = false and ${t.custom_id} is not null`),
  ],
);

/** Temp download of §3: a file generated by a job and polled for (§9). */
export const tempDownloads = pgTable(
  'temp_downloads',
  {
    key: text('key').primaryKey(),
    document_key: text('document_key')
      .notNull()
      .references(() => documents.key, { onDelete: 'cascade' }),
    type: text('type').$type<TempDownloadType>().notNull(),
    status: text('status', { enum: ['pending', 'done', 'error'] })
      .notNull()
      .default('pending'),
    file_key: text('file_key'),
    error: text('error'),
    created_by: text('created_by')
      .notNull()
      .references(() => users.key, { onDelete: 'cascade' }),
    date_created: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('temp_downloads_document_key_idx').on(t.document_key)],
);
