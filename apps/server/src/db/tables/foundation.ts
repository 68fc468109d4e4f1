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
import type { Locale, PermissionOverrides, RelatedKeyType } from '@quire/domain';

const timestamps = {
  date_created: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  date_updated: timestamp('date_updated', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    key: text('key').primaryKey(),
    full_name: text('full_name').notNull(),
    email_address: text('email_address').notNull(),
    password_hash: text('password_hash'),
    verified: boolean('verified').notNull().default(false),
    has_accepted_terms: boolean('has_accepted_terms').notNull().default(false),
    request_password: boolean('request_password').notNull().default(false),
    receive_updates: boolean('receive_updates').notNull().default(false),
    mobile_number: text('mobile_number'),
    dialing_code: text('dialing_code'),
    use_two_factor_authentication: boolean('use_two_factor_authentication')
      .notNull()
      .default(false),
    default_user_account_key: text('default_user_account_key'),
    /** §4 two-factor method in use: 'pin' | 'sms_one_time_pin' | 'time_one_time_pin' (null: none). */
    two_factor_pin_method: text('two_factor_pin_method'),
    /** The personal PIN, hashed like a password. */
    pin_hash: text('pin_hash'),
    /** The authenticator (TOTP) secret, sealed with the instance key; never answered or logged. */
    totp_secret_sealed: text('totp_secret_sealed'),
    /** A secret offered by get_create_totp_secret, waiting for its first valid code. */
    totp_pending_secret_sealed: text('totp_pending_secret_sealed'),
    /** The last TOTP time step accepted: a code is single-use within its window. */
    totp_last_step: integer('totp_last_step'),
    /** When the mobile number was proven (request_otp then confirm); cleared when it changes. */
    mobile_verified_at: timestamp('mobile_verified_at', { withTimezone: true }),
    /** §3 email_signature: full_name, mobile_number, office_number, credentials, job_title, address lines. */
    email_signature: jsonb('email_signature').$type<Record<string, string>>(),
    /** Which mails about their packs the user wants (overrides of the domain's defaults). */
    mail_notifications: jsonb('mail_notifications')
      .$type<Partial<Record<string, boolean>>>()
      .notNull()
      .default({}),
    /** i18n (issue 18): the language the user chose for the app and their mails; null follows the browser. */
    locale: text('locale').$type<Locale>(),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_address_unique').on(sql`lower(${t.email_address})`)],
);

export const accounts = pgTable('accounts', {
  key: text('key').primaryKey(),
  name: text('name').notNull(),
  is_personal_account: boolean('is_personal_account').notNull().default(false),
  created_by: text('created_by').references(() => users.key),
  ...timestamps,
});

export const userAccounts = pgTable(
  'user_accounts',
  {
    key: text('key').primaryKey(),
    user_key: text('user_key')
      .notNull()
      .references(() => users.key, { onDelete: 'cascade' }),
    account_key: text('account_key')
      .notNull()
      .references(() => accounts.key, { onDelete: 'cascade' }),
    is_admin: boolean('is_admin').notNull().default(false),
    /** Overrides of the permission defaults; the defaults themselves live in packages/domain. */
    permissions: jsonb('permissions').$type<PermissionOverrides>().notNull().default({}),
    /**
     * 'invited': added by an admin before the person had an account; it joins the workspace when
     * they accept the invitation (sign-up, login or the mailed link). Only 'active' ones are used.
     */
    status: text('status', { enum: ['active', 'invited'] })
      .notNull()
      .default('active'),
    invited_by: text('invited_by').references(() => users.key, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('user_accounts_user_account_unique').on(t.user_key, t.account_key),
    index('user_accounts_account_key_idx').on(t.account_key),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    key: text('key').primaryKey(),
    token_hash: text('token_hash').notNull(),
    xsrf_token_hash: text('xsrf_token_hash').notNull(),
    user_key: text('user_key')
      .notNull()
      .references(() => users.key, { onDelete: 'cascade' }),
    /** False for the temporary sessions of signing links (spec §6 non-browsing user). */
    can_browse: boolean('can_browse').notNull().default(true),
    /**
     * Embedded editor sessions (issue 14, ADR 0041): minted by the API for one pack and one
     * partner origin; such a session may only edit that pack, and only inside that origin's frame.
     */
    embed_document_key: text('embed_document_key'),
    embed_origin: text('embed_origin'),
    ip_address: text('ip_address'),
    user_agent: text('user_agent'),
    date_created: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    last_seen_at: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_unique').on(t.token_hash),
    index('sessions_user_key_idx').on(t.user_key),
  ],
);

/**
 * Single-use links: email verification, password reset, invitations, and the thank-you page's
 * post-signing password offer (ADR 0032). Stored hashed.
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    token_hash: text('token_hash').primaryKey(),
    user_key: text('user_key')
      .notNull()
      .references(() => users.key, { onDelete: 'cascade' }),
    purpose: text('purpose', {
      enum: ['verify_email', 'reset_password', 'accept_invitation', 'post_sign_password'],
    }).notNull(),
    date_created: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('auth_tokens_user_purpose_idx').on(t.user_key, t.purpose)],
);

/** Fixed-window counters shared by every process, so limits hold behind a load balancer. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    bucket: text('bucket').notNull(),
    window_start: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.window_start] })],
);

export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'outbox', 'failed'] as const;

/** Every mail the product sends; also the local outbox when no SMTP server is configured. */
export const mails = pgTable(
  'mails',
  {
    key: text('key').primaryKey(),
    kind: text('kind').notNull(),
    to_address: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    last_error: text('last_error'),
    /**
     * The pack and signer a mail is about, when it is (requests, reminders): a delivery failure
     * raises the pack's 'email failed' event (issue 16). No foreign key: the outbox stays cheap.
     */
    document_key: text('document_key'),
    signatory_uuid: text('signatory_uuid'),
    /** Files sent along (final documents, supporting documents): blob keys, read when sending. */
    attachments: jsonb('attachments')
      .$type<{ filename: string; file_key: string; content_type: string }[]>()
      .notNull()
      .default([]),
    /** When a worker claimed it for sending; a stale claim (crashed worker) may be taken over. */
    claimed_at: timestamp('claimed_at', { withTimezone: true }),
    date_created: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    date_sent: timestamp('date_sent', { withTimezone: true }),
  },
  (t) => [index('mails_date_created_idx').on(t.date_created)],
);

export const notifications = pgTable(
  'notifications',
  {
    key: text('key').primaryKey(),
    user_key: text('user_key')
      .notNull()
      .references(() => users.key, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    url: text('url'),
    related_key: text('related_key'),
    related_key_type: text('related_key_type').$type<RelatedKeyType>(),
    read: boolean('read').notNull().default(false),
    date_read: timestamp('date_read', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('notifications_user_created_idx').on(t.user_key, t.date_created, t.key),
    index('notifications_user_updated_idx').on(t.user_key, t.date_updated),
  ],
);
