import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts, users } from './foundation.ts';

/**
 * A one-time code sent to a user (issue 12): the second step of a login by SMS, proving a mobile
 * number, or enabling SMS codes. Stored hashed; locked after 5 wrong tries; single use.
 */
export const userCodes = pgTable(
  'user_codes',
  {
    key: text('key').primaryKey(),
    user_key: text('user_key')
      .notNull()
      .references(() => users.key, { onDelete: 'cascade' }),
    /** 'login' | 'verify_mobile' | 'enable_sms' */
    purpose: text('purpose').notNull(),
    /** The number (E.164) the code went to. */
    destination: text('destination').notNull(),
    channel: text('channel').notNull(),
    code_hash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    date_created: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('user_codes_user_purpose_idx').on(t.user_key, t.purpose, t.date_created)],
);

/**
 * A login that passed its password and waits for its second step (or a passkey ceremony): the
 * browser holds the token, the server only its hash. Short-lived; locked after 5 wrong codes.
 */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    token_hash: text('token_hash').primaryKey(),
    /** Null for a password-less passkey login that has not named its user yet. */
    user_key: text('user_key').references(() => users.key, { onDelete: 'cascade' }),
    /** 'two_step' | 'passkey_login' | 'passkey_register' */
    purpose: text('purpose').notNull(),
    /** The WebAuthn challenge (base64url) for passkey ceremonies. */
    webauthn_challenge: text('webauthn_challenge'),
    attempts: integer('attempts').notNull().default(0),
    ip_address: text('ip_address'),
    user_agent: text('user_agent'),
    date_created: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('login_challenges_user_idx').on(t.user_key)],
);

/** Recovery codes (shown once, stored hashed), each usable once instead of a second step. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    key: text('key').primaryKey(),
    user_key: text('user_key')
      .notNull()
      .references(() => users.key, { onDelete: 'cascade' }),
    code_hash: text('code_hash').notNull(),
    date_created: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    used_at: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('recovery_codes_user_idx').on(t.user_key)],
);

/** A WebAuthn credential (passkey) registered by a user. */
export const passkeys = pgTable(
  'passkeys',
  {
    /** The credential id, base64url. */
    credential_id: text('credential_id').primaryKey(),
    user_key: text('user_key')
      .notNull()
      .references(() => users.key, { onDelete: 'cascade' }),
    /** COSE public key, base64url. */
    public_key: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    name: text('name').notNull(),
    date_created: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    last_used_at: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('passkeys_user_idx').on(t.user_key)],
);

/**
 * API keys (POST /app/api_keys/): shown once, stored hashed, revocable; a bearer credential on
 * the API acting as its user in its workspace (entity_key).
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    key: text('key').primaryKey(),
    user_key: text('user_key')
      .notNull()
      .references(() => users.key, { onDelete: 'cascade' }),
    account_key: text('account_key').references(() => accounts.key, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The first characters of the key, to tell keys apart on screen. */
    prefix: text('prefix').notNull(),
    token_hash: text('token_hash').notNull().unique(),
    date_created: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    last_used_at: timestamp('last_used_at', { withTimezone: true }),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('api_keys_user_idx').on(t.user_key)],
);
