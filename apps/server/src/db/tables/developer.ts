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
import { accounts, userAccounts } from './foundation.ts';

/**
 * An API application (§3 Application; issue 14): OAuth 2.0 client credentials for the public
 * API. `key` is the public client_id; the secret is shown once and only its hash is kept. It acts
 * as the member who made it (user_accounts row), in that member's workspace, with their
 * permissions: removing the member stops the application.
 */
export const applications = pgTable(
  'applications',
  {
    key: text('key').primaryKey(),
    account_key: text('account_key')
      .notNull()
      .references(() => accounts.key, { onDelete: 'cascade' }),
    user_account_key: text('user_account_key')
      .notNull()
      .references(() => userAccounts.key, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    client_secret_hash: text('client_secret_hash').notNull(),
    /** The first characters of the secret, to tell secrets apart on screen. */
    secret_prefix: text('secret_prefix').notNull(),
    date_created: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    date_updated: timestamp('date_updated', { withTimezone: true }).notNull().defaultNow(),
    secret_refreshed_at: timestamp('secret_refreshed_at', { withTimezone: true }),
    last_used_at: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('applications_account_idx').on(t.account_key)],
);

/** An access token issued by POST /api/v1/oauth/token (client credentials); stored hashed. */
export const applicationTokens = pgTable(
  'application_tokens',
  {
    token_hash: text('token_hash').primaryKey(),
    application_key: text('application_key')
      .notNull()
      .references(() => applications.key, { onDelete: 'cascade' }),
    date_created: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('application_tokens_application_idx').on(t.application_key)],
);

/**
 * The answer kept for an `Idempotency-Key` on a public API POST: a retry with the same key and
 * the same request gets the same answer; the same key with another request is refused.
 * `credential_key` is the API key's or application's key, so keys never collide across callers.
 */
export const apiIdempotencyKeys = pgTable(
  'api_idempotency_keys',
  {
    credential_key: text('credential_key').notNull(),
    idempotency_key: text('idempotency_key').notNull(),
    /** SHA-256 of method, path and body. */
    request_hash: text('request_hash').notNull(),
    /** 'in_progress' until the first answer is stored, then 'done'. */
    state: text('state').notNull().default('in_progress'),
    status_code: integer('status_code'),
    response_body: jsonb('response_body'),
    date_created: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.credential_key, t.idempotency_key] }),
    index('api_idempotency_keys_expires_idx').on(t.expires_at),
  ],
);

/**
 * Where a workspace's subscribed events are delivered (issue 14 webhooks). The signing secret is
 * sealed (two-step/secret-sealing.ts) because each delivery is signed with it.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    key: text('key').primaryKey(),
    account_key: text('account_key')
      .notNull()
      .references(() => accounts.key, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    secret_sealed: text('secret_sealed').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    date_created: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    date_updated: timestamp('date_updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_endpoints_account_idx').on(t.account_key)],
);

/**
 * One event for one endpoint, written in the transaction that caused the event (so no event is
 * lost) and delivered from the queue at least once. `body` is the exact JSON text first sent:
 * every retry and replay sends the same bytes and `event_id`.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    key: text('key').primaryKey(),
    account_key: text('account_key')
      .notNull()
      .references(() => accounts.key, { onDelete: 'cascade' }),
    endpoint_key: text('endpoint_key')
      .notNull()
      .references(() => webhookEndpoints.key, { onDelete: 'cascade' }),
    event_id: text('event_id').notNull(),
    event_type: text('event_type').notNull(),
    document_key: text('document_key').references(() => documents.key, { onDelete: 'set null' }),
    body: text('body').notNull(),
    /** 'pending' | 'delivered' | 'dead' (gave up after the cap; replayable). */
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    last_status_code: integer('last_status_code'),
    last_error: text('last_error'),
    last_latency_ms: integer('last_latency_ms'),
    date_created: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    delivered_at: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_event_endpoint_unique').on(t.event_id, t.endpoint_key),
    index('webhook_deliveries_account_state_idx').on(t.account_key, t.state, t.date_created),
    index('webhook_deliveries_due_idx')
      .on(t.next_attempt_at)
      .where(sql`${t.state} = 'pending'`),
  ],
);

/** Every HTTP attempt of a delivery: status and latency, for the delivery log. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    delivery_key: text('delivery_key')
      .notNull()
      .references(() => webhookDeliveries.key, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    status_code: integer('status_code'),
    error: text('error'),
    latency_ms: integer('latency_ms').notNull(),
    date_created: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.delivery_key, t.attempt] })],
);

/**
 * A template's reusable form link (/form/{key}); its own random key so the template key is never
 * published, and so the link can be turned off or replaced without touching the template.
 */
export const formLinks = pgTable(
  'form_links',
  {
    key: text('key').primaryKey(),
    account_key: text('account_key')
      .notNull()
      .references(() => accounts.key, { onDelete: 'cascade' }),
    template_key: text('template_key')
      .notNull()
      .references(() => documents.key, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(true),
    /** Packs made from this link so far. */
    uses: integer('uses').notNull().default(0),
    date_created: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('form_links_template_unique').on(t.template_key)],
);

/** The origins allowed to frame Quire in embedded mode for a workspace (frame-ancestors). */
export const embedOrigins = pgTable(
  'embed_origins',
  {
    account_key: text('account_key')
      .notNull()
      .references(() => accounts.key, { onDelete: 'cascade' }),
    /** scheme://host[:port], as the browser reports it in MessageEvent.origin. */
    origin: text('origin').notNull(),
    date_created: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.account_key, t.origin] })],
);
