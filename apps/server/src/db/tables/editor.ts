import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  AppendixAudience,
  ControlLevel,
  FieldRuleType,
  NotificationRuleAction,
  NotificationRuleEvent,
} from '@quire/domain';
import { accounts, users } from './foundation.ts';
import { documents } from './documents.ts';

/**
 * What the setup editor (spec §3) keeps around a pack besides its fields and signatories:
 * signer groups, copy recipients, supporting documents, field rules, notification rules, event
 * subscriptions, user-defined attributes, form views and contacts. Pack-level rows hang off the
 * pack's key; a row's `document_key` is always a pack unless its comment says otherwise.
 */

export const signerGroups = pgTable(
  'signer_groups',
  {
    uuid: text('uuid').primaryKey(),
    document_key: text('document_key')
      .notNull()
      .references(() => documents.key, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    date_created: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('signer_groups_document_key_idx').on(t.document_key, t.position),
    // §5 'Group names must be unique' within a pack.
    uniqueIndex('signer_groups_name_unique').on(t.document_key, sql`lower(${t.name})`),
  ],
);

export const copyRecipients = pgTable(
  'copy_recipients',
  {
    uuid: text('uuid').primaryKey(),
    document_key: text('document_key')
      .notNull()
      .references(() => documents.key, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    email: text('email'),
    mobile_number: text('mobile_number'),
    position: integer('position').notNull().default(0),
    date_created: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('copy_recipients_document_key_idx').on(t.document_key, t.position)],
);

/** Supporting documents (§3 Document appendix). */
export const documentAppendices = pgTable(
  'document_appendices',
  {
    key: text('key').primaryKey(),
    document_key: text('document_key')
      .notNull()
      .references(() => documents.key, { onDelete: 'cascade' }),
    file_key: text('file_key'),
    filename: text('filename'),
    custom_id: text('custom_id'),
    description: text('description').notNull().default('Supporting document'),
    required: boolean('required').notNull().default(true),
    audience: text('audience').$type<AppendixAudience>().notNull().default('all'),
    position: integer('position').notNull().default(0),
    date_created: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    date_updated: timestamp('date_updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('document_appendices_document_key_idx').on(t.document_key, t.position)],
);

/** §3 Field rule: a json_logic condition that enables a field or a field group. */
export const fieldRules = pgTable(
  'field_rules',
  {
    rule_id: text('rule_id').primaryKey(),
    document_key: text('document_key')
      .notNull()
      .references(() => documents.key, { onDelete: 'cascade' }),
    field_or_group: text('field_or_group').notNull(),
    json_logic: jsonb('json_logic').$type<unknown>().notNull(),
    infix_logic: text('infix_logic').notNull(),
    field_rule_type: text('field_rule_type')
      .$type<FieldRuleType>()
      .notNull()
      .default('field_group_enabled'),
    date_created: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    date_updated: timestamp('date_updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('field_rules_document_key_idx').on(t.document_key)],
);

/** §3 Notification rule; entity_key is a pack (or template). */
export const notificationRules = pgTable(
  'notification_rules',
  {
    key: text('key').primaryKey(),
    entity_key: text('entity_key')
      .notNull()
      .references(() => documents.key, { onDelete: 'cascade' }),
    action: text('action').$type<NotificationRuleAction>().notNull(),
    recipient: text('recipient').notNull().default('document_owner'),
    event: text('event').$type<NotificationRuleEvent>().notNull(),
    countdown_seconds: integer('countdown_seconds').notNull().default(604_800),
    date_created: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notification_rules_entity_key_idx').on(t.entity_key)],
);

/**
 * One firing of a notification rule (issue 16): a reminder to a signer (signatory_uuid set) or a
 * notice to the owner. The unique index makes each occurrence fire once, whichever worker or
 * process gets there first.
 */
export const notificationRuleRuns = pgTable(
  'notification_rule_runs',
  {
    key: text('key').primaryKey(),
    rule_key: text('rule_key')
      .notNull()
      .references(() => notificationRules.key, { onDelete: 'cascade' }),
    document_key: text('document_key')
      .notNull()
      .references(() => documents.key, { onDelete: 'cascade' }),
    signatory_uuid: text('signatory_uuid'),
    occurrence: integer('occurrence').notNull().default(1),
    fired_at: timestamp('fired_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notification_rule_runs_once').on(
      t.rule_key,
      sql`coalesce(${t.signatory_uuid}, '')`,
      t.occurrence,
    ),
    index('notification_rule_runs_document_idx').on(t.document_key),
  ],
);

/**
 * §3 Event subscription: an event (`key`) a pack, or its whole workspace, subscribes to.
 * Exactly one of entity_key / account_key is set.
 */
export const eventSubscriptions = pgTable(
  'event_subscriptions',
  {
    id: text('id').primaryKey(),
    key: text('key').notNull(),
    entity_key: text('entity_key').references(() => documents.key, { onDelete: 'cascade' }),
    account_key: text('account_key').references(() => accounts.key, { onDelete: 'cascade' }),
    run_organisation_wide: boolean('run_organisation_wide').notNull().default(false),
    date_created: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('event_subscriptions_entity_unique')
      .on(t.entity_key, t.key)
      .where(sql`${t.entity_key} is not null`),
    uniqueIndex('event_subscriptions_account_unique')
      .on(t.account_key, t.key)
      .where(sql`${t.account_key} is not null`),
  ],
);

/** §3 User-defined attribute (custom field or custom control). */
export const userDefinedAttributes = pgTable(
  'user_defined_attributes',
  {
    key: text('key').primaryKey(),
    /** The pack the attribute belongs to. */
    document_key: text('document_key')
      .notNull()
      .references(() => documents.key, { onDelete: 'cascade' }),
    /** The id derived from the name (§5), unique within the pack. */
    id: text('id').notNull(),
    /** The child, data field or appendix the control hangs off, per control_level. */
    related_entity_id: text('related_entity_id'),
    name: text('name').notNull(),
    value: text('value'),
    required: boolean('required').notNull().default(false),
    custom_control: text('custom_control'),
    custom_control_properties: jsonb('custom_control_properties')
      .$type<Record<string, unknown>>()
      .notNull()
      .default({}),
    custom_control_value: text('custom_control_value'),
    is_template: boolean('is_template').notNull().default(false),
    control_level: text('control_level').$type<ControlLevel>().notNull().default('document_pack'),
    position: integer('position').notNull().default(0),
    date_created: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    date_updated: timestamp('date_updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_defined_attributes_id_unique').on(t.document_key, t.id)],
);

/** §3 Form view: the ordered entries of a pack's form view, kept whole. */
export const formViews = pgTable('form_views', {
  entity_key: text('entity_key')
    .primaryKey()
    .references(() => documents.key, { onDelete: 'cascade' }),
  entries: jsonb('entries').$type<unknown[]>().notNull().default([]),
  date_updated: timestamp('date_updated', { withTimezone: true }).notNull().defaultNow(),
});

/** §3 Contact: people a workspace has sent to, for autocomplete. One row per account and address. */
export const contacts = pgTable(
  'contacts',
  {
    key: text('key').primaryKey(),
    account_key: text('account_key').references(() => accounts.key, { onDelete: 'cascade' }),
    user_key: text('user_key')
      .notNull()
      .references(() => users.key, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    email: text('email'),
    mobile_number: text('mobile_number'),
    custom_contact_list_key: text('custom_contact_list_key'),
    last_used: timestamp('last_used', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('contacts_account_email_unique').on(
      sql`coalesce(${t.account_key}, '')`,
      t.user_key,
      sql`lower(coalesce(${t.email}, ''))`,
      sql`coalesce(${t.mobile_number}, '')`,
    ),
    index('contacts_name_trgm_idx').using(
      'gin',
      sql`(lower(${t.name}) || ' ' || lower(coalesce(${t.email}, ''))) gin_trgm_ops`,
    ),
  ],
);
